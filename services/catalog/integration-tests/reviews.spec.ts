import request from 'supertest';
import {
  HelpfulVoteResponseSchema,
  PAGE_LIMIT_HEADER,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  ReviewEligibilitySchema,
  ReviewSchema,
  ReviewStatsSchema,
  type Review,
} from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  placeFakeOrder,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;
let annapoorna: number;
let royalTandoor: number;

const ASHA = 501;
const RAVI = 502;
const NEW_RESIDENT = 503;

beforeAll(async () => {
  t = await startCatalogTestApp();
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
  annapoorna = (await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Annapoorna Mess' } })).id;
  royalTandoor = (await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Royal Tandoor' } })).id;
  t.upstreams.names.set(ASHA, { firstName: 'Asha', lastName: 'Rao' });
  t.upstreams.names.set(RAVI, { firstName: 'Ravi', lastName: 'kumar' });
  t.upstreams.names.set(NEW_RESIDENT, { firstName: 'Nila', lastName: 'Das' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const get = (path: string, headers: Record<string, string> = anonymous()) =>
  request(t.app).get(path).set(headers);
const post = (path: string, body: unknown, headers: Record<string, string> = asResident(ASHA)) =>
  request(t.app)
    .post(path)
    .set(headers)
    .send(body as object);
const reviewsOf = async (vendorId: number, query = '', headers = anonymous()) =>
  (await get(`/api/vendors/${vendorId}/reviews${query}`, headers).expect(200)).body.map((review: unknown) =>
    ReviewSchema.strict().parse(review),
  ) as Review[];
const vendorFigures = async (vendorId: number) => {
  const vendor = await t.prisma.vendor.findUniqueOrThrow({ where: { id: vendorId } });
  return { rating: vendor.rating?.toNumber() ?? null, totalReviews: vendor.totalReviews };
};

/** The review stats (the vendor's per-rating counts, decision 64) against its reviews as stored. */
const expectStatsMatchReviews = async (vendorId: number) => {
  const stats = ReviewStatsSchema.strict().parse(
    (await get(`/api/vendors/${vendorId}/review-stats`).expect(200)).body,
  );
  const all = await t.prisma.review.findMany({ where: { vendorId }, select: { rating: true } });
  expect(stats).toEqual({
    averageRating:
      all.length === 0
        ? 0
        : Math.round((all.reduce((sum, review) => sum + review.rating, 0) / all.length) * 10) / 10,
    totalReviews: all.length,
    ratingDistribution: Object.fromEntries(
      ([1, 2, 3, 4, 5] as const).map((star) => [star, all.filter((review) => review.rating === star).length]),
    ),
  });
  expect(await vendorFigures(vendorId)).toEqual({
    rating: stats.averageRating,
    totalReviews: stats.totalReviews,
  });
};

describe('GET /api/vendors/{vendorId}/reviews', () => {
  it('answers the newest 20 by default in the contract shape', async () => {
    const reviews = await reviewsOf(annapoorna);
    expect(reviews).toHaveLength(20);
    const times = reviews.map((review) => review.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(reviews.every((review) => review.vendorId === annapoorna && !review.markedHelpful)).toBe(true);
    expect(reviews.some((review) => review.isQuickFeedback && review.review === null)).toBe(true);
    expect(reviews.some((review) => review.review && review.categories.length > 0)).toBe(true);
  });

  it('sorts oldest, highest, lowest and most helpful first', async () => {
    const oldest = await reviewsOf(annapoorna, '?sortBy=oldest');
    expect(oldest.map((review) => review.createdAt)).toEqual(oldest.map((review) => review.createdAt).sort());
    const highest = (await reviewsOf(annapoorna, '?sortBy=highest')).map((review) => review.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await reviewsOf(annapoorna, '?sortBy=lowest')).map((review) => review.rating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest[0]).toBeLessThan(highest[0]!);
    const helpful = (await reviewsOf(annapoorna, '?sortBy=helpful')).map((review) => review.isHelpful);
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    expect(helpful[0]).toBeGreaterThan(0);
  });

  it('filters by rating, and pages with limit and offset', async () => {
    const fives = await reviewsOf(annapoorna, '?filterRating=5&limit=50');
    expect(fives.length).toBeGreaterThan(0);
    expect(fives.every((review) => review.rating === 5)).toBe(true);
    const firstTen = await reviewsOf(annapoorna, '?limit=10');
    const page1 = await reviewsOf(annapoorna, '?limit=5');
    const page2 = await reviewsOf(annapoorna, '?limit=5&offset=5');
    expect([...page1, ...page2].map((review) => review.id)).toEqual(firstTen.map((review) => review.id));
    expect(await reviewsOf(annapoorna, '?offset=1000')).toEqual([]);
  });

  it('gives the page maximum to a caller asking for more, and says so in the answer', async () => {
    // A vendor no other test here reads, with more reviews than a page holds.
    const vendor = (await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Staples Mart' } })).id;
    await t.prisma.review.createMany({
      data: Array.from({ length: REVIEW_PAGE_SIZE.max + 10 }, (_, index) => ({
        vendorId: vendor,
        userId: 7000 + index,
        userName: 'Neighbour',
        userInitials: 'N',
        rating: 1 + (index % 5),
      })),
    });
    // Twice: the second answer comes from the read cache, which must keep the header too.
    for (let ask = 0; ask < 2; ask += 1) {
      const res = await get(`/api/vendors/${vendor}/reviews?limit=100`).expect(200);
      expect(res.body).toHaveLength(REVIEW_PAGE_SIZE.max);
      expect(res.headers[PAGE_LIMIT_HEADER]).toBe(String(REVIEW_PAGE_SIZE.max));
    }
    const asked = await get(`/api/vendors/${vendor}/reviews?limit=7`).expect(200);
    expect(asked.body).toHaveLength(7);
    expect(asked.headers[PAGE_LIMIT_HEADER]).toBe('7');
    const byDefault = await get(`/api/vendors/${vendor}/reviews`).expect(200);
    expect(byDefault.headers[PAGE_LIMIT_HEADER]).toBe(String(REVIEW_PAGE_SIZE.default));
  });

  it('answers 400 with a message for each malformed query value', async () => {
    for (const query of [
      'sortBy=best',
      'filterRating=6',
      'filterRating=0',
      'filterRating=two',
      'limit=0',
      'limit=-5',
      'limit=ten',
      'limit=2.5',
      'offset=-1',
    ]) {
      const res = await get(`/api/vendors/${annapoorna}/reviews?${query}`).expect(400);
      expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
  });

  it('answers 404 JSON for an unknown vendor and 400 for a bad id', async () => {
    expect((await get('/api/vendors/999999/reviews').expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.vendorNotFound,
    });
    expect((await get('/api/vendors/abc/reviews').expect(400)).body).toEqual({
      message: 'Invalid vendor id',
    });
  });
});

describe('GET /api/vendors/{vendorId}/review-stats', () => {
  it("answers the average, count and 1-5 distribution, matching the vendor's own figures", async () => {
    const stats = ReviewStatsSchema.strict().parse(
      (await get(`/api/vendors/${annapoorna}/review-stats`).expect(200)).body,
    );
    const all = await t.prisma.review.findMany({ where: { vendorId: annapoorna } });
    expect(stats.totalReviews).toBe(all.length);
    for (const star of [1, 2, 3, 4, 5] as const)
      expect(stats.ratingDistribution[star]).toBe(all.filter((review) => review.rating === star).length);
    expect(stats.averageRating).toBe(
      Math.round((all.reduce((sum, review) => sum + review.rating, 0) / all.length) * 10) / 10,
    );
    expect(await vendorFigures(annapoorna)).toEqual({
      rating: stats.averageRating,
      totalReviews: stats.totalReviews,
    });
  });

  it('answers zeros for a vendor without reviews, 404 for an unknown one', async () => {
    const category = await t.prisma.category.findFirstOrThrow();
    const quiet = await t.prisma.vendor.create({ data: { name: 'Quiet Vendor', categoryId: category.id } });
    expect((await get(`/api/vendors/${quiet.id}/review-stats`).expect(200)).body).toEqual({
      averageRating: 0,
      totalReviews: 0,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect((await get('/api/vendors/999999/review-stats').expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.vendorNotFound,
    });
  });
});

describe('POST /api/reviews and /api/reviews/quick', () => {
  const valid = () => ({ vendorId: royalTandoor, orderId: 9001, rating: 4, review: ' Lovely naan ' });

  beforeAll(() => {
    placeFakeOrder(t.upstreams, { id: 9001, userId: ASHA, vendorId: royalTandoor });
    placeFakeOrder(t.upstreams, { id: 9002, userId: ASHA, vendorId: royalTandoor });
    placeFakeOrder(t.upstreams, { id: 9003, userId: ASHA, vendorId: royalTandoor, status: 'cancelled' });
    placeFakeOrder(t.upstreams, { id: 9004, userId: ASHA, vendorId: annapoorna });
    placeFakeOrder(t.upstreams, { id: 9005, userId: RAVI, vendorId: royalTandoor });
    placeFakeOrder(t.upstreams, { id: 9006, userId: RAVI, vendorId: annapoorna, status: 'cancelled' });
  });

  it('needs a session: 401 JSON for anonymous callers', async () => {
    for (const path of ['/api/reviews', '/api/reviews/quick'])
      expect((await post(path, valid(), anonymous()).expect(401)).body).toEqual({
        message: expect.any(String),
      });
  });

  it('answers 400 with the spec message for each invalid field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vendorId: royalTandoor }, REVIEW_MESSAGES.ratingRequired],
      [{ ...valid(), rating: 0 }, REVIEW_MESSAGES.invalidRating],
      [{ ...valid(), rating: 6 }, REVIEW_MESSAGES.invalidRating],
      [{ ...valid(), rating: 4.5 }, REVIEW_MESSAGES.invalidRating],
      [{ ...valid(), rating: '4' }, REVIEW_MESSAGES.ratingRequired],
      [{ ...valid(), review: 'x'.repeat(501) }, REVIEW_MESSAGES.textTooLong],
    ];
    for (const [body, message] of cases)
      expect((await post('/api/reviews', body).expect(400)).body.message).toBe(message);
    for (const body of [
      { ...valid(), vendorId: undefined },
      { ...valid(), vendorId: -1 },
      { ...valid(), orderId: 'one' },
      { ...valid(), categories: ['taste'] },
      { ...valid(), categories: 'quality' },
    ])
      expect((await post('/api/reviews', body).expect(400)).body).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
    const quick = await post('/api/reviews/quick', { vendorId: royalTandoor, rating: 5 }).expect(400);
    expect(quick.body.message).toEqual(expect.any(String));
    const notJson = await request(t.app)
      .post('/api/reviews')
      .set(asResident(ASHA))
      .set('content-type', 'application/json')
      .send('{"rating":');
    expect(notJson.status).toBe(400);
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await post('/api/reviews', { ...valid(), vendorId: 999999 }).expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.vendorNotFound,
    });
  });

  it("refuses someone else's order, an order of another vendor and a cancelled order", async () => {
    expect((await post('/api/reviews', { ...valid(), orderId: 9005 }).expect(403)).body).toEqual({
      message: REVIEW_MESSAGES.notYourOrder,
    });
    expect((await post('/api/reviews', { ...valid(), orderId: 9004 }).expect(403)).body).toEqual({
      message: REVIEW_MESSAGES.notYourOrder,
    });
    expect((await post('/api/reviews/quick', { ...valid(), orderId: 424242 }).expect(403)).body).toEqual({
      message: REVIEW_MESSAGES.notYourOrder,
    });
    expect((await post('/api/reviews', { ...valid(), orderId: 9003 }).expect(422)).body).toEqual({
      message: REVIEW_MESSAGES.cancelledOrder,
    });
  });

  it('takes a quick rating only from the delivered order: 409 while the order is under way', async () => {
    placeFakeOrder(t.upstreams, {
      id: 9020,
      userId: ASHA,
      vendorId: royalTandoor,
      status: 'out_for_delivery',
    });
    const before = await vendorFigures(royalTandoor);
    expect(
      (await post('/api/reviews/quick', { vendorId: royalTandoor, orderId: 9020, rating: 5 }).expect(409))
        .body,
    ).toEqual({ message: REVIEW_MESSAGES.orderNotDelivered });
    expect(
      (await post('/api/reviews/quick', { vendorId: royalTandoor, orderId: 9003, rating: 5 }).expect(422))
        .body,
    ).toEqual({ message: REVIEW_MESSAGES.cancelledOrder });
    expect(await vendorFigures(royalTandoor)).toEqual(before);
    expect(await t.prisma.review.count({ where: { orderId: 9020 } })).toBe(0);
  });

  it('refuses a review of an order not delivered yet, named or not, and leaves the vendor’s figures alone', async () => {
    const PENDING_ONLY = 504;
    t.upstreams.names.set(PENDING_ONLY, { firstName: 'Meera', lastName: 'Iyer' });
    const vendor = (await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Lakeside Biryani House' } })).id;
    placeFakeOrder(t.upstreams, { id: 9030, userId: PENDING_ONLY, vendorId: vendor, status: 'pending' });
    placeFakeOrder(t.upstreams, { id: 9031, userId: PENDING_ONLY, vendorId: vendor, status: 'preparing' });
    const before = await vendorFigures(vendor);
    const notDelivered = { message: REVIEW_MESSAGES.orderNotDelivered };
    for (const body of [
      { vendorId: vendor, orderId: 9030, rating: 5, review: 'Best biryani ever' },
      { vendorId: vendor, orderId: 9031, rating: 5 },
      { vendorId: vendor, rating: 5, review: 'Best biryani ever' },
    ])
      expect((await post('/api/reviews', body, asResident(PENDING_ONLY)).expect(409)).body).toEqual(
        notDelivered,
      );
    expect(await vendorFigures(vendor)).toEqual(before);
    expect(await t.prisma.review.count({ where: { userId: PENDING_ONLY } })).toBe(0);
    expect(
      (await get(`/api/vendors/${vendor}/review-eligibility`, asResident(PENDING_ONLY)).expect(200)).body,
    ).toEqual({ canReview: false, orderId: null });
  });

  it('refuses a review without an order from a resident who never (or only cancelled) ordered', async () => {
    const body = { vendorId: annapoorna, rating: 2 };
    expect((await post('/api/reviews', body, asResident(NEW_RESIDENT)).expect(403)).body).toEqual({
      message: REVIEW_MESSAGES.noOrderFromVendor,
    });
    expect((await post('/api/reviews', body, asResident(RAVI)).expect(403)).body).toEqual({
      message: REVIEW_MESSAGES.noOrderFromVendor,
    });
  });

  it("stores the resident's review of their order with their name, and moves the vendor's figures with it", async () => {
    const before = await vendorFigures(royalTandoor);
    const res = await post('/api/reviews', { ...valid(), categories: ['quality', 'packaging'] }).expect(201);
    const review = ReviewSchema.strict().parse(res.body);
    expect(review).toMatchObject({
      vendorId: royalTandoor,
      userName: 'Asha R.',
      userInitials: 'AR',
      rating: 4,
      review: 'Lovely naan',
      categories: ['quality', 'packaging'],
      isQuickFeedback: false,
      isHelpful: 0,
      markedHelpful: false,
    });
    const stats = (await get(`/api/vendors/${royalTandoor}/review-stats`).expect(200)).body;
    expect(stats.totalReviews).toBe(before.totalReviews + 1);
    expect(await vendorFigures(royalTandoor)).toEqual({
      rating: stats.averageRating,
      totalReviews: stats.totalReviews,
    });
    expect((await reviewsOf(royalTandoor))[0]!.id).toBe(review.id);
  });

  it('takes one review per order, quick or not: 409 for the second', async () => {
    expect((await post('/api/reviews', valid()).expect(409)).body).toEqual({
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect(
      (await post('/api/reviews/quick', { vendorId: royalTandoor, orderId: 9001, rating: 5 }).expect(409))
        .body,
    ).toEqual({ message: REVIEW_MESSAGES.alreadyReviewed });
  });

  it('enforces one review per order in the database too', async () => {
    const existing = await t.prisma.review.findFirstOrThrow({ where: { orderId: 9001 } });
    const { id: _id, createdAt: _createdAt, ...copy } = existing;
    await expect(t.prisma.review.create({ data: copy })).rejects.toThrow();
  });

  it('stores a quick star tap without text, and a review without an order from a resident who ordered', async () => {
    const quick = ReviewSchema.parse(
      (await post('/api/reviews/quick', { vendorId: royalTandoor, orderId: 9002, rating: 5 }).expect(201))
        .body,
    );
    expect(quick).toMatchObject({ isQuickFeedback: true, review: null, categories: [], rating: 5 });
    const general = ReviewSchema.parse(
      (await post('/api/reviews', { vendorId: annapoorna, rating: 3 }).expect(201)).body,
    );
    expect(general).toMatchObject({ userName: 'Asha R.', rating: 3, review: null });
    // It rates the resident's one delivered order of the vendor, which then has no review left to give.
    expect((await t.prisma.review.findUniqueOrThrow({ where: { id: general.id } })).orderId).toBe(9004);
    expect((await post('/api/reviews', { vendorId: annapoorna, rating: 5 }).expect(409)).body).toEqual({
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
  });

  it("writes the review and the vendor's figures in one transaction: neither stays when the vendor update fails", async () => {
    placeFakeOrder(t.upstreams, { id: 9010, userId: RAVI, vendorId: royalTandoor });
    const reviewsBefore = await t.prisma.review.count({ where: { vendorId: royalTandoor } });
    const before = await vendorFigures(royalTandoor);
    await t.prisma.$executeRawUnsafe(
      `CREATE FUNCTION catalog.refuse_vendor_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
    );
    await t.prisma.$executeRawUnsafe(
      'CREATE TRIGGER refuse_vendor_update BEFORE UPDATE ON catalog.vendors FOR EACH ROW EXECUTE FUNCTION catalog.refuse_vendor_update()',
    );
    try {
      await post(
        '/api/reviews',
        { vendorId: royalTandoor, orderId: 9010, rating: 1 },
        asResident(RAVI),
      ).expect(500);
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER refuse_vendor_update ON catalog.vendors');
      await t.prisma.$executeRawUnsafe('DROP FUNCTION catalog.refuse_vendor_update()');
    }
    expect(await t.prisma.review.count({ where: { vendorId: royalTandoor } })).toBe(reviewsBefore);
    expect(await vendorFigures(royalTandoor)).toEqual(before);
    // And with the vendor writable again, the same review goes through.
    await post('/api/reviews', { vendorId: royalTandoor, orderId: 9010, rating: 1 }, asResident(RAVI)).expect(
      201,
    );
  });

  it('keeps the review stats equal to the reviews after every write, concurrent ones included', async () => {
    // The writes above: reviews, a quick tap, a refused duplicate and a rolled-back transaction.
    await expectStatsMatchReviews(royalTandoor);
    await expectStatsMatchReviews(annapoorna);
    const residents = [601, 602, 603, 604, 605, 606];
    residents.forEach((userId, index) => {
      t.upstreams.names.set(userId, { firstName: 'Neighbour', lastName: `N${index}` });
      placeFakeOrder(t.upstreams, { id: 9700 + index, userId, vendorId: annapoorna });
    });
    const answers = await Promise.all(
      residents.map((userId, index) =>
        post(
          '/api/reviews',
          { vendorId: annapoorna, orderId: 9700 + index, rating: 1 + (index % 5) },
          asResident(userId),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(residents.map(() => 201));
    await expectStatsMatchReviews(annapoorna);
  });
});

describe('POST and DELETE /api/reviews/{reviewId}/helpful', () => {
  let reviewId: number;
  let startCount: number;

  beforeAll(async () => {
    const review = await t.prisma.review.findFirstOrThrow({
      where: { vendorId: annapoorna, isQuickFeedback: false },
      orderBy: { id: 'asc' },
    });
    reviewId = review.id;
    startCount = review.helpfulCount;
  });

  const vote = (method: 'post' | 'delete', userId = ASHA, id: number | string = reviewId) =>
    request(t.app)[method](`/api/reviews/${id}/helpful`).set(asResident(userId));

  it('needs a session', async () => {
    await request(t.app).post(`/api/reviews/${reviewId}/helpful`).set(anonymous()).expect(401);
    await request(t.app).delete(`/api/reviews/${reviewId}/helpful`).set(anonymous()).expect(401);
  });

  it('counts one vote per resident however often they press it', async () => {
    const first = HelpfulVoteResponseSchema.strict().parse((await vote('post').expect(200)).body);
    expect(first).toEqual({ reviewId, isHelpful: startCount + 1, markedHelpful: true });
    expect((await vote('post').expect(200)).body).toEqual(first);
    expect((await vote('post', RAVI).expect(200)).body).toEqual({
      reviewId,
      isHelpful: startCount + 2,
      markedHelpful: true,
    });
    expect(
      await t.prisma.reviewHelpfulVote.count({ where: { reviewId, userId: { in: [ASHA, RAVI] } } }),
    ).toBe(2);
    const listed = (await reviewsOf(annapoorna, '?limit=50&sortBy=oldest', asResident(ASHA))).find(
      (review) => review.id === reviewId,
    );
    expect(listed).toMatchObject({ isHelpful: startCount + 2, markedHelpful: true });
    const anonymousView = (await reviewsOf(annapoorna, '?limit=50&sortBy=oldest')).find(
      (review) => review.id === reviewId,
    );
    expect(anonymousView).toMatchObject({ isHelpful: startCount + 2, markedHelpful: false });
  });

  it('withdraws a vote once; withdrawing again changes nothing', async () => {
    expect((await vote('delete').expect(200)).body).toEqual({
      reviewId,
      isHelpful: startCount + 1,
      markedHelpful: false,
    });
    expect((await vote('delete').expect(200)).body).toEqual({
      reviewId,
      isHelpful: startCount + 1,
      markedHelpful: false,
    });
    expect((await t.prisma.review.findUniqueOrThrow({ where: { id: reviewId } })).helpfulCount).toBe(
      await t.prisma.reviewHelpfulVote.count({ where: { reviewId } }),
    );
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    expect((await vote('post', ASHA, 999999).expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.reviewNotFound,
    });
    expect((await vote('delete', ASHA, 999999).expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.reviewNotFound,
    });
    expect((await vote('post', ASHA, 'x').expect(400)).body).toEqual({ message: 'Invalid review id' });
  });
});

describe('GET /api/vendors/{vendorId}/review-eligibility', () => {
  let vendor: number;
  const eligibility = async (userId: number) =>
    ReviewEligibilitySchema.strict().parse(
      (await get(`/api/vendors/${vendor}/review-eligibility`, asResident(userId)).expect(200)).body,
    );

  beforeAll(async () => {
    vendor = (await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Dosa Corner' } })).id;
    placeFakeOrder(t.upstreams, {
      id: 9101,
      userId: ASHA,
      vendorId: vendor,
      createdAt: '2026-11-01T10:00:00Z',
    });
    placeFakeOrder(t.upstreams, {
      id: 9102,
      userId: ASHA,
      vendorId: vendor,
      createdAt: '2026-11-02T10:00:00Z',
    });
    placeFakeOrder(t.upstreams, {
      id: 9103,
      userId: ASHA,
      vendorId: vendor,
      status: 'cancelled',
      createdAt: '2026-11-03T10:00:00Z',
    });
  });

  it('needs a session, and answers 404 for an unknown vendor', async () => {
    await get(`/api/vendors/${vendor}/review-eligibility`).expect(401);
    expect((await get('/api/vendors/999999/review-eligibility', asResident(ASHA)).expect(404)).body).toEqual({
      message: REVIEW_MESSAGES.vendorNotFound,
    });
  });

  it('offers no order still under way, only a delivered one', async () => {
    const WAITING = 505;
    placeFakeOrder(t.upstreams, { id: 9110, userId: WAITING, vendorId: vendor, status: 'out_for_delivery' });
    expect(await eligibility(WAITING)).toEqual({ canReview: false, orderId: null });
    placeFakeOrder(t.upstreams, { id: 9111, userId: WAITING, vendorId: vendor });
    expect(await eligibility(WAITING)).toEqual({ canReview: true, orderId: 9111 });
  });

  it('offers the newest delivered order not reviewed yet, until none is left', async () => {
    expect(await eligibility(NEW_RESIDENT)).toEqual({ canReview: false, orderId: null });
    expect(await eligibility(ASHA)).toEqual({ canReview: true, orderId: 9102 });
    await post('/api/reviews/quick', { vendorId: vendor, orderId: 9102, rating: 5 }).expect(201);
    expect(await eligibility(ASHA)).toEqual({ canReview: true, orderId: 9101 });
    await post('/api/reviews/quick', { vendorId: vendor, orderId: 9101, rating: 4 }).expect(201);
    expect(await eligibility(ASHA)).toEqual({ canReview: false, orderId: null });
  });
});
