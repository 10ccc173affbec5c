import request from 'supertest';
import {
  CATEGORY_ADMIN_MESSAGES,
  RAW_CATEGORY_FORM_MESSAGES,
  type PartnerCatalogResponse,
  type PartnerEndpoint,
  type PartnerMenuItem,
  type PartnerVendor,
  type PartnerVendorDetails,
} from '@marketplace/contracts';
import { syncPartnerCatalog } from '../src/app/commands/sync-partner-catalog';
import type { PartnerCatalogClient } from '../src/domain/partner-catalog';
import { DEMO_RAW_CATEGORY_MAPPINGS } from '../src/seed/demo-categories';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';
import {
  RAW_CATEGORIES,
  adminCalls,
  createConfig,
  parseRawCategory,
  uniqueName,
} from './category-admin-calls';
import { fakeItem, fakeRestaurant, type FakeRestaurant } from './partner-servers';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp({ readCache: true });
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const FOOD = 1;
const GROCERY = 3;
const { list, create, update, remove } = adminCalls(() => t.app, RAW_CATEGORIES);
const named = { rawCategoryName: 'Refused Raw' };

const listMappings = async () => ((await list().expect(200)).body as unknown[]).map(parseRawCategory);
const mappingOf = async (id: number) => {
  const found = (await listMappings()).find((mapping) => mapping.id === id);
  if (!found) throw new Error(`no raw category ${id}`);
  return found;
};
const createMapping = async (body: object = {}) =>
  parseRawCategory(
    (await create({ rawCategoryName: uniqueName('Raw'), groupedCategoryId: GROCERY, ...body }).expect(201))
      .body,
  );

describe('GET /api/admin/raw-categories', () => {
  it('lists every mapping by creation, each with its grouped category embedded', async () => {
    const mappings = await listMappings();
    expect(mappings.slice(0, DEMO_RAW_CATEGORY_MAPPINGS.length)).toEqual(
      DEMO_RAW_CATEGORY_MAPPINGS.map((mapping) => ({
        id: expect.any(Number),
        rawCategoryName: mapping.rawCategoryName,
        rawCategoryId: mapping.rawCategoryId,
        groupedCategoryId: FOOD,
        groupedCategory: { id: FOOD, groupedCategory: 'Food & Restaurants' },
        sourceSystem: 'spice-route',
        isActive: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })),
    );
  });

  it('shows an unmapped one with a null grouped category, and inactive ones too', async () => {
    const row = await t.prisma.rawCategoryMapping.create({
      data: { rawCategoryName: 'Orphan', groupedCategoryId: null, isActive: false },
    });
    expect(await mappingOf(row.id)).toMatchObject({
      rawCategoryName: 'Orphan',
      groupedCategoryId: null,
      groupedCategory: null,
      isActive: false,
    });
  });
});

describe('POST /api/admin/raw-categories', () => {
  it('creates an active mapping, trimmed, blank optional fields absent, the grouped category embedded', async () => {
    const res = await create({
      rawCategoryName: '  Fresh Fruit  ',
      groupedCategoryId: String(GROCERY),
      rawCategoryId: ' ',
      sourceSystem: '',
    }).expect(201);
    const created = parseRawCategory(res.body);
    expect(created).toEqual({
      id: expect.any(Number),
      rawCategoryName: 'Fresh Fruit',
      rawCategoryId: null,
      groupedCategoryId: GROCERY,
      groupedCategory: { id: GROCERY, groupedCategory: 'Grocery' },
      sourceSystem: null,
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await mappingOf(created.id)).toEqual(created);
  });

  it('stores the partner id and source system, inactive when asked', async () => {
    const created = await createMapping({ rawCategoryId: ' veg-01 ', sourceSystem: 'acme', isActive: false });
    expect(created).toMatchObject({ rawCategoryId: 'veg-01', sourceSystem: 'acme', isActive: false });
  });

  const groupedRequired = RAW_CATEGORY_FORM_MESSAGES.groupedCategoryRequired;
  it.each<[string, object, string]>([
    ['no name', { groupedCategoryId: GROCERY }, RAW_CATEGORY_FORM_MESSAGES.nameRequired],
    [
      'a blank name',
      { rawCategoryName: '  ', groupedCategoryId: GROCERY },
      RAW_CATEGORY_FORM_MESSAGES.nameRequired,
    ],
    [
      'a name over 100 characters',
      { rawCategoryName: 'r'.repeat(101), groupedCategoryId: GROCERY },
      'Raw category name must be at most 100 characters',
    ],
    ['no grouped category', named, groupedRequired],
    ['a grouped category of 0', { ...named, groupedCategoryId: 0 }, groupedRequired],
    ['a negative grouped category', { ...named, groupedCategoryId: -3 }, groupedRequired],
    ['a fractional grouped category', { ...named, groupedCategoryId: 1.5 }, groupedRequired],
    ['a blank grouped category', { ...named, groupedCategoryId: '' }, groupedRequired],
    ['a grouped category that is no number', { ...named, groupedCategoryId: 'abc' }, groupedRequired],
    ['a grouped category in hex', { ...named, groupedCategoryId: '0x3' }, groupedRequired],
    ['a null grouped category', { ...named, groupedCategoryId: null }, groupedRequired],
    ['a grouped category beyond any id', { ...named, groupedCategoryId: 2_147_483_648 }, groupedRequired],
    [
      'a raw category id over 100 characters',
      { ...named, groupedCategoryId: GROCERY, rawCategoryId: 'i'.repeat(101) },
      'Raw category id must be at most 100 characters',
    ],
    [
      'a source system over 100 characters',
      { ...named, groupedCategoryId: GROCERY, sourceSystem: 's'.repeat(101) },
      'Source system must be at most 100 characters',
    ],
    [
      'an active flag that is no boolean',
      { ...named, groupedCategoryId: GROCERY, isActive: 'no' },
      'isActive must be a boolean',
    ],
  ])('answers 400 for %s, storing nothing', async (_label, body, message) => {
    const before = await t.prisma.rawCategoryMapping.count();
    expect((await create(body).expect(400)).body.message).toBe(message);
    expect(await t.prisma.rawCategoryMapping.count()).toBe(before);
  });

  it('answers 400 for a grouped category that does not exist, storing nothing', async () => {
    const before = await t.prisma.rawCategoryMapping.count();
    expect((await create({ ...named, groupedCategoryId: 999999 }).expect(400)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.groupedCategoryNotFound,
    });
    expect(await t.prisma.rawCategoryMapping.count()).toBe(before);
  });
});

describe('PUT /api/admin/raw-categories/:id', () => {
  it('saves the whole form again, moving it to another grouped category', async () => {
    const created = await createMapping({ rawCategoryId: 'x-1', sourceSystem: 'acme' });
    const res = await update(created.id, {
      rawCategoryName: 'Renamed Raw',
      groupedCategoryId: FOOD,
      rawCategoryId: 'x-2',
      sourceSystem: 'other',
      isActive: false,
    }).expect(200);
    const updated = parseRawCategory(res.body);
    expect(updated).toEqual({
      ...created,
      rawCategoryName: 'Renamed Raw',
      groupedCategoryId: FOOD,
      groupedCategory: { id: FOOD, groupedCategory: 'Food & Restaurants' },
      rawCategoryId: 'x-2',
      sourceSystem: 'other',
      isActive: false,
      updatedAt: expect.any(String),
    });
    expect(await mappingOf(created.id)).toEqual(updated);
  });

  it('answers 400 for a grouped category that does not exist or a form the rules refuse, changing nothing', async () => {
    const created = await createMapping();
    expect((await update(created.id, { ...named, groupedCategoryId: 999999 }).expect(400)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.groupedCategoryNotFound,
    });
    expect((await update(created.id, { groupedCategoryId: FOOD }).expect(400)).body.message).toBe(
      RAW_CATEGORY_FORM_MESSAGES.nameRequired,
    );
    expect(await mappingOf(created.id)).toEqual(created);
  });

  it('answers 404 for an unknown id, 400 for an id that is none', async () => {
    const form = { ...named, groupedCategoryId: FOOD };
    expect((await update(999999, form).expect(404)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.rawCategoryNotFound,
    });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
      expect((await update(id, form).expect(400)).body).toEqual({ message: 'Invalid raw category id' });
    }
  });
});

describe('DELETE /api/admin/raw-categories/:id', () => {
  it('deletes the mapping and leaves its grouped category as it was', async () => {
    const created = await createMapping();
    expect((await remove(created.id).expect(200)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.rawCategoryDeleted,
    });
    expect(await t.prisma.rawCategoryMapping.findUnique({ where: { id: created.id } })).toBeNull();
    expect((await listMappings()).map((mapping) => mapping.id)).not.toContain(created.id);
    expect(await t.prisma.category.findUnique({ where: { id: GROCERY } })).not.toBeNull();
    await remove(created.id).expect(404);
  });

  it('answers 404 for an unknown id, 400 for an id that is none', async () => {
    expect((await remove(999999).expect(404)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.rawCategoryNotFound,
    });
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await remove(id).expect(400)).body).toEqual({ message: 'Invalid raw category id' });
    }
  });
});

/** The partner as the sync reads it, in memory: which raw category ids it is asked for, with which key. */
class RecordingPartner implements PartnerCatalogClient {
  readonly vendorQueries: { url: string; authKey: string | null; rawCategoryId: string | undefined }[] = [];

  constructor(private readonly restaurants: FakeRestaurant[]) {}

  fetchCatalog(): Promise<PartnerCatalogResponse> {
    return Promise.reject(new Error('the test partner has no catalog URL'));
  }

  async fetchVendors(endpoint: PartnerEndpoint, rawCategoryId: string | undefined): Promise<PartnerVendor[]> {
    this.vendorQueries.push({ url: endpoint.url, authKey: endpoint.authKey, rawCategoryId });
    return this.restaurants
      .filter((restaurant) => rawCategoryId === undefined || restaurant.rawCategoryId === rawCategoryId)
      .map(({ menu: _menu, ...vendor }) => vendor);
  }

  async fetchMenu(_endpoint: PartnerEndpoint, externalVendorId: string): Promise<PartnerMenuItem[]> {
    return this.restaurants.find((restaurant) => restaurant.id === externalVendorId)?.menu ?? [];
  }

  fetchVendorDetails(): Promise<PartnerVendorDetails> {
    return Promise.reject(new Error('the sync does not read vendor details'));
  }
}

describe('what the partner catalog sync uses next', () => {
  it('queries the partner with the raw category ids saved here, with the stored key, from the next run', async () => {
    const vendorUrl = 'https://bakery-partner.example/vendors';
    const bakery = await createConfig(() => t.app, {
      hasCatalog: true,
      sources: { vendor: { url: vendorUrl, authMethod: 'api_key', authKey: 'bakery-key' } },
    });
    const partner = new RecordingPartner([
      fakeRestaurant('B1', 'breads', [fakeItem('I1', 50)]),
      fakeRestaurant('B2', 'cakes', [fakeItem('C1', 450)]),
    ]);
    const sync = async () => {
      partner.vendorQueries.length = 0;
      await syncPartnerCatalog({ store: t.repositories.externalCatalog, partner, logger: t.logger });
      return partner.vendorQueries.filter((query) => query.url === vendorUrl);
    };
    const openVendors = async () =>
      (
        await t.prisma.vendor.findMany({
          where: { categoryId: bakery.id, isOpen: true },
          orderBy: { externalId: 'asc' },
        })
      ).map((vendor) => vendor.externalId);

    // Without a mapping, the vendor URL's whole list is the category's.
    expect(await sync()).toEqual([{ url: vendorUrl, authKey: 'bakery-key', rawCategoryId: undefined }]);
    expect(await openVendors()).toEqual(['B1', 'B2']);

    const mapping = await createMapping({
      rawCategoryName: 'Breads',
      rawCategoryId: 'breads',
      groupedCategoryId: bakery.id,
    });
    expect(await sync()).toEqual([{ url: vendorUrl, authKey: 'bakery-key', rawCategoryId: 'breads' }]);
    expect(await openVendors()).toEqual(['B1']);

    await update(mapping.id, {
      rawCategoryName: 'Cakes',
      rawCategoryId: 'cakes',
      groupedCategoryId: bakery.id,
    }).expect(200);
    expect((await sync()).map((query) => query.rawCategoryId)).toEqual(['cakes']);
    expect(await openVendors()).toEqual(['B2']);

    // Moved to another grouped category, it no longer selects this one's vendors.
    await update(mapping.id, {
      rawCategoryName: 'Cakes',
      rawCategoryId: 'cakes',
      groupedCategoryId: FOOD,
    }).expect(200);
    expect((await sync()).map((query) => query.rawCategoryId)).toEqual([undefined]);
    await remove(mapping.id).expect(200);
  });
});

describe('authorisation', () => {
  const form = { rawCategoryName: 'Intruders Raw', groupedCategoryId: FOOD };
  let target: number;
  beforeAll(async () => {
    target = (await createMapping()).id;
  });

  const calls: [string, (headers: Record<string, string>) => request.Test][] = [
    ['GET /api/admin/raw-categories', (headers) => list(headers)],
    ['POST /api/admin/raw-categories', (headers) => create(form, headers)],
    ['PUT /api/admin/raw-categories/:id', (headers) => update(target, form, headers)],
    ['DELETE /api/admin/raw-categories/:id', (headers) => remove(target, headers)],
  ];

  it.each(calls)(
    '%s answers 401 to anonymous callers and 403 to residents, changing nothing',
    async (_label, call) => {
      const before = await mappingOf(target);
      expect((await call(anonymous()).expect(401)).body).toEqual({
        message: 'Admin authentication required',
      });
      expect((await call(asResident(7, 1)).expect(403)).body).toEqual({
        message: 'Administrator access required',
      });
      expect(await mappingOf(target)).toEqual(before);
      expect(
        await t.prisma.rawCategoryMapping.count({ where: { rawCategoryName: form.rawCategoryName } }),
      ).toBe(0);
    },
  );

  it('checks the caller before the id: a bad one still answers 401', async () => {
    await remove('abc', anonymous()).expect(401);
  });
});
