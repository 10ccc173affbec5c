import request from 'supertest';
import {
  ADMIN_VENDOR_MESSAGES,
  AdminVendorsResponseSchema,
  DEMO_LOCAL_STORES,
  OrderContextSchema,
  STORE_MESSAGES,
  StoreStandingSchema,
} from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asAdmin,
  asResident,
  asService,
  signedAs,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

const ANNAPOORNA: number = DEMO_LOCAL_STORES[0]!.id;
const PRESTIGE_LAKESIDE = 1;
const FOOD = 1;

beforeAll(async () => {
  t = await startCatalogTestApp({ readCache: true });
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  t.upstreams.orderDown = false;
});

const vendors = (query = '', headers = asAdmin()) =>
  request(t.app)
    .get(`/api/admin/vendors${query ? `?${query}` : ''}`)
    .set(headers);
const setStatus = (vendorId: number, body: unknown) =>
  request(t.app)
    .patch(`/api/admin/vendors/${vendorId}/status`)
    .set(asAdmin())
    .send(body as object);

describe('GET /api/admin/vendors', () => {
  it('pages through every vendor by name, with members and 30 days of figures', async () => {
    t.upstreams.members = [
      { storeId: ANNAPOORNA, userId: 9, name: 'Kavya Rao', email: 'kavya@example.com', role: 'owner' },
    ];
    t.upstreams.figures = [
      {
        storeId: ANNAPOORNA,
        orders: 40,
        medianAcceptMinutes: 3.5,
        rejectedShare: 0.05,
        expiredShare: 0.025,
        cancelledShare: 0.1,
      },
    ];
    const res = await vendors('search=annapoorna').expect(200);
    const page = AdminVendorsResponseSchema.parse(res.body);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(page.vendors).toEqual([
      {
        id: ANNAPOORNA,
        name: 'Annapoorna Mess',
        categoryName: 'Food & Restaurants',
        kind: 'local',
        status: 'active',
        suspendedReason: null,
        isOpen: true,
        rating: expect.any(Number),
        totalReviews: expect.any(Number),
        members: [{ userId: 9, name: 'Kavya Rao', email: 'kavya@example.com', role: 'owner' }],
        figures: {
          orders: 40,
          medianAcceptMinutes: 3.5,
          rejectedShare: 0.05,
          expiredShare: 0.025,
          cancelledShare: 0.1,
        },
      },
    ]);
    // Thirty days back from the catalog's clock.
    expect(Date.parse(t.upstreams.figuresAskedSince!)).toBeCloseTo(t.clock().getTime() - 30 * 86_400_000, -4);

    const all = AdminVendorsResponseSchema.parse((await vendors('limit=5&page=2').expect(200)).body);
    const total = await t.prisma.vendor.count();
    expect(all.total).toBe(total);
    expect(all.vendors).toHaveLength(5);
    const names = (
      await t.prisma.vendor.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }], select: { name: true } })
    ).map((vendor) => vendor.name);
    expect(all.vendors.map((vendor) => vendor.name)).toEqual(names.slice(5, 10));
  });

  it('gives 100 vendors a page to a caller asking for more, and refuses a limit that is no number', async () => {
    expect((await vendors('limit=500').expect(200)).body).toMatchObject({ page: 1, limit: 100 });
    for (const limit of ['0', 'ten', '2.5']) {
      const { body } = await vendors(`limit=${limit}`).expect(400);
      expect(body.message).toBe('limit must be a positive whole number');
    }
  });

  it('matches % and _ as letters, and filters by kind and status', async () => {
    expect(AdminVendorsResponseSchema.parse((await vendors('search=%25').expect(200)).body).total).toBe(0);
    const locals = AdminVendorsResponseSchema.parse((await vendors('kind=local&limit=100').expect(200)).body);
    expect(locals.vendors.every((vendor) => vendor.kind === 'local')).toBe(true);
    expect(locals.total).toBe(await t.prisma.vendor.count({ where: { isExternalSource: false } }));
  });

  it('lists the vendors without figures while the order service is away, rather than failing', async () => {
    t.upstreams.orderDown = true;
    const page = AdminVendorsResponseSchema.parse((await vendors('search=annapoorna').expect(200)).body);
    expect(page.vendors[0]).toMatchObject({ figures: null, members: expect.any(Array) });
  });

  it('is for administrators only', async () => {
    await vendors('', anonymous()).expect(401);
    await vendors('', asResident(7)).expect(403);
  });
});

describe('PATCH /api/admin/vendors/{id}/status', () => {
  const residentSees = async () => {
    const resident = asResident(7, PRESTIGE_LAKESIDE);
    const page = await request(t.app).get(`/api/vendors/${ANNAPOORNA}`).set(resident);
    const list = (await request(t.app).get(`/api/vendors/category/${FOOD}`).set(resident).expect(200))
      .body as { id: number }[];
    const everyone = (await request(t.app).get(`/api/vendors/category/${FOOD}`).set(anonymous()).expect(200))
      .body as {
      id: number;
    }[];
    const menu = await request(t.app).get(`/api/vendors/${ANNAPOORNA}/menu`).set(resident);
    const reviews = await request(t.app).get(`/api/vendors/${ANNAPOORNA}/reviews`).set(resident);
    const stats = await request(t.app).get(`/api/vendors/${ANNAPOORNA}/review-stats`).set(resident);
    return {
      page: page.status,
      menu: menu.status,
      reviews: reviews.status,
      stats: stats.status,
      inList: list.some((vendor) => vendor.id === ANNAPOORNA),
      inAnonymousList: everyone.some((vendor) => vendor.id === ANNAPOORNA),
    };
  };

  /** What residents get of a store they may see: its page, menu, reviews and stats, and both lists. */
  const SEEN_BY_RESIDENTS = {
    page: 200,
    menu: 200,
    reviews: 200,
    stats: 200,
    inList: true,
    inAnonymousList: true,
  };

  it('hides a suspended store from residents at once, closes it, and tells its members why', async () => {
    expect(await residentSees()).toEqual(SEEN_BY_RESIDENTS);
    const missingReason = await setStatus(ANNAPOORNA, { status: 'suspended' }).expect(400);
    expect(missingReason.body.message).toBe(ADMIN_VENDOR_MESSAGES.reasonRequired);

    const res = await setStatus(ANNAPOORNA, { status: 'suspended', reason: 'FSSAI licence expired' }).expect(
      200,
    );
    expect(StoreStandingSchema.parse(res.body)).toEqual({
      storeId: ANNAPOORNA,
      name: 'Annapoorna Mess',
      kind: 'local',
      status: 'suspended',
    });
    expect(await residentSees()).toEqual({
      page: 404,
      menu: 404,
      reviews: 404,
      stats: 404,
      inList: false,
      inAnonymousList: false,
    });
    const context = OrderContextSchema.parse(
      (await request(t.app).get(`/internal/vendors/${ANNAPOORNA}/order-context`).set(asService()).expect(200))
        .body,
    );
    expect(context.vendor.isOpen).toBe(false);

    const owner = signedAs({
      user: { id: 9, sessionId: 's9', communityId: null, stores: [{ storeId: ANNAPOORNA, role: 'owner' }] },
    });
    const store = (await request(t.app).get(`/api/vendor/stores/${ANNAPOORNA}`).set(owner).expect(200)).body;
    expect(store).toMatchObject({ status: 'suspended', openState: { isOpen: false, source: 'suspended' } });
    const reopen = await request(t.app)
      .patch(`/api/vendor/stores/${ANNAPOORNA}`)
      .set(owner)
      .send({ isOpen: true })
      .expect(409);
    expect(reopen.body).toEqual({ message: STORE_MESSAGES.suspended });
    const listed = AdminVendorsResponseSchema.parse((await vendors('status=suspended').expect(200)).body);
    expect(listed.vendors.map((vendor) => [vendor.id, vendor.suspendedReason])).toEqual([
      [ANNAPOORNA, 'FSSAI licence expired'],
    ]);
  });

  it('gives a reactivated store back to its residents as it was', async () => {
    await setStatus(ANNAPOORNA, { status: 'active' }).expect(200);
    expect(await residentSees()).toEqual(SEEN_BY_RESIDENTS);
    const context = OrderContextSchema.parse(
      (await request(t.app).get(`/internal/vendors/${ANNAPOORNA}/order-context`).set(asService()).expect(200))
        .body,
    );
    expect(context.vendor.isOpen).toBe(true);
  });

  it('refuses an unknown status, and answers 404 for a vendor that does not exist', async () => {
    expect((await setStatus(ANNAPOORNA, { status: 'banned' }).expect(400)).body.message).toBe(
      ADMIN_VENDOR_MESSAGES.statusInvalid,
    );
    expect((await setStatus(999_999, { status: 'active' }).expect(404)).body).toEqual({
      message: ADMIN_VENDOR_MESSAGES.vendorNotFound,
    });
  });
});

describe('GET /internal/vendors/{id}/standing', () => {
  it('says whether a store is local and active, to services only', async () => {
    await request(t.app).get(`/internal/vendors/${ANNAPOORNA}/standing`).set(asResident(7)).expect(403);
    const res = await request(t.app)
      .get(`/internal/vendors/${ANNAPOORNA}/standing`)
      .set(asService('auth'))
      .expect(200);
    expect(StoreStandingSchema.parse(res.body)).toMatchObject({
      storeId: ANNAPOORNA,
      kind: 'local',
      status: 'active',
    });
    await request(t.app).get('/internal/vendors/999999/standing').set(asService('auth')).expect(404);
  });
});
