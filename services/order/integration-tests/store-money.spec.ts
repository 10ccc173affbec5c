import fc from 'fast-check';
import request from 'supertest';
import {
  EARNINGS_MESSAGES,
  EarningsResponseSchema,
  ORDER_MESSAGES,
  OrderSchema,
  RELIABILITY_MIN_ORDERS,
  STORE_MESSAGES,
  StoreServiceFiguresResponseSchema,
  VendorOrderSchema,
  VendorReliabilitySchema,
  type OrderContext,
  type StoreMembership,
  type UserSnapshot,
} from '@marketplace/contracts';
import { callingAs } from '@marketplace/testing';
import {
  asAnonymous,
  asStoreMember,
  asUser,
  fakeAuth,
  fakeCatalog,
  insertOrder,
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

const STORE = 41;
const OTHER_STORE = 42;
const SUSPENDED_STORE = 43;
const LEDGER_STORE = 44;
const RELIABLE_STORE = 45;
const ASHA = 11;
const OWNER = 701;

const member = (stores: StoreMembership[]) => asStoreMember(OWNER, stores);
const owner = (storeId = STORE) => member([{ storeId, role: 'owner' }]);

let db: OrderDatabase;
let catalog: RunningServer;
let auth: RunningServer;
let service: TestOrderService;

const contexts = new Map<number, OrderContext>(
  [STORE, OTHER_STORE, SUSPENDED_STORE, LEDGER_STORE, RELIABLE_STORE].map((id) => [id, localVendor(id)]),
);
const users = new Map<number, UserSnapshot>([[ASHA, resident(ASHA)]]);

beforeAll(async () => {
  db = await startOrderDatabase();
  catalog = await listen(
    fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']]), new Set([SUSPENDED_STORE])),
  );
  auth = await listen(fakeAuth(users));
  service = startOrderService(db, { catalogUrl: catalog.url, authUrl: auth.url });
}, 120_000);
afterAll(async () => {
  await service.shutdown();
  await catalog.close();
  await auth.close();
  await db.close();
}, 60_000);

/** An instant given as India Standard Time. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** A local order of `vendorId` as it ended: delivered (with its money) or cancelled by someone. */
async function settledOrder(
  vendorId: number,
  ended:
    { deliveredAt: Date } | { cancelledAt: Date; cancelledBy: 'vendor' | 'system' | 'customer' | 'webhook' },
  money: { itemsTotalPaise?: number; platformFeePaise?: number; totalAmountPaise?: number } = {},
  placedAt?: Date,
) {
  const settledAt = 'deliveredAt' in ended ? ended.deliveredAt : ended.cancelledAt;
  const order = await insertOrder(db, {
    vendorId,
    relayStatus: 'not_required',
    externalRestaurantId: null,
    createdAt: placedAt ?? new Date(settledAt.getTime() - 40 * 60_000),
  });
  await db.prisma.order.update({
    where: { id: order.id },
    data: {
      ...('deliveredAt' in ended
        ? { status: 'delivered', deliveredAt: ended.deliveredAt, paymentStatus: 'completed' }
        : { status: 'cancelled', cancelledAt: ended.cancelledAt, cancelledBy: ended.cancelledBy }),
      ...(money.itemsTotalPaise !== undefined && { itemsTotalPaise: money.itemsTotalPaise }),
      ...(money.platformFeePaise !== undefined && { platformFeePaise: money.platformFeePaise }),
      ...(money.totalAmountPaise !== undefined && { totalAmountPaise: money.totalAmountPaise }),
    },
  });
  return order.id;
}

const earnings = (query: string, headers = owner(), storeId = STORE) =>
  request(service.app).get(`/api/vendor/stores/${storeId}/earnings?${query}`).set(headers);

describe('GET /api/vendor/stores/{id}/earnings', () => {
  let delivered: number[];

  beforeAll(async () => {
    delivered = [
      await settledOrder(
        STORE,
        { deliveredAt: ist('2026-11-20', '12:30') },
        { itemsTotalPaise: 24_000, platformFeePaise: 500, totalAmountPaise: 30_320 },
      ),
      // 23:50 IST is still the 20th in India, though the 20th's 18:20 in UTC.
      await settledOrder(
        STORE,
        { deliveredAt: ist('2026-11-20', '23:50') },
        { itemsTotalPaise: 12_000, platformFeePaise: 500, totalAmountPaise: 16_160 },
      ),
      // 00:10 IST on the 21st is the 20th in UTC: it counts on the 21st.
      await settledOrder(
        STORE,
        { deliveredAt: ist('2026-11-21', '00:10') },
        { itemsTotalPaise: 4_500, platformFeePaise: 0, totalAmountPaise: 7_810 },
      ),
    ];
    await settledOrder(STORE, { cancelledAt: ist('2026-11-20', '15:00'), cancelledBy: 'vendor' });
    await settledOrder(STORE, { cancelledAt: ist('2026-11-20', '16:00'), cancelledBy: 'system' });
    await settledOrder(STORE, { cancelledAt: ist('2026-11-21', '09:00'), cancelledBy: 'customer' });
    await settledOrder(OTHER_STORE, { deliveredAt: ist('2026-11-20', '13:00') });
  });

  it('answers each IST day of the range, with the ledger of its delivered cash orders', async () => {
    const res = await earnings('from=2026-11-19&to=2026-11-21').expect(200);
    const body = EarningsResponseSchema.parse(res.body);
    expect(body.days).toEqual([
      {
        date: '2026-11-19',
        delivered: 0,
        cancelled: 0,
        rejected: 0,
        itemSales: 0,
        fees: 0,
        cashCollected: 0,
      },
      {
        date: '2026-11-20',
        delivered: 2,
        cancelled: 1,
        rejected: 1,
        itemSales: 360,
        fees: 10,
        cashCollected: 464.8,
      },
      {
        date: '2026-11-21',
        delivered: 1,
        cancelled: 1,
        rejected: 0,
        itemSales: 45,
        fees: 0,
        cashCollected: 78.1,
      },
    ]);
    expect(body.totals).toEqual({
      delivered: 3,
      cancelled: 2,
      rejected: 1,
      itemSales: 405,
      fees: 10,
      cashCollected: 542.9,
      net: 532.9,
    });
    // Newest first; ledgerCount says how many there are in all.
    expect(body.ledger.map((line) => line.orderId)).toEqual([...delivered].reverse());
    expect(body.ledgerCount).toBe(3);
    expect(body.ledger.at(-1)).toEqual({
      orderId: delivered[0],
      orderNumber: `CM-${String(delivered[0]).padStart(4, '0')}`,
      deliveredAt: ist('2026-11-20', '12:30').toISOString(),
      itemsTotal: 240,
      fees: 5,
      cashCollected: 303.2,
    });
  });

  it('is today in India when no dates are given', async () => {
    const body = EarningsResponseSchema.parse((await earnings('').expect(200)).body);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(body).toMatchObject({ from: today, to: today });
    expect(body.days).toHaveLength(1);
  });

  it('gives the same as CSV, a row a day with the totals, or a row a delivered order', async () => {
    const days = await request(service.app)
      .get(`/api/vendor/stores/${STORE}/earnings.csv?from=2026-11-20&to=2026-11-21`)
      .set(owner())
      .expect(200);
    expect(days.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(days.headers['content-disposition']).toBe(
      `attachment; filename="store-${STORE}-earnings-2026-11-20-to-2026-11-21.csv"`,
    );
    expect(days.text.split('\r\n')).toEqual([
      'Date,Delivered,Cancelled,Rejected,Item sales (₹),Platform fees (₹),Cash collected (₹)',
      '2026-11-20,2,1,1,360.00,10.00,464.80',
      '2026-11-21,1,1,0,45.00,0.00,78.10',
      'Total,3,2,1,405.00,10.00,542.90',
      '',
    ]);
    const ledger = await request(service.app)
      .get(`/api/vendor/stores/${STORE}/earnings.csv?from=2026-11-20&to=2026-11-21&view=ledger`)
      .set(owner())
      .expect(200);
    expect(ledger.text.split('\r\n').slice(0, 2)).toEqual([
      'Order,Delivered at,Items total (₹),Platform fees (₹),Cash collected (₹)',
      `CM-${String(delivered[0]).padStart(4, '0')},2026-11-20T12:30:00+05:30,240.00,5.00,303.20`,
    ]);
  });

  it('refuses ranges it cannot answer with their message', async () => {
    expect((await earnings('from=2026-11-21&to=2026-11-20').expect(400)).body.message).toBe(
      EARNINGS_MESSAGES.datesReversed,
    );
    expect((await earnings('from=2026-01-01&to=2026-06-01').expect(400)).body.message).toBe(
      EARNINGS_MESSAGES.rangeTooLong,
    );
    expect((await earnings('from=2026-13-01').expect(400)).body.message).toBe(
      EARNINGS_MESSAGES.dateFormat('from'),
    );
    expect((await earnings('to=yesterday').expect(400)).body.message).toBe(
      EARNINGS_MESSAGES.dateFormat('to'),
    );
  });

  it("is a 401 for nobody, a 403 for a resident, a 404 for another store's members", async () => {
    await earnings('', asAnonymous()).expect(401);
    await earnings('', asUser(ASHA)).expect(403);
    const other = await earnings('', owner(OTHER_STORE)).expect(404);
    expect(other.body).toEqual({ message: STORE_MESSAGES.storeNotFound });
    await earnings('', member([{ storeId: STORE, role: 'staff' }])).expect(200);
  });
});

describe("the ledger's sums (generated orders)", () => {
  it('has totals that are the sums of the days, the lines, and of the orders as stored', async () => {
    const orderArb = fc.record({
      day: fc.integer({ min: 0, max: 39 }),
      minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
      outcome: fc.constantFrom<'delivered' | 'vendor' | 'system' | 'customer'>(
        'delivered',
        'delivered',
        'delivered',
        'vendor',
        'system',
        'customer',
      ),
      items: fc.integer({ min: 100, max: 2_000_000 }),
      fee: fc.integer({ min: 0, max: 5_000 }),
      extra: fc.integer({ min: 0, max: 50_000 }),
    });
    const generated = fc.sample(fc.array(orderArb, { minLength: 150, maxLength: 150 }), {
      seed: 25,
      numRuns: 1,
    })[0]!;
    const firstDay = Date.parse('2026-10-01T00:00:00+05:30');
    for (const order of generated) {
      const at = new Date(firstDay + order.day * 86_400_000 + order.minute * 60_000);
      await settledOrder(
        LEDGER_STORE,
        order.outcome === 'delivered' ? { deliveredAt: at } : { cancelledAt: at, cancelledBy: order.outcome },
        {
          itemsTotalPaise: order.items,
          platformFeePaise: order.fee,
          totalAmountPaise: order.items + order.fee + order.extra,
        },
      );
    }

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 39 }), async (a, b) => {
        const [fromDay, toDay] = a <= b ? [a, b] : [b, a];
        const date = (day: number) =>
          new Date(firstDay + day * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
        const body = EarningsResponseSchema.parse(
          (
            await earnings(
              `from=${date(fromDay)}&to=${date(toDay)}`,
              owner(LEDGER_STORE),
              LEDGER_STORE,
            ).expect(200)
          ).body,
        );
        const paise = (rupees: number) => Math.round(rupees * 100);
        const sum = <T>(rows: readonly T[], of: (row: T) => number) =>
          rows.reduce((total, row) => total + of(row), 0);
        for (const field of ['itemSales', 'fees', 'cashCollected'] as const)
          expect(paise(body.totals[field])).toBe(sum(body.days, (day) => paise(day[field])));
        expect(paise(body.totals.itemSales)).toBe(sum(body.ledger, (line) => paise(line.itemsTotal)));
        expect(paise(body.totals.fees)).toBe(sum(body.ledger, (line) => paise(line.fees)));
        expect(paise(body.totals.cashCollected)).toBe(sum(body.ledger, (line) => paise(line.cashCollected)));
        expect(paise(body.totals.net)).toBe(paise(body.totals.cashCollected) - paise(body.totals.fees));
        expect(body.totals.delivered).toBe(body.ledger.length);
        expect(body.ledgerCount).toBe(body.ledger.length);
        // The CSV's ledger, every line, sums to the same.
        const csv = await request(service.app)
          .get(
            `/api/vendor/stores/${LEDGER_STORE}/earnings.csv?from=${date(fromDay)}&to=${date(toDay)}&view=ledger`,
          )
          .set(owner(LEDGER_STORE))
          .expect(200);
        const rows = csv.text
          .trim()
          .split('\r\n')
          .slice(1)
          .filter((row) => row !== '')
          .map((row) => row.split(','));
        expect(rows).toHaveLength(body.ledger.length);
        expect(sum(rows, (row) => paise(Number(row[4])))).toBe(paise(body.totals.cashCollected));
        expect(sum(rows, (row) => paise(Number(row[3])))).toBe(paise(body.totals.fees));

        // And what the database says, summed by PostgreSQL.
        const [stored] = await db.query<{ orders: number; cash: string; fees: string; items: string }>(
          `SELECT count(*)::int AS orders, coalesce(sum(total_amount_paise), 0)::text AS cash,
                  coalesce(sum(platform_fee_paise), 0)::text AS fees, coalesce(sum(items_total_paise), 0)::text AS items
             FROM orders.orders
            WHERE vendor_id = $1 AND status = 'delivered'
              AND delivered_at >= $2::timestamptz AND delivered_at < $3::timestamptz`,
          LEDGER_STORE,
          new Date(firstDay + fromDay * 86_400_000),
          new Date(firstDay + (toDay + 1) * 86_400_000),
        );
        expect(body.totals.delivered).toBe(stored!.orders);
        expect(paise(body.totals.cashCollected)).toBe(Number(stored!.cash));
        expect(paise(body.totals.fees)).toBe(Number(stored!.fees));
        expect(paise(body.totals.itemSales)).toBe(Number(stored!.items));
      }),
      { seed: 25, numRuns: 25 },
    );
  }, 120_000);
});

describe('GET /api/vendors/{id}/reliability', () => {
  const reliability = async (vendorId: number) =>
    VendorReliabilitySchema.parse(
      (await request(service.app).get(`/api/vendors/${vendorId}/reliability`).set(asAnonymous()).expect(200))
        .body,
    );

  it('shows nothing below 10 finished orders', async () => {
    expect(await reliability(OTHER_STORE)).toEqual({
      vendorId: OTHER_STORE,
      shown: false,
      medianAcceptMinutes: null,
      delivered: null,
      finished: null,
    });
  });

  it("says how fast the store accepts and how many it delivered, the resident's cancellations aside", async () => {
    const now = Date.now();
    for (let index = 0; index < 9; index += 1) {
      const placedAt = new Date(now - (index + 1) * 3_600_000);
      const id = await settledOrder(
        RELIABLE_STORE,
        { deliveredAt: new Date(placedAt.getTime() + 30 * 60_000) },
        {},
        placedAt,
      );
      await db.prisma.order.update({
        where: { id },
        data: { acceptedAt: new Date(placedAt.getTime() + (2 + index) * 60_000) },
      });
    }
    await settledOrder(RELIABLE_STORE, { cancelledAt: new Date(now - 60_000), cancelledBy: 'vendor' });
    await settledOrder(RELIABLE_STORE, { cancelledAt: new Date(now - 60_000), cancelledBy: 'system' });
    await settledOrder(RELIABLE_STORE, { cancelledAt: new Date(now - 60_000), cancelledBy: 'customer' });
    // Older than 30 days: not counted.
    await settledOrder(
      RELIABLE_STORE,
      { cancelledAt: new Date(now - 31 * 86_400_000), cancelledBy: 'vendor' },
      {},
      new Date(now - 31 * 86_400_000),
    );
    expect(RELIABILITY_MIN_ORDERS).toBe(10);
    expect(await reliability(RELIABLE_STORE)).toEqual({
      vendorId: RELIABLE_STORE,
      shown: true,
      // The accepts took 2 to 10 minutes: the median is 6.
      medianAcceptMinutes: 6,
      delivered: 9,
      finished: 11,
    });
  });
});

describe('GET /internal/store-service-figures', () => {
  it("gives each store's shares of its orders since then, to the catalog only", async () => {
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const path = `/internal/store-service-figures?storeIds=${RELIABLE_STORE},${OTHER_STORE},999&since=${encodeURIComponent(since)}`;
    await request(service.app).get(path).set(asUser(ASHA)).expect(403);
    const res = await request(service.app).get(path).set(signedService()).expect(200);
    const { figures } = StoreServiceFiguresResponseSchema.parse(res.body);
    expect(figures.find((figure) => figure.storeId === RELIABLE_STORE)).toEqual({
      storeId: RELIABLE_STORE,
      orders: 12,
      medianAcceptMinutes: 6,
      rejectedShare: 1 / 12,
      expiredShare: 1 / 12,
      cancelledShare: 1 / 12,
    });
    expect(figures.some((figure) => figure.storeId === 999)).toBe(false);
    await request(service.app)
      .get('/internal/store-service-figures?storeIds=x&since=now')
      .set(signedService())
      .expect(400);
  });
});

describe('a suspended store and a stale cart', () => {
  it('refuses a suspended store’s accept, and lets it finish what it accepted', async () => {
    const placed = OrderSchema.parse(
      (
        await request(service.app)
          .post('/api/orders')
          .set(asUser(ASHA))
          .send(localVendorCart(SUSPENDED_STORE))
          .expect(201)
      ).body,
    );
    const suspendedOwner = owner(SUSPENDED_STORE);
    const refused = await request(service.app)
      .post(`/api/vendor/orders/${placed.id}/accept`)
      .set(suspendedOwner)
      .send({ prepMinutes: 15 })
      .expect(409);
    expect(refused.body).toEqual({ message: STORE_MESSAGES.suspendedAccept });
    expect(await db.statusOf(placed.id)).toBe('pending');

    const accepted = await insertOrder(db, {
      vendorId: SUSPENDED_STORE,
      relayStatus: 'not_required',
      externalRestaurantId: null,
    });
    await db.prisma.order.update({
      where: { id: accepted.id },
      data: { status: 'accepted', acceptedAt: new Date() },
    });
    const moved = await request(service.app)
      .post(`/api/vendor/orders/${accepted.id}/status`)
      .set(suspendedOwner)
      .send({ status: 'preparing' })
      .expect(200);
    expect(VendorOrderSchema.parse(moved.body).status).toBe('preparing');
  });

  it("refuses a cart priced before the vendor's price change, however small", async () => {
    const cart = localVendorCart(STORE);
    const stale = { ...cart, items: cart.items.map((item) => ({ ...item, price: item.price - 0.5 })) };
    const res = await request(service.app).post('/api/orders').set(asUser(ASHA)).send(stale).expect(409);
    expect(res.body).toEqual({ message: ORDER_MESSAGES.pricesChanged });
  });
});

const signedService = () => callingAs({ service: 'catalog' });
