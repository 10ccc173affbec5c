import express from 'express';
import request from 'supertest';
import {
  computeBill,
  paiseToRupees,
  VENDOR_OUT_OF_AREA_MESSAGE,
  type OrderContext,
} from '@marketplace/contracts';
import {
  asUser,
  catalogChanged,
  fakeAuth,
  fakeCatalog,
  FOOD_BILLING,
  listen,
  localVendor,
  localVendorCart,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const ASHA = 11;
const DOSA_PAISE = 12_000;

/**
 * Issue 26, decision 159: a warm order asks the catalog nothing; each kind of change the catalog
 * announces reaches the next order's check, and a change log that cannot be read is a full refresh.
 */
describe('order contexts kept by the order service', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;
  const contexts = new Map<number, OrderContext>();
  let contextCalls = 0;
  let vendorId = 40;

  /** A vendor of its own for each test, asked for once before the test changes it. */
  async function warmVendor(): Promise<number> {
    vendorId += 1;
    contexts.set(vendorId, localVendor(vendorId));
    await place(localVendorCart(vendorId)).expect(201);
    return vendorId;
  }
  const place = (body: object) => request(service.app).post('/api/orders').set(asUser(ASHA)).send(body);
  const changeVendor = (id: number, change: (context: OrderContext) => OrderContext) =>
    contexts.set(id, change(contexts.get(id)!));
  /** A cart of one Masala Dosa at the given price, as a cart filled from a newer menu sends it. */
  const cartAt = (id: number, pricePaise: number) =>
    localVendorCart(id, 1, {
      items: [{ menuItemId: id * 100 + 1, name: 'Masala Dosa', quantity: 1, price: pricePaise / 100 }],
      totalAmount: paiseToRupees(computeBill([{ pricePaise, quantity: 1 }], FOOD_BILLING).total),
    });

  beforeAll(async () => {
    db = await startOrderDatabase();
    const counted = express();
    counted.use((req, _res, next) => {
      if (req.path.endsWith('/order-context')) contextCalls += 1;
      next();
    });
    counted.use(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    catalog = await listen(counted);
    auth = await listen(fakeAuth(new Map([[ASHA, resident(ASHA)]])));
    // The feed polls as in production, so what it kept stays current; catalogChanged also reads at
    // once, so each change is read when the test says.
    service = startOrderService(
      db,
      { catalogUrl: catalog.url, authUrl: auth.url },
      { catalogChanges: { pollIntervalMs: 50 } },
    );
    service.start();
    await service.catalogChanges.read();
  });

  afterAll(async () => {
    await service.stop();
    await service.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  it('places a warm order without asking the catalog', async () => {
    const id = await warmVendor();
    const before = contextCalls;
    await place(localVendorCart(id)).expect(201);
    await place(localVendorCart(id, 2)).expect(201);
    expect(contextCalls).toBe(before);
  });

  it('prices by the new menu once the catalog announces a price change', async () => {
    const id = await warmVendor();
    changeVendor(id, (context) => ({
      ...context,
      menu: context.menu.map((item) => (item.id === id * 100 + 1 ? { ...item, pricePaise: 13_000 } : item)),
    }));
    // Until the change is announced the order is priced as before: the kept context is in use.
    await place(cartAt(id, DOSA_PAISE)).expect(201);

    await catalogChanged(db, service, [id]);
    const stale = await place(cartAt(id, DOSA_PAISE)).expect(409);
    expect(stale.body).toEqual({ message: 'Prices have changed. Please review your cart and try again.' });
    await place(cartAt(id, 13_000)).expect(201);
  });

  it('refuses a store closed at once the catalog announces it', async () => {
    const id = await warmVendor();
    changeVendor(id, (context) => ({ ...context, vendor: { ...context.vendor, isOpen: false } }));
    await catalogChanged(db, service, [id]);
    const response = await place(localVendorCart(id)).expect(409);
    expect(response.body).toEqual({
      message: 'Sorry, this restaurant is currently closed. Please try again later.',
    });
  });

  it('refuses an item out of stock once the catalog announces it', async () => {
    const id = await warmVendor();
    changeVendor(id, (context) => ({
      ...context,
      menu: context.menu.map((item) => (item.id === id * 100 + 1 ? { ...item, isAvailable: false } : item)),
    }));
    await catalogChanged(db, service, [id]);
    const response = await place(localVendorCart(id)).expect(409);
    expect(response.body).toEqual({ message: 'Sorry, "Masala Dosa" is currently unavailable.' });
  });

  it("refuses a resident's community once the store's service area leaves it", async () => {
    const id = await warmVendor();
    changeVendor(id, (context) => ({ ...context, vendor: { ...context.vendor, communityIds: [2] } }));
    await catalogChanged(db, service, [id]);
    const response = await place(localVendorCart(id)).expect(409);
    expect(response.body).toEqual({ message: VENDOR_OUT_OF_AREA_MESSAGE });
  });

  it('drops every vendor on a change that names none (a category, a community)', async () => {
    const first = await warmVendor();
    const second = await warmVendor();
    for (const id of [first, second])
      changeVendor(id, (context) => ({ ...context, vendor: { ...context.vendor, isOpen: false } }));
    await catalogChanged(db, service, null);
    await place(localVendorCart(first)).expect(409);
    await place(localVendorCart(second)).expect(409);
  });

  it('leaves the vendors a change does not name as they were kept', async () => {
    const kept = await warmVendor();
    const changed = await warmVendor();
    await catalogChanged(db, service, [changed]);
    const before = contextCalls;
    await place(localVendorCart(kept)).expect(201);
    expect(contextCalls).toBe(before);
    await place(localVendorCart(changed)).expect(201);
    expect(contextCalls).toBe(before + 1);
  });

  it('asks the catalog while its change log cannot be read, and keeps nothing from before it', async () => {
    const id = await warmVendor();
    // A change whose event is lost: the catalog's log is unreadable while it happens.
    await db.query('ALTER TABLE catalog.outbox RENAME TO outbox_away');
    try {
      changeVendor(id, (context) => ({ ...context, vendor: { ...context.vendor, isOpen: false } }));
      await service.catalogChanges.read();
      expect((await place(localVendorCart(id))).status).toBe(409);
    } finally {
      await db.query('ALTER TABLE catalog.outbox_away RENAME TO outbox');
    }
    // The log is back: a fresh position, every vendor asked again once, then kept again.
    changeVendor(id, (context) => ({ ...context, vendor: { ...context.vendor, isOpen: true } }));
    await service.catalogChanges.read();
    const before = contextCalls;
    await place(localVendorCart(id)).expect(201);
    await place(localVendorCart(id)).expect(201);
    expect(contextCalls).toBe(before + 1);
  });
});
