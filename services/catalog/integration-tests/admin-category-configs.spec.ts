import request from 'supertest';
import {
  BillingConfigSchema,
  CATEGORY_ADMIN_MESSAGES,
  CATEGORY_CONFIG_FORM_MESSAGES,
  CategorySchema,
  MASKED_SECRET,
  OrderContextSchema,
  PARTNER_SOURCES,
  type CategoryConfigRequest,
} from '@marketplace/contracts';
import { CATALOG_SCHEMA } from '../src/infra/db/schema';
import { DEMO_CATEGORIES, demoPartnerSources } from '../src/seed/demo-categories';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asAdmin,
  asResident,
  asService,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';
import {
  CATEGORY_CONFIGS,
  adminCalls,
  createConfig as createConfigWith,
  parseConfig,
  requestOf,
  uniqueName,
} from './category-admin-calls';

let t: CatalogTestApp;

beforeAll(async () => {
  // With the read cache main.ts uses: a saved config must show in the residents' next reads.
  t = await startCatalogTestApp({ readCache: true });
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const FOOD = 1;
const HOME_SERVICES = 5;
const PARTNER = 'https://partner.example';
const { list, create, update, remove } = adminCalls(() => t.app, CATEGORY_CONFIGS);
const createConfig = (body: Partial<CategoryConfigRequest> = {}) => createConfigWith(() => t.app, body);

const listConfigs = async () => ((await list().expect(200)).body as unknown[]).map(parseConfig);
const configOf = async (id: number) => {
  const found = (await listConfigs()).find((config) => config.id === id);
  if (!found) throw new Error(`no category config ${id}`);
  return found;
};
/** The source rows as stored, keys in the clear. */
const storedSources = async (categoryId: number) =>
  Object.fromEntries(
    (await t.prisma.categoryPartnerSource.findMany({ where: { categoryId } })).map((row) => [
      row.source,
      { url: row.url, authMethod: row.authMethod, authKey: row.authKey },
    ]),
  );
const storedBilling = (categoryId: number) => t.prisma.categoryBilling.findUnique({ where: { categoryId } });

const residentsCategories = async () =>
  ((await request(t.app).get('/api/categories').set(asResident(7, 1)).expect(200)).body as unknown[]).map(
    (category) => CategorySchema.parse(category),
  );
const billingOf = (categoryId: number) =>
  request(t.app).get(`/api/categories/${categoryId}/billing`).set(anonymous());
const orderContextOf = async (vendorName: string) => {
  const vendor = await t.prisma.vendor.findFirstOrThrow({ where: { name: vendorName } });
  const res = await request(t.app)
    .get(`/internal/vendors/${vendor.id}/order-context`)
    .set(asService('order'))
    .expect(200);
  return OrderContextSchema.parse(res.body);
};

const UNCONFIGURED = { url: null, authMethod: 'none', authKey: null, sampleCurl: null };
const orderSources = {
  orderCreate: { url: `${PARTNER}/orders`, authMethod: 'bearer', authKey: 'order-key' },
  orderStatus: { url: `${PARTNER}/orders/{orderId}/status`, authMethod: 'bearer', authKey: 'order-key' },
} as const;

describe('GET /api/admin/category-configs', () => {
  it('lists every category by display order, with partner URLs, masked keys and billing in rupees', async () => {
    const configs = await listConfigs();
    expect(configs.map((config) => config.groupedCategory)).toEqual(DEMO_CATEGORIES.map((c) => c.name));
    const food = configs[0];
    expect(food).toEqual({
      id: FOOD,
      groupedCategory: 'Food & Restaurants',
      displayOrder: 1,
      isVisible: true,
      hasCatalog: true,
      isOrderable: true,
      sources: Object.fromEntries(
        demoPartnerSources(DEMO_PARTNER).map(({ source, url, authMethod, sampleCurl }) => [
          source,
          { url, authMethod, authKey: MASKED_SECRET, sampleCurl },
        ]),
      ),
      gstPercentage: 18,
      itemGstPercentage: 5,
      platformFeeRupees: 10,
      platformFeeDiscountPercentage: 0,
      deliveryChargesRupees: 30,
      deliveryChargesDiscountPercentage: 50,
      packagingApplicable: true,
      packagingLabel: 'Packaging Charges',
      packagingChargesPerItem: 5,
      packagingDiscountPercent: 0,
      customerSupportNumber: '+91 80 4718 2001',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('never shows a stored key', async () => {
    const res = await list().expect(200);
    expect(JSON.stringify(res.body)).not.toContain(DEMO_PARTNER.authKey);
  });

  it("opens a category never saved with billing with the spec's defaults, its sources unconfigured", async () => {
    const home = await configOf(HOME_SERVICES);
    expect(home).toMatchObject({
      groupedCategory: 'Home Services',
      isOrderable: false,
      hasCatalog: false,
      gstPercentage: 18,
      itemGstPercentage: 18,
      platformFeeRupees: 0,
      deliveryChargesRupees: 30,
      packagingLabel: 'Packaging Charges',
      packagingApplicable: false,
    });
    for (const source of PARTNER_SOURCES) expect(home.sources[source]).toEqual(UNCONFIGURED);
  });

  it('lists hidden categories too, ties in display order by creation', async () => {
    const first = await createConfig({ displayOrder: 0, isVisible: false });
    const second = await createConfig({ displayOrder: 0 });
    const ids = (await listConfigs()).map((config) => config.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(FOOD));
  });
});

describe('POST /api/admin/category-configs', () => {
  it("creates a category from its name alone with the spec's defaults, its billing row in paise", async () => {
    const name = uniqueName('Pet Care');
    const res = await create({ groupedCategory: `  ${name}  ` }).expect(201);
    const created = parseConfig(res.body);
    expect(created).toEqual({
      id: expect.any(Number),
      groupedCategory: name,
      displayOrder: 0,
      isVisible: true,
      hasCatalog: false,
      isOrderable: false,
      sources: Object.fromEntries(PARTNER_SOURCES.map((source) => [source, UNCONFIGURED])),
      gstPercentage: 18,
      itemGstPercentage: 18,
      platformFeeRupees: 0,
      platformFeeDiscountPercentage: 0,
      deliveryChargesRupees: 30,
      deliveryChargesDiscountPercentage: 0,
      packagingApplicable: false,
      packagingLabel: 'Packaging Charges',
      packagingChargesPerItem: 0,
      packagingDiscountPercent: 0,
      customerSupportNumber: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await configOf(created.id)).toEqual(created);
    expect(await storedSources(created.id)).toEqual({});
    expect(await storedBilling(created.id)).toMatchObject({
      deliveryChargesPaise: 3000,
      platformFeePaise: 0,
    });
    expect(await t.prisma.category.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      hasCart: false,
      icon: null,
    });
  });

  it('parses numeric strings, stores rupees as paise, and takes a non-numeric or blank number as its default', async () => {
    const created = await createConfig({
      displayOrder: '7',
      gstPercentage: 'eighteen',
      itemGstPercentage: '12.5',
      platformFeeRupees: '12.34',
      platformFeeDiscountPercentage: '10',
      deliveryChargesRupees: '',
      deliveryChargesDiscountPercentage: ' 25 ',
      packagingApplicable: true,
      packagingLabel: '   ',
      packagingChargesPerItem: '2.5',
      packagingDiscountPercent: 'n/a',
    });
    expect(created).toMatchObject({
      displayOrder: 7,
      gstPercentage: 18,
      itemGstPercentage: 12.5,
      platformFeeRupees: 12.34,
      platformFeeDiscountPercentage: 10,
      deliveryChargesRupees: 30,
      deliveryChargesDiscountPercentage: 25,
      packagingApplicable: true,
      packagingLabel: 'Packaging Charges',
      packagingChargesPerItem: 2.5,
      packagingDiscountPercent: 0,
    });
    expect(await storedBilling(created.id)).toMatchObject({
      platformFeePaise: 1234,
      deliveryChargesPaise: 3000,
      packagingChargesPerItemPaise: 250,
    });
  });

  it('stores an orderable category with its partner sources; answers show keys masked; hasCart follows isOrderable', async () => {
    const created = await createConfig({
      isOrderable: true,
      hasCatalog: true,
      customerSupportNumber: ' +91 80 1111 2222 ',
      sources: {
        ...orderSources,
        vendor: {
          url: `${PARTNER}/vendors`,
          authMethod: 'api_key',
          authKey: 'vendor-key',
          sampleCurl: 'curl x',
        },
        vendorDetails: { url: `${PARTNER}/vendors/{vendorId}` },
      },
    });
    expect(created.sources).toEqual({
      catalog: UNCONFIGURED,
      vendor: {
        url: `${PARTNER}/vendors`,
        authMethod: 'api_key',
        authKey: MASKED_SECRET,
        sampleCurl: 'curl x',
      },
      vendorDetails: {
        url: `${PARTNER}/vendors/{vendorId}`,
        authMethod: 'none',
        authKey: null,
        sampleCurl: null,
      },
      orderCreate: { ...orderSources.orderCreate, authKey: MASKED_SECRET, sampleCurl: null },
      orderStatus: { ...orderSources.orderStatus, authKey: MASKED_SECRET, sampleCurl: null },
      orderUpdate: UNCONFIGURED,
    });
    expect(created.customerSupportNumber).toBe('+91 80 1111 2222');
    expect(await storedSources(created.id)).toEqual({
      vendor: { url: `${PARTNER}/vendors`, authMethod: 'api_key', authKey: 'vendor-key' },
      vendorDetails: { url: `${PARTNER}/vendors/{vendorId}`, authMethod: 'none', authKey: null },
      orderCreate: orderSources.orderCreate,
      orderStatus: orderSources.orderStatus,
    });
    const listed = (await residentsCategories()).find((category) => category.id === created.id);
    expect(listed).toMatchObject({ isOrderable: true, hasCart: true, isActive: true });
  });

  it('stores no source for a blank URL, and no key for auth method none', async () => {
    const created = await createConfig({
      sources: {
        catalog: { url: '  ', authMethod: 'bearer', authKey: 'lost-key' },
        vendor: { url: `${PARTNER}/vendors`, authMethod: 'none', authKey: 'ignored-key' },
      },
    });
    expect(created.sources.catalog).toEqual(UNCONFIGURED);
    expect(created.sources.vendor).toEqual({
      url: `${PARTNER}/vendors`,
      authMethod: 'none',
      authKey: null,
      sampleCurl: null,
    });
    expect(await storedSources(created.id)).toEqual({
      vendor: { url: `${PARTNER}/vendors`, authMethod: 'none', authKey: null },
    });
  });

  it('refuses (409) a name another category has, whatever its case, storing nothing', async () => {
    const before = await t.prisma.category.count();
    expect((await create({ groupedCategory: 'Grocery' }).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryNameTaken('Grocery'),
    });
    expect((await create({ groupedCategory: ' kirana STORES ' }).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryNameTaken('kirana STORES'),
    });
    expect(await t.prisma.category.count()).toBe(before);
  });

  it('compares names literally: a % or _ matches only itself', async () => {
    await createConfig({ groupedCategory: 'Food _ Restaurants' });
    await createConfig({ groupedCategory: 'Food %' });
  });

  const PERCENT = CATEGORY_CONFIG_FORM_MESSAGES.percentRange;
  const NEGATIVE = CATEGORY_CONFIG_FORM_MESSAGES.notNegative;
  const AT_MOST = CATEGORY_CONFIG_FORM_MESSAGES.atMost;
  const name = { groupedCategory: 'Refused Category' };
  it.each<[string, object, string]>([
    ['no name', {}, CATEGORY_CONFIG_FORM_MESSAGES.nameRequired],
    ['a blank name', { groupedCategory: '   ' }, CATEGORY_CONFIG_FORM_MESSAGES.nameRequired],
    ['a name that is no text', { groupedCategory: 42 }, CATEGORY_CONFIG_FORM_MESSAGES.nameRequired],
    [
      'a name over 100 characters',
      { groupedCategory: 'x'.repeat(101) },
      'Category name must be at most 100 characters',
    ],
    [
      'a negative display order',
      { ...name, displayOrder: -1 },
      CATEGORY_CONFIG_FORM_MESSAGES.displayOrderMin,
    ],
    [
      'a display order over 1000000',
      { ...name, displayOrder: '1000001' },
      AT_MOST('Display order', 1_000_000),
    ],
    ['a GST over 100', { ...name, gstPercentage: 100.01 }, PERCENT('GST percentage')],
    ['a negative GST', { ...name, gstPercentage: '-1' }, PERCENT('GST percentage')],
    ['an item GST over 100', { ...name, itemGstPercentage: 101 }, PERCENT('Item GST percentage')],
    ['a negative item GST', { ...name, itemGstPercentage: -0.5 }, PERCENT('Item GST percentage')],
    ['a negative platform fee', { ...name, platformFeeRupees: -1 }, NEGATIVE('Platform fee')],
    [
      'a platform fee over 1000000',
      { ...name, platformFeeRupees: 1_000_001 },
      AT_MOST('Platform fee', 1_000_000),
    ],
    [
      'a platform fee discount over 100',
      { ...name, platformFeeDiscountPercentage: 101 },
      PERCENT('Platform fee discount'),
    ],
    [
      'a negative platform fee discount',
      { ...name, platformFeeDiscountPercentage: -1 },
      PERCENT('Platform fee discount'),
    ],
    ['negative delivery charges', { ...name, deliveryChargesRupees: '-0.01' }, NEGATIVE('Delivery charges')],
    [
      'delivery charges over 1000000',
      { ...name, deliveryChargesRupees: 2e6 },
      AT_MOST('Delivery charges', 1_000_000),
    ],
    [
      'a delivery discount over 100',
      { ...name, deliveryChargesDiscountPercentage: 100.5 },
      PERCENT('Delivery charges discount'),
    ],
    [
      'a negative delivery discount',
      { ...name, deliveryChargesDiscountPercentage: -5 },
      PERCENT('Delivery charges discount'),
    ],
    [
      'negative packaging charges',
      { ...name, packagingChargesPerItem: -2 },
      NEGATIVE('Packaging charges per item'),
    ],
    [
      'packaging charges over 1000000',
      { ...name, packagingChargesPerItem: 1e7 },
      AT_MOST('Packaging charges per item', 1_000_000),
    ],
    [
      'a packaging discount over 100',
      { ...name, packagingDiscountPercent: 150 },
      PERCENT('Packaging discount'),
    ],
    [
      'a negative packaging discount',
      { ...name, packagingDiscountPercent: -1 },
      PERCENT('Packaging discount'),
    ],
    [
      'an auth method that is none of the four',
      { ...name, sources: { vendor: { url: `${PARTNER}/vendors`, authMethod: 'oauth' } } },
      'sources.vendor.authMethod must be one of: bearer, api_key, basic, none',
    ],
    [
      'an orderable category without order URLs',
      { ...name, isOrderable: true },
      CATEGORY_CONFIG_FORM_MESSAGES.orderUrlsRequired,
    ],
    [
      'an orderable category without an order status URL',
      { ...name, isOrderable: true, sources: { orderCreate: orderSources.orderCreate } },
      CATEGORY_CONFIG_FORM_MESSAGES.orderUrlsRequired,
    ],
    [
      'an orderable category without an order creation URL',
      { ...name, isOrderable: true, sources: { orderStatus: orderSources.orderStatus } },
      CATEGORY_CONFIG_FORM_MESSAGES.orderUrlsRequired,
    ],
    [
      'a source URL that is not http or https',
      { ...name, sources: { catalog: { url: 'ftp://partner.example/catalog' } } },
      CATEGORY_CONFIG_FORM_MESSAGES.invalidSourceUrl('Catalog Source URL'),
    ],
    ['a flag that is no boolean', { ...name, isVisible: 'yes' }, 'isVisible must be a boolean'],
    [
      'a packaging label over 60 characters',
      { ...name, packagingLabel: 'p'.repeat(61) },
      'Packaging label must be at most 60 characters',
    ],
    [
      'a support number over 20 characters',
      { ...name, customerSupportNumber: '9'.repeat(21) },
      'Customer support number must be at most 20 characters',
    ],
  ])('answers 400 for %s, storing nothing', async (_label, body, message) => {
    const before = await t.prisma.category.count();
    expect((await create(body).expect(400)).body.message).toBe(message);
    expect(await t.prisma.category.count()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(t.app)
      .post(CATEGORY_CONFIGS)
      .set({ ...asAdmin(), 'content-type': 'application/json' })
      .send('{"groupedCategory":')
      .expect(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });
});

describe('PUT /api/admin/category-configs/:id', () => {
  it('saves the whole form again and answers the saved config; createdAt stays, updatedAt moves', async () => {
    const created = await createConfig({ platformFeeRupees: 5 });
    const body = {
      groupedCategory: uniqueName('Renamed Category'),
      displayOrder: 3,
      isVisible: false,
      hasCatalog: true,
      isOrderable: true,
      sources: orderSources,
      gstPercentage: 12,
      itemGstPercentage: 5,
      platformFeeRupees: 7.5,
      platformFeeDiscountPercentage: 20,
      deliveryChargesRupees: 40,
      deliveryChargesDiscountPercentage: 10,
      packagingApplicable: true,
      packagingLabel: 'Box Charges',
      packagingChargesPerItem: 3,
      packagingDiscountPercent: 50,
      customerSupportNumber: '1800-000-000',
    };
    const res = await update(created.id, body).expect(200);
    const updated = parseConfig(res.body);
    const { sources: _sources, ...rest } = body;
    expect(updated).toMatchObject({ ...rest, id: created.id, createdAt: created.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await configOf(created.id)).toEqual(updated);
    expect(await storedBilling(created.id)).toMatchObject({
      platformFeePaise: 750,
      deliveryChargesPaise: 4000,
      packagingChargesPerItemPaise: 300,
    });
    expect(await t.prisma.category.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      hasCart: true,
    });
  });

  it('keeps a stored key when the key is blank, absent or sent back masked; replaces it when a new one is given', async () => {
    const created = await createConfig({
      sources: {
        catalog: { url: `${PARTNER}/catalog`, authMethod: 'api_key', authKey: 'catalog-key' },
        vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: 'first-key' },
      },
    });
    const keys = async () => {
      const stored = await storedSources(created.id);
      return { catalog: stored.catalog?.authKey, vendor: stored.vendor?.authKey };
    };
    const save = async (sources: CategoryConfigRequest['sources']) =>
      parseConfig(
        (await update(created.id, { groupedCategory: created.groupedCategory, sources }).expect(200)).body,
      );

    let saved = await save({
      catalog: { url: `${PARTNER}/catalog`, authMethod: 'api_key' },
      vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: '   ' },
    });
    expect(await keys()).toEqual({ catalog: 'catalog-key', vendor: 'first-key' });
    expect(saved.sources.vendor.authKey).toBe(MASKED_SECRET);

    saved = parseConfig((await update(created.id, requestOf(saved)).expect(200)).body);
    expect(await keys()).toEqual({ catalog: 'catalog-key', vendor: 'first-key' });
    expect(saved.sources.catalog.authKey).toBe(MASKED_SECRET);

    await save({
      catalog: { url: `${PARTNER}/catalog`, authMethod: 'basic', authKey: null },
      vendor: { url: `${PARTNER}/vendors/v2`, authMethod: 'bearer', authKey: 'second-key' },
    });
    expect(await storedSources(created.id)).toEqual({
      catalog: { url: `${PARTNER}/catalog`, authMethod: 'basic', authKey: 'catalog-key' },
      vendor: { url: `${PARTNER}/vendors/v2`, authMethod: 'bearer', authKey: 'second-key' },
    });
  });

  it('drops a key when the auth method becomes none, and a source whose URL is cleared', async () => {
    const created = await createConfig({
      sources: {
        catalog: { url: `${PARTNER}/catalog`, authMethod: 'api_key', authKey: 'catalog-key' },
        vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: 'vendor-key' },
      },
    });
    const saved = parseConfig(
      (
        await update(created.id, {
          groupedCategory: created.groupedCategory,
          sources: {
            catalog: { url: '', authMethod: 'api_key', authKey: MASKED_SECRET },
            vendor: { url: `${PARTNER}/vendors`, authMethod: 'none', authKey: MASKED_SECRET },
          },
        }).expect(200)
      ).body,
    );
    expect(saved.sources.catalog).toEqual(UNCONFIGURED);
    expect(saved.sources.vendor).toEqual({
      url: `${PARTNER}/vendors`,
      authMethod: 'none',
      authKey: null,
      sampleCurl: null,
    });
    expect(await storedSources(created.id)).toEqual({
      vendor: { url: `${PARTNER}/vendors`, authMethod: 'none', authKey: null },
    });

    // A dropped key is gone: a blank key with a method again has nothing to keep.
    const again = await update(created.id, {
      groupedCategory: created.groupedCategory,
      sources: { vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer' } },
    }).expect(200);
    expect(parseConfig(again.body).sources.vendor.authKey).toBeNull();
    expect((await storedSources(created.id)).vendor?.authKey).toBeNull();
  });

  it('writes the billing row of a category that had none', async () => {
    expect(await storedBilling(HOME_SERVICES)).toBeNull();
    await billingOf(HOME_SERVICES).expect(404);
    const home = await configOf(HOME_SERVICES);
    await update(HOME_SERVICES, { ...requestOf(home), deliveryChargesRupees: 45 }).expect(200);
    expect(await storedBilling(HOME_SERVICES)).toMatchObject({
      deliveryChargesPaise: 4500,
      gstPercentage: expect.anything(),
    });
    expect(BillingConfigSchema.parse((await billingOf(HOME_SERVICES).expect(200)).body)).toMatchObject({
      categoryName: 'Home Services',
      deliveryChargesRupees: 45,
      gstPercentage: 18,
    });
  });

  it('keeps its own name in another case, and refuses (409) a name another category has', async () => {
    const created = await createConfig();
    const ownName = created.groupedCategory.toUpperCase();
    await update(created.id, { groupedCategory: ownName }).expect(200);
    expect((await update(created.id, { groupedCategory: 'grocery' }).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryNameTaken('grocery'),
    });
    expect((await configOf(created.id)).groupedCategory).toBe(ownName);
  });

  it('answers 400 for a form the rules refuse, changing nothing', async () => {
    const created = await createConfig();
    const res = await update(created.id, {
      groupedCategory: created.groupedCategory,
      gstPercentage: 250,
    }).expect(400);
    expect(res.body.message).toBe(CATEGORY_CONFIG_FORM_MESSAGES.percentRange('GST percentage'));
    expect(await configOf(created.id)).toEqual(created);
  });

  it('changes nothing at all when one of its writes fails: one transaction', async () => {
    const created = await createConfig({
      platformFeeRupees: 5,
      sources: { vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: 'kept-key' } },
    });
    const trigger = `"${CATALOG_SCHEMA}"."refuse_billing_${created.id}"`;
    await t.prisma.$executeRawUnsafe(
      `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'billing refused'; END $$`,
    );
    await t.prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_billing BEFORE UPDATE ON "${CATALOG_SCHEMA}"."category_billing"
         FOR EACH ROW WHEN (NEW.category_id = ${created.id}) EXECUTE FUNCTION ${trigger}()`,
    );
    try {
      await update(created.id, {
        groupedCategory: uniqueName('Half Written'),
        platformFeeRupees: 9,
        sources: { catalog: { url: `${PARTNER}/catalog` } },
      }).expect(500);
    } finally {
      await t.prisma.$executeRawUnsafe(
        `DROP TRIGGER refuse_billing ON "${CATALOG_SCHEMA}"."category_billing"`,
      );
      await t.prisma.$executeRawUnsafe(`DROP FUNCTION ${trigger}()`);
    }
    expect(await configOf(created.id)).toEqual(created);
    expect(await storedSources(created.id)).toEqual({
      vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: 'kept-key' },
    });
  });

  it('answers 404 for an unknown id, 400 for an id that is none, never creating anything', async () => {
    const before = await t.prisma.category.count();
    expect((await update(999999, { groupedCategory: uniqueName('Ghost') }).expect(404)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigNotFound,
    });
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', 'test-connection']) {
      expect((await update(id, { groupedCategory: uniqueName('Ghost') }).expect(400)).body).toEqual({
        message: 'Invalid category config id',
      });
    }
    expect(await t.prisma.category.count()).toBe(before);
  });
});

describe('what a save changes, at once (the read cache is dropped on every write)', () => {
  it("prices the next billing read and the order service's next order context with the new billing", async () => {
    const food = await configOf(FOOD);
    // Warm the caches: the reads below must not be these copies.
    expect(BillingConfigSchema.parse((await billingOf(FOOD).expect(200)).body).platformFeeRupees).toBe(10);
    expect((await orderContextOf('Royal Tandoor')).billing?.platformFeeRupees).toBe(10);

    try {
      await update(FOOD, {
        ...requestOf(food),
        platformFeeRupees: 12.5,
        deliveryChargesRupees: 35,
        deliveryChargesDiscountPercentage: 0,
        itemGstPercentage: 12,
      }).expect(200);

      const billing = await billingOf(FOOD).expect(200);
      // Browsers revalidate it too: a cart must not keep pricing with the old copy.
      expect(billing.headers['cache-control']).toBe('public, max-age=0');
      expect(BillingConfigSchema.parse(billing.body)).toMatchObject({
        platformFeeRupees: 12.5,
        deliveryChargesRupees: 35,
        deliveryChargesDiscountPercentage: 0,
        itemGstPercentage: 12,
      });
      expect((await orderContextOf('Royal Tandoor')).billing).toMatchObject({
        platformFeeRupees: 12.5,
        deliveryChargesRupees: 35,
        itemGstPercentage: 12,
      });
      // The form sent the keys back masked: the partner calls still have the real ones.
      const endpoints = await t.repositories.categories.findPartnerEndpoints(FOOD);
      for (const source of PARTNER_SOURCES) expect(endpoints[source]?.authKey).toBe(DEMO_PARTNER.authKey);
    } finally {
      await update(FOOD, requestOf(food)).expect(200);
    }
    expect((await orderContextOf('Royal Tandoor')).billing?.platformFeeRupees).toBe(10);
  });

  it("prices a category outside the spec's billing table by its own config (decision 75)", async () => {
    const created = await createConfig({
      groupedCategory: 'Weekend Bakes',
      isOrderable: true,
      sources: orderSources,
      deliveryChargesRupees: 44,
    });
    const vendor = await t.prisma.vendor.findFirstOrThrow({ where: { name: 'Royal Tandoor' } });
    await t.prisma.vendor.update({ where: { id: vendor.id }, data: { categoryId: created.id } });
    try {
      expect((await orderContextOf('Royal Tandoor')).billing?.deliveryChargesRupees).toBe(44);
    } finally {
      await t.prisma.vendor.update({ where: { id: vendor.id }, data: { categoryId: vendor.categoryId } });
    }
  });

  it("hides a category from residents' next list, and shows it again; hasCart follows isOrderable", async () => {
    const created = await createConfig({ isOrderable: true, sources: orderSources });
    const listed = async () => (await residentsCategories()).find((category) => category.id === created.id);
    expect(await listed()).toMatchObject({ isActive: true, hasCart: true, isOrderable: true });

    await update(created.id, { ...requestOf(created), isVisible: false }).expect(200);
    expect(await listed()).toMatchObject({ isActive: false });

    await update(created.id, { ...requestOf(created), isOrderable: false }).expect(200);
    expect(await listed()).toMatchObject({ isActive: true, isOrderable: false, hasCart: false });
  });

  it("tells the order service a hidden or not orderable category's vendors take no orders", async () => {
    const food = await configOf(FOOD);
    expect((await orderContextOf('Royal Tandoor')).vendor.takesOrders).toBe(true);
    try {
      await update(FOOD, { ...requestOf(food), isVisible: false }).expect(200);
      expect((await orderContextOf('Royal Tandoor')).vendor.takesOrders).toBe(false);
      await update(FOOD, { ...requestOf(food), isOrderable: false }).expect(200);
      expect((await orderContextOf('Royal Tandoor')).vendor.takesOrders).toBe(false);
    } finally {
      await update(FOOD, requestOf(food)).expect(200);
    }
    expect((await orderContextOf('Royal Tandoor')).vendor.takesOrders).toBe(true);
  });

  it('removes a deleted category from the next list and billing read', async () => {
    const created = await createConfig();
    expect((await residentsCategories()).map((category) => category.id)).toContain(created.id);
    await billingOf(created.id).expect(200);
    await remove(created.id).expect(200);
    expect((await residentsCategories()).map((category) => category.id)).not.toContain(created.id);
    await billingOf(created.id).expect(404);
  });
});

describe('DELETE /api/admin/category-configs/:id', () => {
  it('deletes a category nothing uses, with its sources and billing', async () => {
    const created = await createConfig({
      sources: { vendor: { url: `${PARTNER}/vendors`, authMethod: 'bearer', authKey: 'k' } },
    });
    expect((await remove(created.id).expect(200)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigDeleted,
    });
    expect(await t.prisma.category.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await storedSources(created.id)).toEqual({});
    expect(await storedBilling(created.id)).toBeNull();
    expect((await listConfigs()).map((config) => config.id)).not.toContain(created.id);
    await remove(created.id).expect(404);
  });

  it('refuses (409) while vendors or raw category mappings (active or not) use it, deleting nothing', async () => {
    const created = await createConfig();
    const vendor = await t.prisma.vendor.create({ data: { name: 'Test Pet Shop', categoryId: created.id } });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigInUse(1, 0),
    });
    const mapping = await t.prisma.rawCategoryMapping.create({
      data: { rawCategoryName: 'Pets', groupedCategoryId: created.id, isActive: false },
    });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigInUse(1, 1),
    });
    await t.prisma.vendor.delete({ where: { id: vendor.id } });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigInUse(0, 1),
    });
    expect(await configOf(created.id)).toEqual(created);
    await t.prisma.rawCategoryMapping.delete({ where: { id: mapping.id } });
    await remove(created.id).expect(200);
  });

  it("counts a seeded category's vendors and mappings", async () => {
    const vendors = await t.prisma.vendor.count({ where: { categoryId: FOOD } });
    const mappings = await t.prisma.rawCategoryMapping.count({ where: { groupedCategoryId: FOOD } });
    expect(vendors).toBeGreaterThan(0);
    expect((await remove(FOOD).expect(409)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigInUse(vendors, mappings),
    });
    expect(await storedBilling(FOOD)).not.toBeNull();
  });

  it('answers 404 for an unknown id and 400 for an id that is none', async () => {
    expect((await remove(999999).expect(404)).body).toEqual({
      message: CATEGORY_ADMIN_MESSAGES.categoryConfigNotFound,
    });
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await remove(id).expect(400)).body).toEqual({ message: 'Invalid category config id' });
    }
  });
});

describe('authorisation', () => {
  const form = { groupedCategory: 'Intruders Category' };
  const calls: [string, (headers: Record<string, string>) => request.Test][] = [
    ['GET /api/admin/category-configs', (headers) => list(headers)],
    ['POST /api/admin/category-configs', (headers) => create(form, headers)],
    ['PUT /api/admin/category-configs/:id', (headers) => update(HOME_SERVICES, form, headers)],
    ['DELETE /api/admin/category-configs/:id', (headers) => remove(HOME_SERVICES, headers)],
  ];

  it.each(calls)(
    '%s answers 401 to anonymous callers and 403 to residents, changing nothing',
    async (_label, call) => {
      const before = await configOf(HOME_SERVICES);
      expect((await call(anonymous()).expect(401)).body).toEqual({
        message: 'Admin authentication required',
      });
      expect((await call(asResident(7, 1)).expect(403)).body).toEqual({
        message: 'Administrator access required',
      });
      expect(await configOf(HOME_SERVICES)).toEqual(before);
      expect(await t.prisma.category.count({ where: { name: form.groupedCategory } })).toBe(0);
    },
  );

  it('checks the caller before the id or the body: a bad one still answers 401 and 403', async () => {
    await remove('abc', anonymous()).expect(401);
    await update('abc', {}, asResident(7, 1)).expect(403);
  });
});
