import request from 'supertest';
import { DEMO_LOCAL_STORES } from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

async function counts() {
  const p = t.prisma;
  return {
    states: await p.state.count(),
    cities: await p.city.count(),
    communities: await p.community.count(),
    categories: await p.category.count(),
    subcategories: await p.subcategory.count(),
    billing: await p.categoryBilling.count(),
    partnerSources: await p.categoryPartnerSource.count(),
    rawCategoryMappings: await p.rawCategoryMapping.count(),
    vendors: await p.vendor.count(),
    menuItems: await p.menuItem.count(),
    appConfigPages: await p.appConfigPage.count(),
    appConfigSections: await p.appConfigSection.count(),
  };
}

describe('demo data', () => {
  it(
    'loads into an empty catalog, and a second run adds nothing',
    async () => {
      const first = await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
      expect(first).toEqual({ places: true, categories: true, localVendors: expect.any(Number) });
      const afterFirst = await counts();

      const second = await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
      expect(second).toEqual({ places: false, categories: false, localVendors: 0 });
      expect(await counts()).toEqual(afterFirst);
    },
    SETUP_TIMEOUT_MS,
  );

  it('has the spec places: Karnataka / Bengaluru, more states, community 1 in Bengaluru, 8+ communities of all four types', async () => {
    const states = await t.prisma.state.findMany({ include: { cities: true } });
    expect(states.length).toBeGreaterThanOrEqual(3);
    expect(states.find((state) => state.name === 'Karnataka')?.cities.map((city) => city.name)).toEqual(
      expect.arrayContaining(['Bengaluru', 'Mysuru']),
    );
    const community1 = await request(t.app).get('/api/communities/1').set(anonymous()).expect(200);
    expect(community1.body).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });

    const communities = await t.prisma.community.findMany({ where: { status: 'active' } });
    expect(communities.length).toBeGreaterThanOrEqual(8);
    expect(new Set(communities.map((community) => community.type))).toEqual(
      new Set(['apartment', 'society', 'district', 'commercial']),
    );
    expect(
      communities.every((c) => c.address && c.pincode && c.latitude !== null && c.longitude !== null),
    ).toBe(true);
  });

  it('has exactly the six spec categories, billing for 1-4 only, and the partner configuration on Food & Restaurants', async () => {
    const categories = await t.prisma.category.findMany({
      orderBy: { id: 'asc' },
      include: { billing: true, subcategories: true },
    });
    expect(categories.map((c) => [c.id, c.name, c.hasCart, c.isOrderable])).toEqual([
      [1, 'Food & Restaurants', true, true],
      [2, 'Beauty & Personal Care', true, true],
      [3, 'Grocery', true, true],
      [4, 'Kirana Stores', true, true],
      [5, 'Home Services', false, false],
      [6, 'Auto Services', false, false],
    ]);
    expect(categories.map((c) => c.billing !== null)).toEqual([true, true, true, true, false, false]);
    expect(categories.every((c) => c.subcategories.length >= 3 && c.icon)).toBe(true);

    const sources = await t.prisma.categoryPartnerSource.findMany({ where: { categoryId: 1 } });
    expect(Object.fromEntries(sources.map((s) => [s.source, s.url]))).toEqual({
      catalog: 'http://127.0.0.1:4010/catalog',
      vendor: 'http://127.0.0.1:4010/vendors',
      vendorDetails: 'http://127.0.0.1:4010/vendors/{vendorId}',
      orderCreate: 'http://127.0.0.1:4010/orders',
      orderStatus: 'http://127.0.0.1:4010/orders/{orderId}/status',
      orderUpdate: 'http://127.0.0.1:4010/orders/{orderId}/cancel',
    });
    expect(sources.every((s) => s.authMethod === 'bearer' && s.authKey === 'demo-key')).toBe(true);
    expect(sources.every((s) => s.sampleCurl && !s.sampleCurl.includes('demo-key'))).toBe(true);
    expect(categories[0]!.hasCatalog).toBe(true);

    const mappings = await t.prisma.rawCategoryMapping.findMany();
    expect(mappings.map((m) => m.rawCategoryId).sort()).toEqual([
      'biryani',
      'cafe',
      'north-indian',
      'south-indian',
    ]);
    expect(
      mappings.every((m) => m.groupedCategoryId === 1 && m.sourceSystem === 'spice-route' && m.isActive),
    ).toBe(true);
  });

  it('has 20+ local vendors across all six categories with 4-8 item menus, one closed, some items unavailable', async () => {
    const vendors = await t.prisma.vendor.findMany({ include: { menuItems: true } });
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    expect(new Set(vendors.map((v) => v.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(vendors.every((v) => v.menuItems.length >= 4 && v.menuItems.length <= 8)).toBe(true);
    expect(vendors.filter((v) => !v.isOpen)).toHaveLength(1);
    expect(
      vendors.flatMap((v) => v.menuItems).filter((item) => !item.isAvailable).length,
    ).toBeGreaterThanOrEqual(3);
    expect(vendors.every((v) => !v.isExternalSource)).toBe(true);
  });

  it('gives the local vendors the fixed ids packages/contracts names, which the demo owner accounts use', async () => {
    const vendors = await t.prisma.vendor.findMany({
      select: { id: true, name: true },
      orderBy: { id: 'asc' },
    });
    expect(vendors).toEqual(DEMO_LOCAL_STORES);
  });

  it('adds no second customer-profile page or section to the one the migration created', async () => {
    const pages = await t.prisma.appConfigPage.findMany({ include: { sections: true } });
    expect(pages.map((page) => page.pageName)).toEqual(['customer-profile']);
    expect(pages[0]!.sections).toHaveLength(8);
  });

  it('leaves ids free above the fixed demo ids, so new rows do not collide', async () => {
    const category = await t.prisma.category.create({ data: { name: 'Pet Care' } });
    const state = await t.prisma.state.create({ data: { name: 'Goa' } });
    const city = await t.prisma.city.create({ data: { name: 'Panaji', stateId: state.id } });
    const community = await t.prisma.community.create({
      data: { name: 'Miramar Residency', cityId: city.id },
    });
    const vendor = await t.prisma.vendor.create({ data: { name: 'Paws & Claws', categoryId: category.id } });
    expect(category.id).toBe(7);
    expect(vendor.id).toBe(DEMO_LOCAL_STORES.length + 1);
    expect(state.id).toBeGreaterThan(5);
    expect(city.id).toBeGreaterThan(9);
    expect(community.id).toBeGreaterThan(16);
  });

  it('restores nothing an administrator removed or changed on a later start', async () => {
    await t.prisma.category.update({ where: { id: 5 }, data: { name: 'Home Care', isVisible: false } });
    await t.prisma.community.update({ where: { id: 2 }, data: { status: 'blocked' } });
    await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
    expect(await t.prisma.category.findUniqueOrThrow({ where: { id: 5 } })).toMatchObject({
      name: 'Home Care',
      isVisible: false,
    });
    expect(await t.prisma.community.findUniqueOrThrow({ where: { id: 2 } })).toMatchObject({
      status: 'blocked',
    });
  });
});
