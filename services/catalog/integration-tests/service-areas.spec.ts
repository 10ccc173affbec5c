import request from 'supertest';
import { CategorySchema, VendorSchema, type Vendor } from '@marketplace/contracts';
import { haversineKm } from '../src/domain/service-area';
import { refreshServiceAreas } from '../src/infra/db/service-areas';
import { seedDemoData } from '../src/seed/demo-data';
import { DEMO_COMMUNITIES } from '../src/seed/demo-places';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const BRIGADE_GATEWAY = 2;
const PRESTIGE_LAKESIDE = 1;

const get = (path: string, headers: Record<string, string> = anonymous()) =>
  request(t.app).get(path).set(headers);
const vendorsOf = async (path: string, headers?: Record<string, string>) =>
  (await get(path, headers).expect(200)).body.map((vendor: unknown) =>
    VendorSchema.strict().parse(vendor),
  ) as Vendor[];
const servedBy = async (communityId: number) =>
  new Set(
    (await t.prisma.vendorCoverage.findMany({ where: { communityId }, select: { vendorId: true } })).map(
      (row) => row.vendorId,
    ),
  );
const point = (row: { latitude: { toNumber(): number } | null; longitude: { toNumber(): number } | null }) =>
  row.latitude && row.longitude
    ? { latitude: row.latitude.toNumber(), longitude: row.longitude.toNumber() }
    : null;

describe('vendor coverage', () => {
  it('serves every demo community with several vendors of several categories, and counts them', async () => {
    for (const community of DEMO_COMMUNITIES) {
      const rows = await t.prisma.vendorCoverage.findMany({
        where: { communityId: community.id },
        include: { vendor: { select: { categoryId: true } } },
      });
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((row) => row.vendor.categoryId)).size).toBeGreaterThanOrEqual(2);
      const stored = await t.prisma.community.findUniqueOrThrow({ where: { id: community.id } });
      expect(stored.businessCount).toBe(rows.length);
    }
  });

  it('follows the rule: within the radius (haversine), or on the explicit list', async () => {
    const vendors = await t.prisma.vendor.findMany({ include: { serviceCommunities: true } });
    const communities = await t.prisma.community.findMany();
    const coverage = new Set(
      (await t.prisma.vendorCoverage.findMany()).map((row) => `${row.vendorId}/${row.communityId}`),
    );
    let explicitOnly = 0;
    for (const vendor of vendors) {
      const radius = vendor.serviceRadiusKm?.toNumber() ?? null;
      const explicit = new Set(vendor.serviceCommunities.map((row) => row.communityId));
      if (radius === null && explicit.size > 0) explicitOnly += 1;
      for (const community of communities) {
        const from = point(vendor);
        const to = point(community);
        const within = radius !== null && from !== null && to !== null && haversineKm(from, to) <= radius;
        expect([vendor.name, community.id, coverage.has(`${vendor.id}/${community.id}`)]).toEqual([
          vendor.name,
          community.id,
          within || explicit.has(community.id),
        ]);
      }
    }
    expect(explicitOnly).toBeGreaterThan(0);
  });

  it('follows vendor writes in the same transaction: a partner vendor that moves away stops serving', async () => {
    const near = { latitude: 12.9433, longitude: 77.7379 };
    const category = await t.prisma.category.findFirstOrThrow({ where: { name: 'Food & Restaurants' } });
    const countOf = async () =>
      (await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } })).businessCount;
    const before = await countOf();
    const save = (latitude: number, longitude: number, serviceRadiusKm: number | null = null) =>
      t.repositories.externalCatalog.saveExternalVendor({
        categoryId: category.id,
        sourceSystem: 'coverage-test',
        vendor: {
          externalId: 'CT-1',
          name: 'Coverage Test Kitchen',
          description: null,
          address: 'Varthur Road',
          phone: null,
          rating: 4,
          totalReviews: 3,
          deliveryTime: '20-30',
          deliveryFeePaise: 0,
          isOpen: true,
          images: [],
          latitude,
          longitude,
          serviceRadiusKm,
        },
        menu: [],
      });
    const { vendorId } = await save(near.latitude, near.longitude);
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendorId)).toBe(true);
    expect(await countOf()).toBe(before + 1);

    await save(19.1176, 72.9107);
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendorId)).toBe(false);
    expect(await countOf()).toBe(before);
  });

  it('uses the delivery radius a partner declares: a kitchen 12 km away serves within 15 km only', async () => {
    const koramangala = { latitude: 12.9352, longitude: 77.6245 };
    const category = await t.prisma.category.findFirstOrThrow({ where: { name: 'Food & Restaurants' } });
    const save = (deliveryRadiusKm: number | null) =>
      t.repositories.externalCatalog.saveExternalVendor({
        categoryId: category.id,
        sourceSystem: 'coverage-test',
        vendor: {
          externalId: 'CT-RADIUS',
          name: 'Far Kitchen',
          description: null,
          address: '80 Feet Road, Koramangala',
          phone: null,
          rating: 4,
          totalReviews: 3,
          deliveryTime: '30-35',
          deliveryFeePaise: 0,
          isOpen: true,
          images: [],
          ...koramangala,
          serviceRadiusKm: deliveryRadiusKm,
        },
        menu: [],
      });
    const { vendorId } = await save(15);
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendorId)).toBe(true);
    await save(5);
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendorId)).toBe(false);
  });

  it('serves a community added to a vendor’s explicit list once the coverage is refreshed', async () => {
    const vendor = await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Mylari Dosa House' } });
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendor.id)).toBe(false);
    await t.prisma.$transaction(async (tx) => {
      await tx.vendorServiceCommunity.create({
        data: { vendorId: vendor.id, communityId: PRESTIGE_LAKESIDE },
      });
      await refreshServiceAreas(tx, { vendorIds: [vendor.id] });
    });
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendor.id)).toBe(true);
    await t.prisma.$transaction(async (tx) => {
      await tx.vendorServiceCommunity.deleteMany({ where: { vendorId: vendor.id } });
      await refreshServiceAreas(tx, { vendorIds: [vendor.id] });
    });
    expect((await servedBy(PRESTIGE_LAKESIDE)).has(vendor.id)).toBe(false);
  });
});

describe('community writes', () => {
  it('a community that moves is served by the vendors around its new place, and counts them', async () => {
    const mumbai = await t.prisma.community.findFirstOrThrow({ where: { name: 'Hiranandani Gardens' } });
    const moved = await t.prisma.community.create({
      data: { name: 'Test Towers', cityId: mumbai.cityId, latitude: 19.1177, longitude: 72.9108 },
    });
    await t.prisma.$transaction((tx) => refreshServiceAreas(tx, { communityIds: [moved.id] }));
    const aroundPowai = await servedBy(moved.id);
    expect(aroundPowai).toEqual(await servedBy(mumbai.id));
    expect((await t.prisma.community.findUniqueOrThrow({ where: { id: moved.id } })).businessCount).toBe(
      aroundPowai.size,
    );

    await t.prisma.$transaction(async (tx) => {
      await tx.community.update({ where: { id: moved.id }, data: { latitude: 12.9431, longitude: 77.7376 } });
      await refreshServiceAreas(tx, { communityIds: [moved.id] });
    });
    expect(await servedBy(moved.id)).toEqual(await servedBy(PRESTIGE_LAKESIDE));
    expect((await t.prisma.community.findUniqueOrThrow({ where: { id: moved.id } })).businessCount).toBe(
      (await servedBy(PRESTIGE_LAKESIDE)).size,
    );
  });
});

describe('lists for anonymous callers and signed-in residents', () => {
  it('GET /api/restaurants/all: every vendor for anonymous callers, with the stored distance', async () => {
    const vendors = await vendorsOf('/api/restaurants/all');
    expect(vendors).toHaveLength(await t.prisma.vendor.count());
    const annapoorna = vendors.find((vendor) => vendor.name === 'Annapoorna Mess');
    expect(annapoorna?.distance).toBe('0.6 km');
    const ratings = vendors.map((vendor) => vendor.rating ?? -1);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it("GET /api/restaurants/all: only the vendors serving a resident's community, with the distance from it", async () => {
    const vendors = await vendorsOf('/api/restaurants/all', asResident(601, BRIGADE_GATEWAY));
    const served = await servedBy(BRIGADE_GATEWAY);
    expect(new Set(vendors.map((vendor) => vendor.id))).toEqual(served);
    const pestAway = vendors.find((vendor) => vendor.name === 'PestAway Solutions');
    expect(pestAway).toBeDefined();
    const community = await t.prisma.community.findUniqueOrThrow({ where: { id: BRIGADE_GATEWAY } });
    const expected = haversineKm(point(community)!, {
      latitude: pestAway!.latitude!,
      longitude: pestAway!.longitude!,
    });
    expect(pestAway!.distance).toBe(`${expected.toFixed(1)} km`);
    expect(vendors.every((vendor) => /^\d+\.\d km$/.test(vendor.distance ?? ''))).toBe(true);
  });

  it('a resident without a community sees what anonymous callers see', async () => {
    const signedIn = await vendorsOf('/api/restaurants/all', asResident(602, null));
    const anyone = await vendorsOf('/api/restaurants/all');
    expect(signedIn).toEqual(anyone);
  });

  it("GET /api/categories: vendorCount counts the vendors serving the resident's community", async () => {
    const parse = (body: unknown[]) => body.map((category) => CategorySchema.strict().parse(category));
    const anyone = parse((await get('/api/categories').expect(200)).body);
    const resident = parse((await get('/api/categories', asResident(603, BRIGADE_GATEWAY)).expect(200)).body);
    const coverage = await t.prisma.vendorCoverage.findMany({
      where: { communityId: BRIGADE_GATEWAY },
      include: { vendor: { select: { categoryId: true } } },
    });
    for (const category of resident) {
      expect(category.vendorCount).toBe(
        coverage.filter((row) => row.vendor.categoryId === category.id).length,
      );
      const all = await t.prisma.vendor.count({ where: { categoryId: category.id } });
      expect(anyone.find((other) => other.id === category.id)?.vendorCount).toBe(all);
    }
    expect(resident.reduce((sum, category) => sum + category.vendorCount, 0)).toBeLessThan(
      anyone.reduce((sum, category) => sum + category.vendorCount, 0),
    );
  });

  it("GET /api/vendors/category/{id}: the category's vendors serving the resident's community", async () => {
    const category = await t.prisma.category.findFirstOrThrow({ where: { name: 'Food & Restaurants' } });
    const resident = await vendorsOf(
      `/api/vendors/category/${category.id}`,
      asResident(604, BRIGADE_GATEWAY),
    );
    const anyone = await vendorsOf(`/api/vendors/category/${category.id}`);
    const served = await servedBy(BRIGADE_GATEWAY);
    expect(resident.map((vendor) => vendor.id)).toEqual(
      anyone.filter((vendor) => served.has(vendor.id)).map((vendor) => vendor.id),
    );
    expect(resident.length).toBeGreaterThan(0);
    expect(resident.length).toBeLessThan(anyone.length);
    const tiffin = resident.find((vendor) => vendor.name === 'Malleshwaram Tiffin Room');
    expect(tiffin?.distance).toMatch(/^\d+\.\d km$/);
  });
});
