import request from 'supertest';
import {
  BillingConfigSchema,
  CategorySchema,
  MenuItemSchema,
  OrderContextSchema,
  VendorDetailsResponseSchema,
  VendorSchema,
} from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import { DEMO_VENDORS } from '../src/seed/demo-vendors';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  asService,
  signedAs,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const get = (path: string, headers: Record<string, string> = anonymous()) =>
  request(t.app).get(path).set(headers);
const vendorId = async (name: string) => (await t.prisma.vendor.findFirstOrThrow({ where: { name } })).id;
const demoVendorCount = (category: string) =>
  DEMO_VENDORS.filter((vendor) => vendor.category === category).length;

describe('GET /api/categories', () => {
  it('lists the categories in display order with the customer fields', async () => {
    const res = await get('/api/categories').expect(200);
    const categories = res.body.map((category: unknown) => CategorySchema.strict().parse(category));
    expect(categories.map((category: { id: number; name: string }) => [category.id, category.name])).toEqual([
      [1, 'Food & Restaurants'],
      [2, 'Beauty & Personal Care'],
      [3, 'Grocery'],
      [4, 'Kirana Stores'],
      [5, 'Home Services'],
      [6, 'Auto Services'],
    ]);
    expect(categories[0]).toEqual({
      id: 1,
      name: 'Food & Restaurants',
      isActive: true,
      isOrderable: true,
      displayOrder: 1,
      hasCart: true,
      vendorCount: demoVendorCount('Food & Restaurants'),
      subcategories: ['North Indian', 'South Indian', 'Biryani', 'Cafes & Bakeries', 'Desserts'],
      icon: 'utensils',
    });
    expect(categories[4]).toMatchObject({
      name: 'Home Services',
      isOrderable: false,
      hasCart: false,
      isActive: true,
    });
  });

  it("counts each category's vendors", async () => {
    const res = await get('/api/categories').expect(200);
    for (const category of res.body) {
      expect(category.vendorCount).toBe(demoVendorCount(category.name));
    }
  });
});

describe('GET /api/categories/{categoryId}/billing', () => {
  it('answers the billing config in rupees and percentages', async () => {
    const res = await get('/api/categories/1/billing').expect(200);
    expect(BillingConfigSchema.strict().parse(res.body)).toEqual({
      categoryName: 'Food & Restaurants',
      packagingLabel: 'Packaging Charges',
      platformFeeRupees: 10,
      platformFeeDiscountPercentage: 0,
      deliveryChargesRupees: 30,
      deliveryChargesDiscountPercentage: 50,
      packagingApplicable: true,
      packagingChargesPerItem: 5,
      packagingDiscountPercent: 0,
      itemGstPercentage: 5,
      gstPercentage: 18,
    });
    expect((await get('/api/categories/2/billing').expect(200)).body).toMatchObject({
      platformFeeRupees: 15,
      deliveryChargesRupees: 0,
      packagingApplicable: false,
      itemGstPercentage: 18,
    });
  });

  it('answers 404 with the spec message when the category has no billing config, or does not exist', async () => {
    expect((await get('/api/categories/5/billing').expect(404)).body).toEqual({
      message: 'Billing configuration not found',
    });
    expect((await get('/api/categories/999/billing').expect(404)).body).toEqual({
      message: 'Billing configuration not found',
    });
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    expect((await get('/api/categories/food/billing').expect(400)).body).toEqual({
      message: 'Invalid category id',
    });
  });
});

describe('GET /api/vendors/category/{categoryId}', () => {
  it("lists the category's vendors with the spec fields, best rated first, closed ones included", async () => {
    const res = await get('/api/vendors/category/1').expect(200);
    const vendors = res.body.map((vendor: unknown) => VendorSchema.strict().parse(vendor));
    expect(vendors).toHaveLength(demoVendorCount('Food & Restaurants'));
    const ratings = vendors.map((vendor: { rating: number }) => vendor.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(vendors.find((vendor: { name: string }) => vendor.name === 'Sweet Tooth Desserts')).toMatchObject({
      isOpen: false,
    });
    expect(vendors.find((vendor: { name: string }) => vendor.name === 'Annapoorna Mess')).toMatchObject({
      category: 'Food & Restaurants',
      categoryId: 1,
      rating: 4.5,
      totalReviews: 20,
      deliveryTime: '20-25',
      deliveryFee: 20,
      isOpen: true,
      distance: '0.6 km',
      serviceCost: 'Cost NA',
      isExternalSource: false,
      images: [],
      services: [],
      latitude: 12.9425,
      longitude: 77.7368,
    });
  });

  it("lists a service vendor's offers as 'name - price' lines", async () => {
    const res = await get('/api/vendors/category/5').expect(200);
    expect(res.body.find((vendor: { name: string }) => vendor.name === 'QuickFix Plumbing')).toMatchObject({
      serviceCost: '₹199 onwards',
      services: [
        'Tap Repair - ₹199',
        'Blocked Drain Cleaning - ₹399',
        'Water Tank Cleaning - ₹899',
        'Geyser Installation - ₹599',
      ],
    });
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await get('/api/vendors/category/999').expect(404)).body).toEqual({
      message: 'Category not found',
    });
    expect((await get('/api/vendors/category/abc').expect(400)).body).toEqual({
      message: 'Invalid category id',
    });
  });
});

describe('GET /api/vendors/{id}, /menu, /details', () => {
  it('answers one vendor', async () => {
    const id = await vendorId('Royal Tandoor');
    const res = await get(`/api/vendors/${id}`).expect(200);
    expect(VendorSchema.strict().parse(res.body)).toMatchObject({
      id,
      name: 'Royal Tandoor',
      deliveryFee: 30,
      rating: 4.2,
    });
  });

  it('answers the whole menu in order, unavailable items included, prices in rupees and itemId equal to id', async () => {
    const id = await vendorId('Royal Tandoor');
    const res = await get(`/api/vendors/${id}/menu`).expect(200);
    const items = res.body.map((item: unknown) => MenuItemSchema.strict().parse(item));
    expect(items.map((item: { name: string }) => item.name)).toEqual(
      DEMO_VENDORS.find((vendor) => vendor.name === 'Royal Tandoor')!.menu.map((entry) => entry.name),
    );
    expect(items.every((item: { id: number; itemId: number }) => item.itemId === item.id)).toBe(true);
    expect(items[0]).toMatchObject({
      name: 'Chicken Tikka',
      price: 289,
      category: 'starter',
      isAvailable: true,
      externalMenuId: null,
    });
    expect(items.find((item: { name: string }) => item.name === 'Mutton Rogan Josh')).toMatchObject({
      isAvailable: false,
    });
  });

  it("answers a local vendor's delivery time and open state under data", async () => {
    const open = await get(`/api/vendors/${await vendorId('Dosa Corner')}/details`).expect(200);
    expect(VendorDetailsResponseSchema.strict().parse(open.body)).toEqual({
      data: { deliveryTime: '20-25', isOpen: true },
    });
    const closed = await get(`/api/vendors/${await vendorId('Sweet Tooth Desserts')}/details`).expect(200);
    expect(closed.body).toEqual({ data: { deliveryTime: '25-30', isOpen: false } });
  });

  it.each(['', '/menu', '/details'])(
    'answers 404 JSON for an unknown vendor and 400 for a bad id (%s)',
    async (suffix) => {
      expect((await get(`/api/vendors/424242${suffix}`).expect(404)).body).toEqual({
        message: 'Vendor not found',
      });
      expect((await get(`/api/vendors/x1${suffix}`).expect(400)).body).toEqual({
        message: 'Invalid vendor id',
      });
    },
  );
});

describe('GET /internal/vendors/{vendorId}/order-context', () => {
  const path = async (name: string) => `/internal/vendors/${await vendorId(name)}/order-context`;

  it('gives the order service the vendor, its priced menu, billing and support number', async () => {
    const res = await get(await path('Royal Tandoor'), asService('order')).expect(200);
    const context = OrderContextSchema.parse(res.body);
    expect(context.vendor).toMatchObject({
      name: 'Royal Tandoor',
      categoryId: 1,
      categoryName: 'Food & Restaurants',
      isOpen: true,
      isExternalSource: false,
      externalId: null,
    });
    expect(context.menu[0]).toMatchObject({
      name: 'Chicken Tikka',
      pricePaise: 28900,
      isAvailable: true,
      category: 'starter',
    });
    expect(context.menu.find((item) => item.name === 'Mutton Rogan Josh')).toMatchObject({
      isAvailable: false,
    });
    expect(context.billing).toMatchObject({
      platformFeeRupees: 10,
      deliveryChargesDiscountPercentage: 50,
      itemGstPercentage: 5,
    });
    // A local vendor's orders are not relayed to a partner.
    expect(context.partner).toEqual({ orderCreate: null, orderStatus: null, orderUpdate: null });
    expect(context.customerSupportNumber).toBe('+91 80 4718 2001');
  });

  it("bills a category the spec's table does not name by its own config, as the cart does (decision 75)", async () => {
    const plumbing = OrderContextSchema.parse(
      (await get(await path('QuickFix Plumbing'), asService('order')).expect(200)).body,
    );
    expect(plumbing.vendor.categoryName).toBe('Home Services');
    // Home Services has no billing config of its own: the total is the items total.
    expect(plumbing.billing).toBeNull();
  });

  it('refuses callers that are not a service', async () => {
    const vendorPath = await path('Royal Tandoor');
    expect((await get(vendorPath, anonymous()).expect(403)).body).toEqual({ message: 'Internal endpoint' });
    await get(vendorPath, asResident()).expect(403);
    await get(vendorPath, signedAs({ admin: { id: 1, username: 'admin', sessionId: 's' } })).expect(403);
    await request(t.app).get(vendorPath).expect(401);
  });

  it('answers 404 for an unknown vendor and 400 for a bad id', async () => {
    expect((await get('/internal/vendors/999999/order-context', asService()).expect(404)).body).toEqual({
      message: 'Vendor not found',
    });
    await get('/internal/vendors/abc/order-context', asService()).expect(400);
  });

  it.each(['3000000000', '2147483648', '99999999999999999999', '-1', '0', '1.5', '1e3', '0x10'])(
    'answers 400 JSON, never a 500, for the id %s',
    async (id) => {
      const response = await get(`/internal/vendors/${id}/order-context`, asService());
      expect([response.status, response.body]).toEqual([400, { message: 'Invalid vendor id' }]);
    },
  );
});

describe('GET /internal/category-configs/{id}', () => {
  it('names the partner a webhook secret is made for, 404 for an unknown one, to services only', async () => {
    const category = await t.prisma.category.findFirstOrThrow({ where: { name: 'Food & Restaurants' } });
    const path = `/internal/category-configs/${category.id}`;
    expect((await get(path, asService('webhook')).expect(200)).body).toEqual({
      id: category.id,
      name: 'Food & Restaurants',
    });
    expect((await get('/internal/category-configs/999999', asService('webhook')).expect(404)).body).toEqual({
      message: 'Category config not found',
    });
    expect((await get('/internal/category-configs/abc', asService('webhook')).expect(400)).body).toEqual({
      message: 'Invalid category config id',
    });
    await get(path).expect(403);
  });
});

describe('a path that is no call', () => {
  it('answers 404 JSON for a path that is no call at all', async () => {
    expect((await get('/api/vendors/1/menu/extra').expect(404)).body).toEqual({ message: 'Not found' });
  });
});

describe('a hidden category with a display order of 0', () => {
  it('is listed first, flagged inactive, with its vendors counted', async () => {
    const category = await t.prisma.category.create({
      data: {
        name: 'Pet Care',
        displayOrder: 0,
        isVisible: false,
        subcategories: { create: [{ name: 'Grooming' }] },
      },
    });
    await t.prisma.vendor.createMany({
      data: [
        { categoryId: category.id, name: 'Paws Spa' },
        { categoryId: category.id, name: 'Happy Tails' },
      ],
    });
    const res = await get('/api/categories').expect(200);
    expect(res.body[0]).toEqual({
      id: category.id,
      name: 'Pet Care',
      isActive: false,
      isOrderable: false,
      displayOrder: 0,
      hasCart: false,
      vendorCount: 2,
      subcategories: ['Grooming'],
      icon: null,
    });
  });
});
