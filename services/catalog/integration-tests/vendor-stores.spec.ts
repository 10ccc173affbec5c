import request from 'supertest';
import { VENDOR_MESSAGES, VendorSchema, type CreateStoreRequest } from '@marketplace/contracts';
import { seedReferenceData } from '../src/seed/demo-data';
import {
  SETUP_TIMEOUT_MS,
  asResident,
  asService,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp({ readCache: true });
  await seedReferenceData(t.prisma);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const GROCERY = 3;
const PRESTIGE_LAKESIDE = 1;
const BRIGADE_GATEWAY = 2;
const SOBHA_DREAM_ACRES = 3;

const application = (overrides: Partial<CreateStoreRequest> = {}): CreateStoreRequest => ({
  applicationId: 41,
  name: 'Amma Pickles',
  categoryId: GROCERY,
  phone: '9845012345',
  address: '14, Varthur Main Road, Bengaluru 560087',
  communityIds: [PRESTIGE_LAKESIDE, SOBHA_DREAM_ACRES],
  ...overrides,
});

const createStore = (body: unknown, headers = asService('auth')) =>
  request(t.app)
    .post('/internal/vendors')
    .set(headers)
    .send(body as object);

const servedBy = async (vendorId: number) =>
  (
    await t.prisma.vendorCoverage.findMany({
      where: { vendorId },
      select: { communityId: true },
      orderBy: { communityId: 'asc' },
    })
  ).map((row) => row.communityId);

const groceriesFor = async (communityId: number) =>
  (
    await request(t.app).get(`/api/vendors/category/${GROCERY}`).set(asResident(7, communityId)).expect(200)
  ).body.map((vendor: { name: string }) => vendor.name);

describe('POST /internal/vendors: the store an approved application becomes', () => {
  it('creates an open local vendor that serves exactly the chosen communities, listed for their residents at once', async () => {
    // Read first, so the read cache holds a list without the store: the write must drop it.
    expect(await groceriesFor(PRESTIGE_LAKESIDE)).not.toContain('Amma Pickles');

    const created = await createStore(application()).expect(201);
    const storeId = created.body.storeId as number;
    expect(created.body).toEqual({ storeId: expect.any(Number) });

    const vendor = VendorSchema.parse(
      (await request(t.app).get(`/api/vendors/${storeId}`).set(asResident(7)).expect(200)).body,
    );
    expect(vendor).toMatchObject({
      name: 'Amma Pickles',
      categoryId: GROCERY,
      phone: '9845012345',
      address: '14, Varthur Main Road, Bengaluru 560087',
      isOpen: true,
      isExternalSource: false,
    });
    expect(await servedBy(storeId)).toEqual([PRESTIGE_LAKESIDE, SOBHA_DREAM_ACRES]);
    expect(await groceriesFor(PRESTIGE_LAKESIDE)).toContain('Amma Pickles');
    expect(await groceriesFor(BRIGADE_GATEWAY)).not.toContain('Amma Pickles');
    const prestige = await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } });
    expect(prestige.businessCount).toBe(1);
  });

  it('answers the same store when asked again for the same application, and makes no second one', async () => {
    const again = await createStore(
      application({ name: 'Amma Pickles & Podis', communityIds: [BRIGADE_GATEWAY] }),
    ).expect(200);
    const stores = await t.prisma.vendor.findMany({ where: { sourceApplicationId: 41 } });
    expect(stores).toHaveLength(1);
    expect(again.body).toEqual({ storeId: stores[0]!.id });
    expect(stores[0]!.name).toBe('Amma Pickles');
    expect(await servedBy(stores[0]!.id)).toEqual([PRESTIGE_LAKESIDE, SOBHA_DREAM_ACRES]);
  });

  it('refuses an unknown category or community with 422, creating nothing', async () => {
    const before = await t.prisma.vendor.count();
    const unknownCategory = await createStore(application({ applicationId: 42, categoryId: 99 })).expect(422);
    expect(unknownCategory.body).toEqual({ message: VENDOR_MESSAGES.unknownCategory });
    const unknownCommunity = await createStore(
      application({ applicationId: 43, communityIds: [PRESTIGE_LAKESIDE, 9_999] }),
    ).expect(422);
    expect(unknownCommunity.body).toEqual({ message: VENDOR_MESSAGES.unknownCommunity });
    expect(await t.prisma.vendor.count()).toBe(before);
  });

  it('takes only the auth service, and a well-formed request', async () => {
    await createStore(application({ applicationId: 44 }), asService('order')).expect(403);
    await createStore(application({ applicationId: 44 }), asResident(7)).expect(403);
    const malformed = await createStore({ ...application({ applicationId: 44 }), communityIds: [] }).expect(
      400,
    );
    expect(malformed.body).toMatchObject({ message: 'communityIds needs at least one community' });
    expect(await t.prisma.vendor.count({ where: { sourceApplicationId: 44 } })).toBe(0);
  });
});
