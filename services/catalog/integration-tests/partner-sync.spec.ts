import request from 'supertest';
import { OrderContextSchema } from '@marketplace/contracts';
import { syncPartnerCatalog } from '../src/app/commands/sync-partner-catalog';
import { seedDemoData } from '../src/seed/demo-data';
import { DEMO_VENDORS } from '../src/seed/demo-vendors';
import { SPICE_ROUTE_CATALOG } from '../../../infra/partner-sim/src/seed/spice-route-catalog';
import {
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  asService,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';
import { FakePartner, fakeItem, fakeRestaurant, startPartnerSimulator } from './partner-servers';

const CLOSED_PORT_URL = 'http://127.0.0.1:9';

let t: CatalogTestApp;
let simulator: Awaited<ReturnType<typeof startPartnerSimulator>>;
const fake = new FakePartner('acme-key');
let bakeryCategoryId: number;

beforeAll(async () => {
  t = await startCatalogTestApp();
  simulator = await startPartnerSimulator(t.logger);
  await fake.start();
  fake.restaurants = [
    fakeRestaurant('B1', 'breads', [fakeItem('I1', 50), fakeItem('I2', 80), fakeItem('I3', 120)]),
    fakeRestaurant('B2', 'cakes', [fakeItem('C1', 450), fakeItem('C2', 90, false)]),
    fakeRestaurant('B3', 'sushi', [fakeItem('S1', 300)]),
  ];
  await seedDemoData(t.prisma, {
    partner: { baseUrl: simulator.url, authMethod: 'bearer', authKey: simulator.credentials.key },
  });
  const endpoint = (source: string, path: string) => ({
    source,
    url: `${fake.url}${path}`,
    authMethod: 'api_key',
    authKey: fake.apiKey,
  });
  const bakery = await t.prisma.category.create({
    data: {
      name: 'Bakery Network',
      hasCatalog: true,
      isOrderable: true,
      partnerSources: {
        create: [
          endpoint('vendor', '/api/vendors'),
          endpoint('vendorDetails', '/api/vendors/{vendorId}/availability'),
          endpoint('orderCreate', '/api/orders'),
        ],
      },
      rawCategoryMappings: {
        create: [
          { rawCategoryName: 'Breads', rawCategoryId: 'breads', sourceSystem: 'acme' },
          { rawCategoryName: 'Cakes', rawCategoryId: 'cakes', sourceSystem: 'acme' },
          { rawCategoryName: 'Sushi', rawCategoryId: 'sushi', sourceSystem: 'acme', isActive: false },
        ],
      },
    },
  });
  bakeryCategoryId = bakery.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await fake.stop();
  await simulator?.stop();
  await t.close();
}, SETUP_TIMEOUT_MS);

const sync = () =>
  syncPartnerCatalog({ store: t.repositories.externalCatalog, partner: t.partner, logger: t.logger });
const external = (externalId: string) =>
  t.prisma.vendor.findFirstOrThrow({
    where: { externalId },
    include: { menuItems: { orderBy: { id: 'asc' } } },
  });
const setSourceUrl = (categoryId: number, source: string, url: string) =>
  t.prisma.categoryPartnerSource.update({
    where: { categoryId_source: { categoryId, source } },
    data: { url },
  });

async function snapshot() {
  const vendors = await t.prisma.vendor.findMany({
    where: { isExternalSource: true },
    include: { menuItems: { orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  return vendors.map(({ updatedAt: _updatedAt, ...vendor }) => vendor);
}

describe('partner catalog sync', () => {
  it("copies the simulator's restaurants and menus into Food & Restaurants as external vendors", async () => {
    const results = await sync();

    expect(results).toEqual([
      {
        categoryId: 1,
        sourceSystem: 'spice-route',
        vendorsSaved: 5,
        vendorsFailed: 0,
        vendorsClosed: 0,
        error: null,
      },
      {
        categoryId: bakeryCategoryId,
        sourceSystem: 'acme',
        vendorsSaved: 2,
        vendorsFailed: 0,
        vendorsClosed: 0,
        error: null,
      },
    ]);
    for (const restaurant of SPICE_ROUTE_CATALOG.restaurants) {
      const vendor = await external(restaurant.id);
      expect(vendor).toMatchObject({
        categoryId: 1,
        sourceSystem: 'spice-route',
        isExternalSource: true,
        name: restaurant.name,
        isOpen: restaurant.isOpen,
        deliveryTime: restaurant.deliveryTime,
        deliveryFeePaise: restaurant.deliveryFee * 100,
      });
      expect(
        vendor.menuItems.map((item) => [item.externalMenuId, item.pricePaise, item.isAvailable]),
      ).toEqual(
        restaurant.menu.map((item) => [item.externalMenuId, Math.round(item.price * 100), item.isAvailable]),
      );
    }
  });

  it('serves the external vendors beside the local ones, 24 or more in all', async () => {
    const food = await request(t.app).get('/api/vendors/category/1').set(anonymous()).expect(200);
    const localFood = DEMO_VENDORS.filter((vendor) => vendor.category === 'Food & Restaurants').length;
    expect(food.body).toHaveLength(localFood + SPICE_ROUTE_CATALOG.restaurants.length);
    expect(food.body.filter((vendor: { isExternalSource: boolean }) => vendor.isExternalSource)).toHaveLength(
      5,
    );

    const categories = await request(t.app).get('/api/categories').set(anonymous()).expect(200);
    expect(categories.body.find((category: { id: number }) => category.id === 1).vendorCount).toBe(
      food.body.length,
    );
    expect(DEMO_VENDORS.length + SPICE_ROUTE_CATALOG.restaurants.length).toBeGreaterThanOrEqual(24);

    const dhaba = await external('SRV-101');
    const menu = await request(t.app).get(`/api/vendors/${dhaba.id}/menu`).set(anonymous()).expect(200);
    expect(menu.body[0]).toMatchObject({
      name: 'Paneer Tikka',
      price: 249,
      externalMenuId: 'SR-101',
      category: 'starter',
    });
  });

  it('leaves out raw categories whose mapping is inactive', async () => {
    expect(await t.prisma.vendor.count({ where: { externalId: 'B3' } })).toBe(0);
    expect(fake.requests.some((entry) => entry.path.includes('categoryId=sushi'))).toBe(false);
  });

  it("authenticates with the source's method and key, and a refused key leaves the data as it was", async () => {
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((entry) => entry.headers['x-api-key'] === 'acme-key')).toBe(true);

    const before = await snapshot();
    await t.prisma.categoryPartnerSource.update({
      where: { categoryId_source: { categoryId: bakeryCategoryId, source: 'vendor' } },
      data: { authKey: 'stolen-key' },
    });
    try {
      const results = await sync();
      expect(results[1]).toMatchObject({
        categoryId: bakeryCategoryId,
        error: expect.stringContaining('401'),
      });
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.prisma.categoryPartnerSource.update({
        where: { categoryId_source: { categoryId: bakeryCategoryId, source: 'vendor' } },
        data: { authKey: fake.apiKey },
      });
    }
  });

  it('changes nothing when run again on unchanged partner data', async () => {
    const before = await snapshot();
    const results = await sync();
    expect(results.map((result) => result.error)).toEqual([null, null]);
    expect(await snapshot()).toEqual(before);
  });

  it("applies the partner's changes and keeps what only the marketplace knows", async () => {
    const b1 = await external('B1');
    await t.prisma.vendor.update({ where: { id: b1.id }, data: { distance: '0.8 km', communityId: 1 } });
    const breads = fake.restaurant('B1');
    breads.name = 'Bakery B1 Reloaded';
    breads.menu = [fakeItem('I1', 55), fakeItem('I3', 120, false), fakeItem('I4', 35)];
    const cakes = fake.restaurant('B2');
    fake.restaurants = fake.restaurants.filter((restaurant) => restaurant !== cakes);

    const results = await sync();

    expect(results[1]).toMatchObject({ vendorsSaved: 1, vendorsClosed: 1, error: null });
    const updated = await external('B1');
    expect(updated).toMatchObject({
      id: b1.id,
      name: 'Bakery B1 Reloaded',
      distance: '0.8 km',
      communityId: 1,
    });
    const items = Object.fromEntries(updated.menuItems.map((item) => [item.externalMenuId, item]));
    expect(items.I1).toMatchObject({ id: b1.menuItems[0]!.id, pricePaise: 5500, isAvailable: true });
    expect(items.I2).toMatchObject({ isAvailable: false }); // no longer listed: kept, not orderable
    expect(items.I3).toMatchObject({ isAvailable: false });
    expect(items.I4).toMatchObject({ pricePaise: 3500, isAvailable: true });
    expect(await external('B2')).toMatchObject({ isOpen: false }); // no longer listed: closed

    fake.restaurants.push(cakes);
    await sync();
    expect(await external('B2')).toMatchObject({ isOpen: true });
  });

  it('survives a partner that is down: the run ends, other partners sync, stored vendors stay', async () => {
    const before = await snapshot();
    await setSourceUrl(bakeryCategoryId, 'vendor', `${CLOSED_PORT_URL}/api/vendors`);
    await setSourceUrl(1, 'catalog', `${CLOSED_PORT_URL}/catalog`);
    try {
      const results = await sync();
      expect(results).toEqual([
        expect.objectContaining({ categoryId: 1, error: expect.stringContaining('unreachable') }),
        expect.objectContaining({
          categoryId: bakeryCategoryId,
          error: expect.stringContaining('unreachable'),
        }),
      ]);
      expect(await snapshot()).toEqual(before);
    } finally {
      await setSourceUrl(bakeryCategoryId, 'vendor', `${fake.url}/api/vendors`);
      await setSourceUrl(1, 'catalog', `${simulator.url}/catalog`);
    }
  });
});

describe('external vendors through the API', () => {
  it("answers an external vendor's details live from the partner, with or without a data wrapper", async () => {
    const b1 = await external('B1');
    const breads = fake.restaurant('B1');
    breads.isOpen = false;
    breads.deliveryTime = '40-50';
    const live = await request(t.app).get(`/api/vendors/${b1.id}/details`).set(anonymous()).expect(200);
    expect(live.body).toEqual({ data: { deliveryTime: '40-50', isOpen: false } });

    const nandi = await external('SRV-105');
    const simulated = await request(t.app)
      .get(`/api/vendors/${nandi.id}/details`)
      .set(anonymous())
      .expect(200);
    expect(simulated.body).toEqual({ data: { deliveryTime: '25-30', isOpen: false } });
  });

  it("asks the partner at most a caller's and a vendor's allowance of times, answering the synchronised values past them", async () => {
    // The service's defaults: 20 partner calls per caller, 60 per vendor, a minute. Only this test asks for B2's details.
    const b2 = await external('B2');
    const cakes = fake.restaurant('B2');
    cakes.isOpen = !b2.isOpen;
    cakes.deliveryTime = '55-60';
    const partnerCalls = () =>
      fake.requests.filter((call) => call.path === '/api/vendors/B2/availability').length;
    const before = partnerCalls();
    const details = async (address: string) =>
      (
        await request(t.app)
          .get(`/api/vendors/${b2.id}/details`)
          .set({ ...anonymous(), 'x-forwarded-for': address })
          .expect(200)
      ).body;
    const live = { data: { deliveryTime: '55-60', isOpen: cakes.isOpen } };
    const stored = { data: { deliveryTime: b2.deliveryTime, isOpen: b2.isOpen } };

    for (let n = 0; n < 20; n++) expect(await details('198.51.100.1')).toEqual(live);
    expect(await details('198.51.100.1')).toEqual(stored);
    expect(partnerCalls() - before).toBe(20);

    for (const address of ['198.51.100.2', '198.51.100.3'])
      for (let n = 0; n < 20; n++) expect(await details(address)).toEqual(live);
    expect(await details('198.51.100.4')).toEqual(stored);
    expect(partnerCalls() - before).toBe(60);
  });

  it('counts a signed-in resident as themself, not as their address: each resident has their own allowance', async () => {
    // A vendor of its own, so no other test has used its allowance (20 a caller, 60 a vendor).
    fake.restaurants.push(fakeRestaurant('B4', 'cakes', [fakeItem('C4', 200)]));
    await sync();
    const b4 = await external('B4');
    const pastries = fake.restaurant('B4');
    pastries.isOpen = !b4.isOpen;
    pastries.deliveryTime = '35-40';
    const partnerCalls = () =>
      fake.requests.filter((call) => call.path === '/api/vendors/B4/availability').length;
    // Every resident here signs in from one flat's network.
    const details = async (resident: number) =>
      (
        await request(t.app)
          .get(`/api/vendors/${b4.id}/details`)
          .set({ ...asResident(resident), 'x-forwarded-for': '198.51.100.20' })
          .expect(200)
      ).body;
    const live = { data: { deliveryTime: '35-40', isOpen: pastries.isOpen } };
    const stored = { data: { deliveryTime: b4.deliveryTime, isOpen: b4.isOpen } };

    for (let n = 0; n < 20; n++) expect(await details(501)).toEqual(live);
    for (let n = 0; n < 20; n++) expect(await details(502)).toEqual(live);
    expect(partnerCalls()).toBe(40);

    // 501 is past their allowance and the partner is not asked; 503 still reaches it, up to the vendor's.
    expect(await details(501)).toEqual(stored);
    expect(partnerCalls()).toBe(40);
    for (let n = 0; n < 20; n++) expect(await details(503)).toEqual(live);
    expect(partnerCalls()).toBe(60);
    expect(await details(504)).toEqual(stored);
    expect(partnerCalls()).toBe(60);
  });

  it('falls back to the synchronised values when the partner cannot answer', async () => {
    const b1 = await external('B1');
    await setSourceUrl(
      bakeryCategoryId,
      'vendorDetails',
      `${CLOSED_PORT_URL}/api/vendors/{vendorId}/availability`,
    );
    try {
      const res = await request(t.app).get(`/api/vendors/${b1.id}/details`).set(anonymous()).expect(200);
      expect(res.body).toEqual({ data: { deliveryTime: b1.deliveryTime, isOpen: b1.isOpen } });
    } finally {
      await setSourceUrl(
        bakeryCategoryId,
        'vendorDetails',
        `${fake.url}/api/vendors/{vendorId}/availability`,
      );
    }
  });

  it("gives the order service an external vendor's partner ids and order URLs with their credentials", async () => {
    const dhaba = await external('SRV-101');
    const res = await request(t.app)
      .get(`/internal/vendors/${dhaba.id}/order-context`)
      .set(asService('order'))
      .expect(200);
    const context = OrderContextSchema.parse(res.body);
    expect(context.vendor).toMatchObject({
      isExternalSource: true,
      externalId: 'SRV-101',
      categoryName: 'Food & Restaurants',
    });
    expect(context.menu.map((item) => item.externalMenuId)).toEqual(
      SPICE_ROUTE_CATALOG.restaurants[0]!.menu.map((item) => item.externalMenuId),
    );
    expect(context.partner).toEqual({
      orderCreate: { url: `${simulator.url}/orders`, authMethod: 'bearer', authKey: 'sim-key' },
      orderStatus: {
        url: `${simulator.url}/orders/{orderId}/status`,
        authMethod: 'bearer',
        authKey: 'sim-key',
      },
      orderUpdate: {
        url: `${simulator.url}/orders/{orderId}/cancel`,
        authMethod: 'bearer',
        authKey: 'sim-key',
      },
    });
  });
});
