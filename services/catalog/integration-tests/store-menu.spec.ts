import request from 'supertest';
import {
  DEMO_LOCAL_STORES,
  MenuItemSchema,
  OrderContextSchema,
  STORE_MESSAGES,
  StoreMenuItemSchema,
  StoreMenuResponseSchema,
  type StoreMembership,
} from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
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

const ANNAPOORNA: number = DEMO_LOCAL_STORES[0]!.id;
const ROYAL_TANDOOR: number = DEMO_LOCAL_STORES[1]!.id;

beforeAll(async () => {
  t = await startCatalogTestApp({ readCache: true });
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const member = (stores: StoreMembership[], userId = 601) =>
  signedAs({ user: { id: userId, sessionId: `menu-member-${userId}`, communityId: null, stores } });
const owner = (storeId = ANNAPOORNA) => member([{ storeId, role: 'owner' }]);
const staff = (storeId = ANNAPOORNA) => member([{ storeId, role: 'staff' }], 602);

const menuPath = (storeId = ANNAPOORNA) => `/api/vendor/stores/${storeId}/menu-items`;
const addItem = (body: unknown, headers = owner(), storeId = ANNAPOORNA) =>
  request(t.app)
    .post(menuPath(storeId))
    .set(headers)
    .send(body as object);
const patchItem = (itemId: number, body: unknown, headers = owner()) =>
  request(t.app)
    .patch(`/api/vendor/menu-items/${itemId}`)
    .set(headers)
    .send(body as object);

const idli = {
  name: 'Thatte Idli',
  description: 'Two plate idlis with chutney',
  price: 45.5,
  category: 'veg',
  isVeg: true,
};

/** The resident's menu of the store, as the vendor page and the order service read it. */
async function residentMenu(storeId = ANNAPOORNA) {
  const page = MenuItemSchema.array().parse(
    (await request(t.app).get(`/api/vendors/${storeId}/menu`).set(asResident(7)).expect(200)).body,
  );
  const context = OrderContextSchema.parse(
    (await request(t.app).get(`/internal/vendors/${storeId}/order-context`).set(asService()).expect(200))
      .body,
  );
  return { page, order: context.menu };
}

describe('GET /api/vendor/stores/{id}/menu-items', () => {
  it("lists the store's whole menu to any member, in menu order, and searches it", async () => {
    const res = await request(t.app).get(menuPath()).set(staff()).expect(200);
    const { items } = StoreMenuResponseSchema.parse(res.body);
    expect(items.map((item) => item.name)).toEqual(
      (
        await t.prisma.menuItem.findMany({
          where: { vendorId: ANNAPOORNA },
          orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
        })
      ).map((item) => item.name),
    );
    const searched = await request(t.app).get(`${menuPath()}?q=BATH`).set(staff()).expect(200);
    expect(StoreMenuResponseSchema.parse(searched.body).items.map((item) => item.name)).toEqual([
      'Bisi Bele Bath',
      'Chow Chow Bath',
    ]);
  });

  it('is a 401 for nobody and a 404 for another store', async () => {
    await request(t.app).get(menuPath()).set(anonymous()).expect(401);
    await request(t.app).get(menuPath(ROYAL_TANDOOR)).set(owner()).expect(404);
  });
});

describe('POST /api/vendor/stores/{id}/menu-items', () => {
  it('adds an item at the end of the menu, which residents see and may order at once', async () => {
    const res = await addItem(idli).expect(201);
    const item = StoreMenuItemSchema.parse(res.body);
    expect(item).toMatchObject({ ...idli, storeId: ANNAPOORNA, isAvailable: true });
    const { page, order } = await residentMenu();
    expect(page.at(-1)).toMatchObject({ id: item.id, name: 'Thatte Idli', price: 45.5, isAvailable: true });
    expect(order.find((line) => line.id === item.id)).toMatchObject({ pricePaise: 4550, isAvailable: true });
  });

  it('refuses a name the menu has already, whatever its case', async () => {
    const res = await addItem({ ...idli, name: 'thatte IDLI' }).expect(409);
    expect(res.body).toEqual({ message: STORE_MESSAGES.duplicateItemName('Thatte Idli') });
  });

  it.each([
    [{ ...idli, name: ' ' }, STORE_MESSAGES.itemNameRequired],
    [{ ...idli, price: undefined }, STORE_MESSAGES.priceRequired],
    [{ ...idli, price: -5 }, STORE_MESSAGES.priceNegative],
    [{ ...idli, price: 100_000.01 }, STORE_MESSAGES.priceTooHigh],
    [{ ...idli, price: 12.345 }, STORE_MESSAGES.priceDecimals],
    [{ ...idli, category: 'breakfast' }, STORE_MESSAGES.itemCategoryRequired],
    [{ ...idli, isVeg: undefined }, STORE_MESSAGES.vegRequired],
    [{ ...idli, name: 'x'.repeat(101) }, STORE_MESSAGES.itemNameTooLong],
  ])('refuses %j with its message, adding nothing', async (body, message) => {
    const before = await t.prisma.menuItem.count();
    const res = await addItem(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await t.prisma.menuItem.count()).toBe(before);
  });

  it("is the owner's alone", async () => {
    const res = await addItem({ ...idli, name: 'Masala Dosa' }, staff()).expect(403);
    expect(res.body).toEqual({ message: STORE_MESSAGES.ownerOnly });
    await addItem({ ...idli, name: 'Masala Dosa' }, owner(ROYAL_TANDOOR), ANNAPOORNA).expect(404);
  });
});

describe('PATCH and DELETE /api/vendor/menu-items/{id}', () => {
  const itemNamed = (name: string) =>
    t.prisma.menuItem.findFirstOrThrow({ where: { vendorId: ANNAPOORNA, name } });

  it('switches an item out of stock for every reader, any member may', async () => {
    const holige = await itemNamed('Holige');
    const res = await patchItem(holige.id, { isAvailable: false }, staff()).expect(200);
    expect(StoreMenuItemSchema.parse(res.body).isAvailable).toBe(false);
    const { page, order } = await residentMenu();
    expect(page.find((item) => item.id === holige.id)?.isAvailable).toBe(false);
    expect(order.find((item) => item.id === holige.id)?.isAvailable).toBe(false);
    await patchItem(holige.id, { isAvailable: true }, staff()).expect(200);
    expect((await residentMenu()).page.find((item) => item.id === holige.id)?.isAvailable).toBe(true);
  });

  it("changes a price (the owner's), which new orders are priced by", async () => {
    const holige = await itemNamed('Holige');
    await patchItem(holige.id, { price: 50 }, staff()).expect(403);
    const res = await patchItem(holige.id, { price: 50, description: null }).expect(200);
    expect(StoreMenuItemSchema.parse(res.body)).toMatchObject({ price: 50, description: null });
    expect((await residentMenu()).order.find((item) => item.id === holige.id)?.pricePaise).toBe(5000);
  });

  it('refuses renaming an item to another item’s name, and bad fields', async () => {
    const holige = await itemNamed('Holige');
    const taken = await patchItem(holige.id, { name: 'Veg Meals' }).expect(409);
    expect(taken.body).toEqual({ message: STORE_MESSAGES.duplicateItemName('Veg Meals') });
    await patchItem(holige.id, { name: 'holige' }).expect(200); // its own name in another case
    const empty = await patchItem(holige.id, {}).expect(400);
    expect(empty.body.message).toBe(STORE_MESSAGES.nothingToChange);
    const unknown = await patchItem(holige.id, { stock: 4 }).expect(400);
    expect(unknown.body.message).toContain('Unknown field');
    await patchItem(holige.id, { name: 'Holige' }).expect(200);
  });

  it("is a 404 for another store's item or none", async () => {
    const holige = await itemNamed('Holige');
    const other = await patchItem(holige.id, { isAvailable: false }, owner(ROYAL_TANDOOR)).expect(404);
    expect(other.body).toEqual({ message: STORE_MESSAGES.itemNotFound });
    await patchItem(99_999_999, { isAvailable: false }).expect(404);
    await request(t.app).delete(`/api/vendor/menu-items/${holige.id}`).set(owner(ROYAL_TANDOOR)).expect(404);
    const invalid = await patchItem(0, { isAvailable: false }).expect(400);
    expect(invalid.body.message).toBe(STORE_MESSAGES.invalidItemId);
  });

  it("removes an item (the owner's), gone from residents' menus", async () => {
    const item = StoreMenuItemSchema.parse(
      (await addItem({ ...idli, name: 'Kesari Bath' }).expect(201)).body,
    );
    await request(t.app).delete(`/api/vendor/menu-items/${item.id}`).set(staff()).expect(403);
    await request(t.app).delete(`/api/vendor/menu-items/${item.id}`).set(owner()).expect(204);
    expect((await residentMenu()).page.some((listed) => listed.id === item.id)).toBe(false);
    await request(t.app).delete(`/api/vendor/menu-items/${item.id}`).set(owner()).expect(404);
  });
});

describe("a partner's menu", () => {
  it('cannot be edited by a member: it comes from the partner', async () => {
    const vendor = await t.prisma.vendor.create({
      data: {
        categoryId: 1,
        name: 'Spice Route Kitchen',
        isExternalSource: true,
        sourceSystem: 'spice-route',
        externalId: 'SR-1',
        menuItems: { create: [{ name: 'Paneer Tikka', pricePaise: 24000, externalMenuId: 'SR-101' }] },
      },
      include: { menuItems: true },
    });
    const partnerItem = vendor.menuItems[0]!;
    const res = await patchItem(partnerItem.id, { isAvailable: false }, owner(partnerItem.vendorId)).expect(
      409,
    );
    expect(res.body).toEqual({ message: STORE_MESSAGES.partnerMenu });
  });
});
