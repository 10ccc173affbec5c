import request from 'supertest';
import {
  computeBill,
  DEFAULT_CATEGORY_LABEL,
  ORDERS_REPORT_CSV_COLUMNS,
  OrdersReportResponseSchema,
  paiseToRupees,
  type OrderContext,
  type OrderStatus,
  type UserSnapshot,
} from '@marketplace/contracts';
import type { NewOrder } from '../src/domain/order.repository';
import type { Prisma } from '../src/infra/db/generated/client';
import {
  asAdmin,
  asAnonymous,
  asUser,
  fakeAuth,
  fakeCatalog,
  insertOrder,
  listen,
  localVendor,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

/** A time of the marketplace's (Indian) day, as the report's day filters read them. */
const ist = (local: string) => new Date(`${local}+05:30`);
const iso = (local: string) => ist(local).toISOString();

const GROCER = 3;
const ASHA = 21;
const BILLING = localVendor(GROCER).billing!;
const TIKKA_AND_NAAN = [
  { menuItemId: 501, externalMenuId: 'SR-101', name: 'Paneer Tikka', pricePaise: 24_900, quantity: 2 },
  { menuItemId: 506, externalMenuId: 'SR-106', name: 'Butter Naan', pricePaise: 5_900, quantity: 1 },
];
const TIKKA_AND_NAAN_BILL = computeBill(TIKKA_AND_NAAN, BILLING);

/** A minimal RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      field += char;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else {
      // CRLF ends the record.
      records.push([...record, field]);
      record = [];
      field = '';
      i += 1;
    }
  }
  return records;
}

describe('the orders report: GET /api/admin/orders-report and its CSV export', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;
  /** Our order ids by name; newest first they are P, D, C, G, F, B, A, E. */
  const ids: Record<'E' | 'A' | 'B' | 'F' | 'G' | 'C' | 'D' | 'P', number> = {
    E: 0,
    A: 0,
    B: 0,
    F: 0,
    G: 0,
    C: 0,
    D: 0,
    P: 0,
  };

  const contexts = new Map<number, OrderContext>([
    [GROCER, localVendor(GROCER, { name: 'Nilgiri Fresh', categoryName: 'Groceries & Essentials' })],
  ]);
  const users = new Map<number, UserSnapshot>([[ASHA, resident(ASHA)]]);

  /** An order placed at `placedAt` (Indian time), moved to `status` with the given columns. */
  const seed = async (
    placedAt: string,
    status: OrderStatus,
    order: Partial<NewOrder> = {},
    columns: Prisma.OrderUpdateInput = {},
  ): Promise<number> => {
    const placed = await insertOrder(db, { createdAt: ist(placedAt), relayStatus: 'not_required', ...order });
    await db.prisma.order.update({
      where: { id: placed.id },
      data: { status, updatedAt: ist(placedAt), ...columns },
    });
    return placed.id;
  };

  const report = (query = '') => request(service.app).get(`/api/admin/orders-report${query}`).set(asAdmin());
  const reportIds = async (query = '') => {
    const { body } = await report(query).expect(200);
    return (body.data as Array<{ id: number }>).map((order) => order.id);
  };
  const exportCsv = (query = '') =>
    request(service.app).get(`/api/admin/orders-report/export${query}`).set(asAdmin());
  /** The export's records after the header, each as the columns' values by name. */
  const exportedRows = async (query = '') => {
    const response = await exportCsv(query).expect(200);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(['\uFEFF' + ORDERS_REPORT_CSV_COLUMNS[0], ...ORDERS_REPORT_CSV_COLUMNS.slice(1)]);
    return rows.map((row) =>
      Object.fromEntries(ORDERS_REPORT_CSV_COLUMNS.map((column, i) => [column, row[i]])),
    );
  };

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(fakeAuth(users));
    service = startOrderService(
      db,
      { catalogUrl: catalog.url, authUrl: auth.url },
      { clock: () => ist('2025-06-10T09:00:00.000') },
    );

    // The last instant of 31 May in India.
    ids.E = await seed(
      '2025-05-31T23:59:59.999',
      'preparing',
      {},
      { preparingAt: ist('2025-06-01T00:05:00.000') },
    );
    // The first instant of 1 June.
    ids.A = await seed('2025-06-01T00:00:00.000', 'pending');
    ids.B = await seed(
      '2025-06-01T12:00:00.000',
      'delivered',
      {
        categoryName: 'Restaurants & Cafés',
        lines: TIKKA_AND_NAAN,
        bill: TIKKA_AND_NAAN_BILL,
        paymentId: 'PAY-1',
        specialInstructions: 'Less spicy',
      },
      {
        externalOrderId: 'SR-7001',
        externalStatus: 'DELIVERED',
        paymentStatus: 'completed',
        acceptedAt: ist('2025-06-01T12:05:00.000'),
        preparingAt: ist('2025-06-01T12:10:00.000'),
        readyAt: ist('2025-06-01T12:30:00.000'),
        pickedUpAt: ist('2025-06-01T12:40:00.000'),
        outForDeliveryAt: ist('2025-06-01T12:45:00.000'),
        deliveredAt: ist('2025-06-01T13:05:00.000'),
        updatedAt: ist('2025-06-01T13:05:00.000'),
      },
    );
    // F and G were placed in the same millisecond: the higher id comes first.
    ids.F = await seed(
      '2025-06-02T10:00:00.000',
      'ready',
      {
        customer: {
          firstName: null,
          lastName: null,
          flatNumber: null,
          communityName: null,
          dietaryPreferences: [],
        },
      },
      // Placed before orders kept their category.
      { categoryName: null, readyAt: ist('2025-06-02T10:20:00.000') },
    );
    // Picked up by the rider: the reports read it as out for delivery.
    ids.G = await seed(
      '2025-06-02T10:00:00.000',
      'picked_up',
      {
        customer: {
          firstName: 'Ravi',
          lastName: null,
          flatNumber: null,
          communityName: null,
          dietaryPreferences: [],
        },
      },
      { pickedUpAt: ist('2025-06-02T10:40:00.000') },
    );
    // The last minute of 2 June; text that a spreadsheet would misread.
    ids.C = await seed(
      '2025-06-02T23:59:00.000',
      'cancelled',
      {
        restaurantName: 'The "Dhaba"',
        deliveryAddress: 'Flat 9\nTower B, Lakeside',
        customer: {
          firstName: '=HYPERLINK("http://evil.example")',
          lastName: null,
          flatNumber: null,
          communityName: null,
          dietaryPreferences: [],
        },
        lines: [
          { menuItemId: null, externalMenuId: null, name: '@SUM(A1:A9)', pricePaise: 10_000, quantity: 1 },
        ],
      },
      { cancelledAt: ist('2025-06-03T00:01:00.000') },
    );
    // The first instant of 3 June.
    ids.D = await seed(
      '2025-06-03T00:00:00.000',
      'accepted',
      {},
      { acceptedAt: ist('2025-06-03T00:02:00.000') },
    );

    const bill = computeBill([{ pricePaise: 12_000, quantity: 1 }], BILLING);
    const placed = await request(service.app)
      .post('/api/orders')
      .set(asUser(ASHA))
      .send({
        restaurantId: GROCER,
        items: [{ menuItemId: GROCER * 100 + 1, name: 'Masala Dosa', quantity: 1, price: 120 }],
        totalAmount: paiseToRupees(bill.total),
        deliveryAddress: 'Flat 4B, Prestige Lakeside',
        phoneNumber: '9876543210',
        paymentMethod: 'cod',
      })
      .expect(201);
    ids.P = placed.body.id;
  });

  afterAll(async () => {
    await service?.shutdown();
    await Promise.all([catalog?.close(), auth?.close()]);
    await db?.close();
  });

  describe('the report', () => {
    it('answers every order newest first, placement time then id, with the counts of every status', async () => {
      const { body } = await report().expect(200);

      expect(OrdersReportResponseSchema.parse(body)).toEqual(body);
      expect(body.data.map((order: { id: number }) => order.id)).toEqual([
        ids.P,
        ids.D,
        ids.C,
        ids.G,
        ids.F,
        ids.B,
        ids.A,
        ids.E,
      ]);
      expect(body).toMatchObject({ success: true, totalCount: 8, limit: 50, offset: 0 });
      expect(body.statusCounts).toEqual({
        pending: 2,
        accepted: 1,
        preparing: 1,
        ready: 1,
        out_for_delivery: 1,
        delivered: 1,
        cancelled: 1,
      });
    });

    it('answers every field of an order: money in rupees, each step’s own time, the category it was placed in', async () => {
      const { body } = await report('?startDate=2025-06-01&endDate=2025-06-01&status=delivered').expect(200);

      expect(body.data).toEqual([
        {
          id: ids.B,
          externalOrderId: 'SR-7001',
          category: 'Restaurants & Cafés',
          customerName: 'Asha Rao',
          restaurantName: 'Punjab Da Dhaba',
          status: 'delivered',
          externalStatus: 'DELIVERED',
          totalAmount: paiseToRupees(TIKKA_AND_NAAN_BILL.total),
          createdAt: iso('2025-06-01T12:00:00.000'),
          updatedAt: iso('2025-06-01T13:05:00.000'),
          phoneNumber: '9876543210',
          deliveryAddress: 'Flat 4B, Prestige Lakeside',
          items: [
            { name: 'Paneer Tikka', price: 249, quantity: 2 },
            { name: 'Butter Naan', price: 59, quantity: 1 },
          ],
          paymentMethod: 'cod',
          paymentStatus: 'completed',
          paymentId: 'PAY-1',
          specialInstructions: 'Less spicy',
          acceptedTime: iso('2025-06-01T12:05:00.000'),
          preparingTime: iso('2025-06-01T12:10:00.000'),
          readyTime: iso('2025-06-01T12:30:00.000'),
          pickedUpTime: iso('2025-06-01T12:40:00.000'),
          outForDeliveryTime: iso('2025-06-01T12:45:00.000'),
          deliveredTime: iso('2025-06-01T13:05:00.000'),
          cancelledTime: null,
        },
      ]);
    });

    it('keeps the vendor’s category when the order is placed, and shows older orders under the default', async () => {
      const { body } = await report().expect(200);
      const byId = new Map(body.data.map((order: { id: number }) => [order.id, order]));

      expect(byId.get(ids.P)).toMatchObject({
        category: 'Groceries & Essentials',
        restaurantName: 'Nilgiri Fresh',
        customerName: 'Asha Rao',
        status: 'pending',
        createdAt: iso('2025-06-10T09:00:00.000'),
        items: [{ name: 'Masala Dosa', price: 120, quantity: 1 }],
      });
      expect(byId.get(ids.F)).toMatchObject({
        category: DEFAULT_CATEGORY_LABEL,
        customerName: null,
        readyTime: iso('2025-06-02T10:20:00.000'),
        acceptedTime: null,
      });
      expect(byId.get(ids.G)).toMatchObject({
        customerName: 'Ravi',
        status: 'out_for_delivery',
        pickedUpTime: iso('2025-06-02T10:40:00.000'),
        outForDeliveryTime: null,
      });
    });

    it.each([
      [
        'whole days, the end day included',
        '?startDate=2025-06-01&endDate=2025-06-02',
        ['C', 'G', 'F', 'B', 'A'],
      ],
      ['one day as both ends', '?startDate=2025-06-01&endDate=2025-06-01', ['B', 'A']],
      ['only an end day', '?endDate=2025-05-31', ['E']],
      ['only a start day', '?startDate=2025-06-03', ['P', 'D']],
      [
        'ISO times with an offset, both instants included',
        `?startDate=${encodeURIComponent('2025-06-01T12:00:00+05:30')}&endDate=${encodeURIComponent('2025-06-02T23:59:00+05:30')}`,
        ['C', 'G', 'F', 'B'],
      ],
      [
        'ISO times in UTC',
        '?startDate=2025-06-01T06:30:00Z&endDate=2025-06-02T04:30:00.000Z',
        ['G', 'F', 'B'],
      ],
      ['an ISO end a millisecond before an order', '?endDate=2025-05-31T18:29:59.998Z', []],
      ['an ISO end at an order', '?endDate=2025-05-31T18:29:59.999Z', ['E']],
    ] as const)('filters by placement time: %s', async (_case, query, expected) => {
      expect(await reportIds(query)).toEqual(expected.map((name) => ids[name]));
    });

    it('filters by status, counting the date window’s statuses whatever the status filter', async () => {
      const { body } = await report('?startDate=2025-06-01&endDate=2025-06-02&status=cancelled').expect(200);

      expect(body.data.map((order: { id: number }) => order.id)).toEqual([ids.C]);
      expect(body.totalCount).toBe(1);
      expect(body.statusCounts).toEqual({
        pending: 1,
        accepted: 0,
        preparing: 0,
        ready: 1,
        out_for_delivery: 1,
        delivered: 1,
        cancelled: 1,
      });
      // Out for delivery includes the order the rider has picked up, under either word.
      for (const status of ['out_for_delivery', 'picked_up']) {
        const onTheWay = await report(`?startDate=2025-06-01&endDate=2025-06-02&status=${status}`).expect(
          200,
        );
        expect(onTheWay.body).toMatchObject({
          totalCount: 1,
          data: [{ id: ids.G, status: 'out_for_delivery' }],
        });
        expect(onTheWay.body.statusCounts).toEqual(body.statusCounts);
      }
    });

    it.each(['all', 'ALL', ''])('reads status=%j as every status', async (status) => {
      const { body } = await report(`?status=${status}`).expect(200);
      expect(body.totalCount).toBe(8);
      expect(body.data).toHaveLength(8);
    });

    it('pages through the matching orders with limit and offset, counting them all', async () => {
      const everything = await reportIds();
      const pages = await Promise.all(
        [0, 3, 6].map(async (offset) => {
          const { body } = await report(`?limit=3&offset=${offset}`).expect(200);
          expect(body).toMatchObject({ totalCount: 8, limit: 3, offset });
          return (body.data as Array<{ id: number }>).map((order) => order.id);
        }),
      );

      expect(pages.map((page) => page.length)).toEqual([3, 3, 2]);
      expect(pages.flat()).toEqual(everything);
      expect(await reportIds('?offset=8')).toEqual([]);
      // More than the page maximum gets the maximum, and the answer says so.
      const { body: clamped } = await report('?limit=201').expect(200);
      expect(clamped).toMatchObject({ totalCount: 8, limit: 200 });
      expect(clamped.data).toHaveLength(8);
      expect(await reportIds('?startDate=2025-06-01&endDate=2025-06-02&limit=2&offset=1')).toEqual([
        ids.G,
        ids.F,
      ]);
    });
  });

  describe('the CSV export', () => {
    it('downloads every matching order newest first under the contract’s columns', async () => {
      const response = await exportCsv().expect(200);

      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="orders-report-2025-06-10.csv"',
      );
      const rows = await exportedRows();
      expect(rows.map((row) => Number(row['Order ID']))).toEqual([
        ids.P,
        ids.D,
        ids.C,
        ids.G,
        ids.F,
        ids.B,
        ids.A,
        ids.E,
      ]);
      expect(rows[5]).toEqual({
        'Order ID': String(ids.B),
        'External ID': 'SR-7001',
        Category: 'Restaurants & Cafés',
        Customer: 'Asha Rao',
        Phone: '9876543210',
        Vendor: 'Punjab Da Dhaba',
        Status: 'delivered',
        'External Status': 'DELIVERED',
        'Amount (₹)': (TIKKA_AND_NAAN_BILL.total / 100).toFixed(2),
        'Payment Method': 'cod',
        'Payment Status': 'completed',
        Created: iso('2025-06-01T12:00:00.000'),
        Updated: iso('2025-06-01T13:05:00.000'),
        'Delivery Address': 'Flat 4B, Prestige Lakeside',
        Items: 'Paneer Tikka × 2; Butter Naan × 1',
      });
      expect(rows[3]).toMatchObject({ Status: 'out for delivery', Customer: 'Ravi' });
      expect(rows[4]).toMatchObject({ Category: DEFAULT_CATEGORY_LABEL, Customer: '', 'External ID': '' });
    });

    it('quotes commas, quotes and line breaks, and keeps text from running as a spreadsheet formula', async () => {
      const response = await exportCsv('?status=cancelled').expect(200);

      expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(response.text).toContain('"The ""Dhaba"""');
      expect(response.text).toContain('"Flat 9\nTower B, Lakeside"');
      expect(await exportedRows('?status=cancelled')).toEqual([
        expect.objectContaining({
          'Order ID': String(ids.C),
          Customer: `'=HYPERLINK("http://evil.example")`,
          Vendor: 'The "Dhaba"',
          'Delivery Address': 'Flat 9\nTower B, Lakeside',
          Items: `'@SUM(A1:A9) × 1`,
          Status: 'cancelled',
        }),
      ]);
    });

    it('applies the report’s filters and ignores its paging', async () => {
      const rows = await exportedRows(
        '?startDate=2025-06-01&endDate=2025-06-02&status=ready&limit=1&offset=5',
      );
      expect(rows.map((row) => Number(row['Order ID']))).toEqual([ids.F]);
      const window = await exportedRows('?startDate=2025-06-01&endDate=2025-06-01');
      expect(window.map((row) => Number(row['Order ID']))).toEqual([ids.B, ids.A]);
    });

    it('answers only the header when no order matches', async () => {
      const response = await exportCsv('?endDate=2024-01-01').expect(200);
      expect(response.text).toBe(`\uFEFF${ORDERS_REPORT_CSV_COLUMNS.join(',')}\r\n`);
    });

    it('reads large exports in chunks without losing or repeating orders placed in the same millisecond', async () => {
      // More orders than one chunk holds (1,000), all placed at one instant: only the id orders them.
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO orders.orders (user_id, vendor_id, category_id, category_name, restaurant_name, status,
           items_total_paise, platform_fee_paise, delivery_charge_paise, packaging_paise, gst_paise,
           total_amount_paise, delivery_address, phone_number, created_at, updated_at)
         SELECT 1, 1, 1, 'Bulk', 'Bulk Kitchen', 'delivered', 100, 0, 0, 0, 0, 100, 'Bulk', '1', $1::timestamptz, $1::timestamptz
           FROM generate_series(1, 2100)
         RETURNING id`,
        ist('2024-03-01T12:00:00.000'),
      );
      try {
        const rows = await exportedRows('?startDate=2024-03-01&endDate=2024-03-01');
        const exported = rows.map((row) => Number(row['Order ID']));
        expect(exported).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
      } finally {
        await db.query(`DELETE FROM orders.orders WHERE category_name = 'Bulk'`);
      }
    });
  });

  describe('bad input', () => {
    const DATE_MESSAGE = (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time`;

    it.each([
      ['?startDate=yesterday', DATE_MESSAGE('startDate')],
      ['?startDate=2026-02-31', DATE_MESSAGE('startDate')],
      ['?endDate=2026-13-01', DATE_MESSAGE('endDate')],
      ['?endDate=2026-06-01T25:00:00Z', DATE_MESSAGE('endDate')],
      ['?startDate=2026-06-01T10:00:00', DATE_MESSAGE('startDate')],
      ['?startDate=2025-06-01&startDate=2025-06-02', DATE_MESSAGE('startDate')],
      ['?startDate=2025-06-03&endDate=2025-06-01', 'startDate must be before endDate'],
      ['?startDate=2025-06-02&endDate=2025-06-01', 'startDate must be before endDate'],
      ['?limit=0', 'limit must be a positive whole number'],
      ['?limit=ten', 'limit must be a positive whole number'],
      ['?limit=1.5', 'limit must be a positive whole number'],
      ['?offset=-1', 'offset must be a whole number from 0 to 100000'],
      ['?offset=100001', 'offset must be a whole number from 0 to 100000'],
      [
        '?status=shipped',
        'status must be all or one of: pending, accepted, preparing, ready, out_for_delivery, delivered, cancelled',
      ],
    ])('refuses %s with a 400 and the reason, on the report and on the export', async (query, message) => {
      const { body } = await report(query).expect(400);
      expect(body.message).toBe(message);
      const exported = await exportCsv(query).expect(400);
      expect(exported.headers['content-type']).toMatch(/^application\/json/);
      expect(exported.body.message).toBe(message);
    });
  });

  describe('who may ask', () => {
    const calls = [
      ['GET', '/api/admin/orders-report'],
      ['GET', '/api/admin/orders-report/export'],
      ['GET', '/api/admin/set-aside-events'],
      ['POST', '/api/admin/set-aside-events/8f14e45f-ceea-4e7a-9b0e-4e2a6a0f2f10/replay'],
    ] as const;
    const send = (method: 'GET' | 'POST', path: string) =>
      method === 'GET' ? request(service.app).get(path) : request(service.app).post(path);

    it.each(calls)('answers %s %s to administrators only: 401 signed out', async (method, path) => {
      const { body } = await send(method, path).set(asAnonymous()).expect(401);
      expect(body).toEqual({ message: 'Admin authentication required' });
    });

    it.each(calls)('answers %s %s to administrators only: 403 for a resident', async (method, path) => {
      const { body } = await send(method, path).set(asUser(ASHA)).expect(403);
      expect(body).toEqual({ message: 'Administrator access required' });
    });
  });
});
