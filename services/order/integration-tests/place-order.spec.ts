import request from 'supertest';
import {
  computeBill,
  DEFAULT_COD_ORDER_MAX_RUPEES,
  ORDER_ITEM_MAX_QUANTITY,
  ORDER_MAX_LINES,
  ORDER_MESSAGES,
  OrderSchema,
  paiseToRupees,
  parseEventEnvelope,
  type OrderContext,
  type UserSnapshot,
} from '@marketplace/contracts';
import { callingAs } from '@marketplace/testing';
import {
  asAnonymous,
  asUser,
  fakeAuth,
  fakeCatalog,
  listen,
  localVendor,
  resident,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const LOCAL = 1;
const CLOSED = 2;
/** A vendor whose one item costs ₹999, so a cart can pass the cash ceiling. */
const PRICEY = 3;
const ASHA = 11;
const RAVI = 12;

describe('POST /api/orders and the resident’s order calls', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;

  const contexts = new Map<number, OrderContext>([
    [LOCAL, localVendor(LOCAL)],
    [CLOSED, localVendor(CLOSED, { name: 'Closed Cafe', isOpen: false })],
    [
      PRICEY,
      {
        ...localVendor(PRICEY, { name: 'Gold Leaf Sweets' }),
        menu: [
          {
            id: 301,
            name: 'Gold Leaf Barfi Box',
            pricePaise: 99_900,
            isAvailable: true,
            externalMenuId: null,
            category: 'dessert',
          },
        ],
      },
    ],
  ]);
  const users = new Map<number, UserSnapshot>([
    [ASHA, resident(ASHA)],
    [RAVI, resident(RAVI, { firstName: 'Ravi', lastName: 'Kumar', communityId: null, flatNumber: null })],
  ]);

  const dosa = { menuItemId: LOCAL * 100 + 1, name: 'Masala Dosa', quantity: 2, price: 120 };
  const coffee = { itemId: String(LOCAL * 100 + 2), name: 'Filter Coffee', quantity: 1, price: 45 };
  const expectedBill = computeBill(
    [
      { pricePaise: 12_000, quantity: 2 },
      { pricePaise: 4_500, quantity: 1 },
    ],
    localVendor(LOCAL).billing,
  );
  const cart = (overrides: Record<string, unknown> = {}) => ({
    restaurantId: LOCAL,
    restaurantName: 'Annapoorna Kitchen',
    items: [dosa, coffee],
    totalAmount: paiseToRupees(expectedBill.total),
    deliveryAddress: { line1: 'Flat 4B', line2: 'Prestige Lakeside', city: 'Bengaluru', pincode: 560037 },
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
    specialInstructions: 'Ring the bell twice',
    ...overrides,
  });
  const place = (body: unknown, userId = ASHA) =>
    request(service.app)
      .post('/api/orders')
      .set(asUser(userId))
      .send(body as object);

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(fakeAuth(users));
    service = startOrderService(db, { catalogUrl: catalog.url, authUrl: auth.url });
  });

  afterAll(async () => {
    await service.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  it('records the resident as their signed identity carries them, asking auth nothing', async () => {
    // A resident auth does not know: only the identity the gateway signed can name them.
    const response = await request(service.app)
      .post('/api/orders')
      .set(
        callingAs({
          user: {
            id: 77,
            sessionId: 'session-77',
            communityId: 1,
            profile: {
              firstName: 'Meera',
              lastName: 'Iyer',
              flatNumber: '12C',
              dietaryPreferences: ['vegetarian', 'a-preference-from-a-newer-build'],
            },
          },
        }),
      )
      .send(cart())
      .expect(201);
    expect(OrderSchema.parse(response.body).user).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      flatNumber: '12C',
      communityName: 'Prestige Lakeside',
    });
    const [row] = await db.query<{ customer_dietary_preferences: string[] }>(
      'SELECT customer_dietary_preferences FROM orders.orders WHERE id = $1',
      response.body.id,
    );
    expect(row!.customer_dietary_preferences).toEqual(['vegetarian']);
  });

  it('places a cash-on-delivery order charged by the menu and the billing config, and answers the order', async () => {
    const response = await place(cart()).expect(201);
    const order = OrderSchema.parse(response.body);

    expect(order).toMatchObject({
      status: 'pending',
      restaurantId: LOCAL,
      vendorId: LOCAL,
      restaurantName: 'Annapoorna Kitchen',
      restaurantAddress: '3rd Cross, Indiranagar',
      externalOrderId: null,
      externalRestaurantId: null,
      totalAmount: paiseToRupees(expectedBill.total),
      breakdown: {
        itemsTotal: 285,
        platformFee: paiseToRupees(expectedBill.platformFee),
        deliveryCharge: 15,
        packaging: paiseToRupees(expectedBill.packaging),
        gst: paiseToRupees(expectedBill.gst),
        total: paiseToRupees(expectedBill.total),
      },
      items: [
        { name: 'Masala Dosa', quantity: 2, price: 120, menuItemId: 101, externalMenuId: null },
        { name: 'Filter Coffee', quantity: 1, price: 45, menuItemId: 102, externalMenuId: null },
      ],
      deliveryAddress: 'Flat 4B, Prestige Lakeside, Bengaluru, 560037',
      phoneNumber: '9876543210',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      specialInstructions: 'Ring the bell twice',
      customerSupportNumber: '+91 80 4000 1234',
      user: { firstName: 'Asha', lastName: 'Rao', flatNumber: '4B', communityName: 'Prestige Lakeside' },
      orderNumber: `CM-${String(order.id).padStart(4, '0')}`,
    });
    expect(order.externalTimestamps).toEqual({
      orderedTime: order.createdAt,
      acceptedTime: null,
      preparingTime: null,
      readyTime: null,
      pickedUpTime: null,
      deliveredTime: null,
      cancelledTime: null,
    });
    expect(new Date(order.estimatedDeliveryTime!).getTime() - new Date(order.createdAt).getTime()).toBe(
      20 * 60_000,
    );
  });

  it('records the order, its items, its history, the notification and order.created together', async () => {
    const { body } = await place(cart()).expect(201);
    const [row] = await db.query<{ total_amount_paise: number; relay_status: string }>(
      'SELECT total_amount_paise, relay_status FROM orders.orders WHERE id = $1',
      body.id,
    );
    expect(row).toEqual({ total_amount_paise: expectedBill.total, relay_status: 'not_required' });
    expect(
      await db.query(
        'SELECT status, source, applied FROM orders.order_status_history WHERE order_id = $1',
        body.id,
      ),
    ).toEqual([{ status: 'pending', source: 'customer', applied: true }]);
    expect(
      await db.query(
        'SELECT user_id, type, title, message, is_read FROM orders.notifications WHERE order_id = $1',
        body.id,
      ),
    ).toEqual([
      {
        user_id: ASHA,
        type: 'order_update',
        title: 'Order placed',
        message: 'Your order from Annapoorna Kitchen has been placed.',
        is_read: false,
      },
    ]);
    const events = await db.query<{ topic: string; key: string; payload: unknown }>(
      "SELECT topic, key, payload FROM orders.outbox WHERE key = $1 AND type = 'order.created'",
      String(body.id),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.topic).toBe('marketplace.orders');
    expect(parseEventEnvelope(events[0]!.payload)).toMatchObject({
      type: 'order.created',
      source: 'order',
      subject: String(body.id),
      data: {
        orderId: body.id,
        userId: ASHA,
        vendorId: LOCAL,
        categoryId: 1,
        totalAmountPaise: expectedBill.total,
        isExternal: false,
      },
    });
  });

  it('writes nothing at all when any part of the transaction fails', async () => {
    const count = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM orders.orders)::int + (SELECT count(*) FROM orders.notifications)::int AS n',
        )
      )[0]!.n;
    const before = await count();
    await db.prisma.$executeRawUnsafe('ALTER TABLE orders.outbox RENAME TO outbox_away');
    try {
      await place(cart()).expect(500);
    } finally {
      await db.prisma.$executeRawUnsafe('ALTER TABLE orders.outbox_away RENAME TO outbox');
    }
    expect(await count()).toBe(before);
  });

  it("refuses a closed vendor with the spec's text", async () => {
    const response = await place(
      cart({ restaurantId: CLOSED, items: [{ ...dosa, menuItemId: 201 }] }),
    ).expect(409);
    expect(response.body).toEqual({
      message: 'Sorry, this restaurant is currently closed. Please try again later.',
    });
  });

  it("refuses an unavailable item with the spec's text", async () => {
    const response = await place(
      cart({ items: [{ menuItemId: 103, name: 'Rava Kesari', quantity: 1, price: 60 }] }),
    ).expect(409);
    expect(response.body).toEqual({ message: 'Sorry, "Rava Kesari" is currently unavailable.' });
  });

  it('refuses an item that is not on the menu', async () => {
    const response = await place(cart({ items: [{ name: 'Pizza', quantity: 1, price: 300 }] })).expect(400);
    expect(response.body.message).toContain('Pizza');
  });

  it("refuses a cart whose total or item prices are not the menu's, never charging another total", async () => {
    const tampered = await place(cart({ totalAmount: paiseToRupees(expectedBill.total) - 50 })).expect(409);
    expect(tampered.body).toEqual({ message: 'Prices have changed. Please review your cart and try again.' });

    // Prices the cart showed before a change (or made up): refused, even with the right total.
    const cheapItems = await place(
      cart({
        items: [
          { ...dosa, price: 1 },
          { ...coffee, price: 1 },
        ],
      }),
    ).expect(409);
    expect(cheapItems.body).toEqual({
      message: 'Prices have changed. Please review your cart and try again.',
    });
  });

  describe('what one order may hold (issue 27)', () => {
    const ordersNow = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders.orders'))[0]!.n;
    const dosas = (quantity: number) =>
      computeBill([{ pricePaise: 12_000, quantity }], localVendor(LOCAL).billing);
    const barfi = (quantity: number) => ({
      menuItemId: 301,
      name: 'Gold Leaf Barfi Box',
      quantity,
      price: 999,
    });
    const barfiCart = (quantity: number) =>
      cart({
        restaurantId: PRICEY,
        items: [barfi(quantity)],
        totalAmount: paiseToRupees(
          computeBill([{ pricePaise: 99_900, quantity }], localVendor(PRICEY).billing).total,
        ),
      });

    it('merges lines naming the same item, by any of its names, into one line', async () => {
      const bill = computeBill(
        [
          { pricePaise: 12_000, quantity: 5 },
          { pricePaise: 4_500, quantity: 1 },
        ],
        localVendor(LOCAL).billing,
      );
      const response = await place(
        cart({
          items: [dosa, coffee, { name: 'masala dosa', quantity: 3, price: 120 }],
          totalAmount: paiseToRupees(bill.total),
        }),
      ).expect(201);
      expect(OrderSchema.parse(response.body).items).toEqual([
        { name: 'Masala Dosa', quantity: 5, price: 120, menuItemId: 101, externalMenuId: null },
        { name: 'Filter Coffee', quantity: 1, price: 45, menuItemId: 102, externalMenuId: null },
      ]);
      const items = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders.order_items WHERE order_id = $1',
        response.body.id,
      );
      expect(items[0]!.n).toBe(2);
    });

    it('refuses more of one item than a line may hold, however the lines are split, writing nothing', async () => {
      const before = await ordersNow();
      const tooMany = { message: ORDER_MESSAGES.itemQuantityTooHigh('Masala Dosa') };
      const fiftyOf99 = Array.from({ length: ORDER_MAX_LINES }, () => ({
        ...dosa,
        quantity: ORDER_ITEM_MAX_QUANTITY,
      }));
      expect(
        (await place(cart({ items: fiftyOf99, totalAmount: paiseToRupees(dosas(4_950).total) })).expect(400))
          .body,
      ).toEqual(tooMany);
      const twoHalves = [
        { ...dosa, quantity: 50 },
        { ...dosa, quantity: 50 },
      ];
      expect(
        (await place(cart({ items: twoHalves, totalAmount: paiseToRupees(dosas(100).total) })).expect(400))
          .body,
      ).toEqual(tooMany);
      const oneTooMany = await place(
        cart({ items: [{ ...dosa, quantity: 100 }], totalAmount: paiseToRupees(dosas(100).total) }),
      ).expect(400);
      expect(oneTooMany.body.message).toEqual(expect.stringContaining(String(ORDER_ITEM_MAX_QUANTITY)));
      const lines = Array.from({ length: ORDER_MAX_LINES + 1 }, () => ({ ...coffee, quantity: 1 }));
      expect((await place(cart({ items: lines })).expect(400)).body.message).toBe(
        ORDER_MESSAGES.tooManyLines,
      );
      expect(await ordersNow()).toBe(before);
    });

    it('refuses a cash order above the ceiling, ₹50,000 by default, and takes one below it', async () => {
      const before = await ordersNow();
      expect((await place(barfiCart(ORDER_ITEM_MAX_QUANTITY)).expect(400)).body).toEqual({
        message: ORDER_MESSAGES.cashTotalTooHigh(DEFAULT_COD_ORDER_MAX_RUPEES),
      });
      expect(await ordersNow()).toBe(before);
      await place(barfiCart(40)).expect(201);
    });

    it('takes its cash ceiling from the service’s setting (COD_ORDER_MAX_RUPEES, codOrderMaxRupees)', async () => {
      const strict = startOrderService(
        db,
        { catalogUrl: catalog.url, authUrl: auth.url },
        { codOrderMaxRupees: 1_000 },
      );
      try {
        const response = await request(strict.app).post('/api/orders').set(asUser(ASHA)).send(barfiCart(1));
        expect([response.status, response.body]).toEqual([
          400,
          { message: ORDER_MESSAGES.cashTotalTooHigh(1_000) },
        ]);
      } finally {
        await strict.shutdown();
      }
    });
  });

  it('accepts a cart total within one rupee of the server total', async () => {
    await place(cart({ totalAmount: paiseToRupees(expectedBill.total) + 0.99 })).expect(201);
  });

  it('refuses any payment method but cash on delivery', async () => {
    const response = await place(cart({ paymentMethod: 'card', paymentId: 'pay_123' })).expect(400);
    expect(response.body.message).toBe('Only cash on delivery is available');
  });

  it.each([
    ['a missing restaurant', { restaurantId: undefined }, 'restaurantId is required'],
    ['an empty cart', { items: [] }, 'Your cart is empty'],
    [
      'a quantity over 99',
      { items: [{ ...dosa, quantity: 100 }] },
      'Item quantity must be a whole number from 1 to 99',
    ],
    [
      'a fractional quantity',
      { items: [{ ...dosa, quantity: 1.5 }] },
      'Item quantity must be a whole number from 1 to 99',
    ],
    ['a total sent as text', { totalAmount: '285' }, 'totalAmount must be a number'],
    ['a missing phone number', { phoneNumber: '' }, 'Please enter your phone number'],
    ['a missing delivery address', { deliveryAddress: undefined }, 'Please enter your delivery address'],
    [
      'an address object with no parts',
      { deliveryAddress: { line1: ' ' } },
      'Please enter your delivery address',
    ],
    [
      'special instructions over 500 characters',
      { specialInstructions: 'x'.repeat(501) },
      'Special instructions can be at most 500 characters',
    ],
    [
      'a restaurant id that is not a number',
      { restaurantId: 'abc' },
      'restaurantId must be a positive whole number',
    ],
  ])('refuses %s with 400', async (_case, overrides, message) => {
    const response = await place(cart(overrides)).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const broken = await request(service.app)
      .post('/api/orders')
      .set(asUser(ASHA))
      .set('content-type', 'application/json')
      .send('{"restaurantId": 1,')
      .expect(400);
    expect(broken.body).toEqual({ message: 'Request body is not valid JSON' });
    await place([cart()]).expect(400);
  });

  it('answers 404 for a vendor the catalog does not know', async () => {
    const response = await place(cart({ restaurantId: 999 })).expect(404);
    expect(response.body.message).toBe('Vendor not found');
  });

  it('refuses callers who are not signed in', async () => {
    await request(service.app).post('/api/orders').send(cart()).expect(401);
    const anonymous = asAnonymous();
    const response = await request(service.app).post('/api/orders').set(anonymous).send(cart()).expect(401);
    expect(response.body).toEqual({ message: 'Authentication required' });
    await request(service.app).get('/api/orders/user').set(anonymous).expect(401);
    await request(service.app).get('/api/notifications').set(anonymous).expect(401);
  });

  it("lists the resident's own orders newest first, and only theirs", async () => {
    const first = (await place(cart(), RAVI).expect(201)).body;
    const second = (
      await place(
        cart({
          items: [coffee],
          totalAmount: paiseToRupees(
            computeBill([{ pricePaise: 4_500, quantity: 1 }], localVendor(LOCAL).billing).total,
          ),
        }),
        RAVI,
      ).expect(201)
    ).body;

    const { body } = await request(service.app).get('/api/orders/user').set(asUser(RAVI)).expect(200);
    expect(body.map((order: { id: number }) => order.id)).toEqual([second.id, first.id]);
    expect(body[0]).toMatchObject({
      items: [{ name: 'Filter Coffee', quantity: 1, price: 45 }],
      status: 'pending',
      externalStatus: null,
      restaurantName: 'Annapoorna Kitchen',
      restaurantId: LOCAL,
      vendorId: LOCAL,
      externalRestaurantId: null,
      deliveryAddress: 'Flat 4B, Prestige Lakeside, Bengaluru, 560037',
      paymentMethod: 'cod',
      externalOrderId: null,
      user: { firstName: 'Ravi', lastName: 'Kumar', flatNumber: null, communityName: null },
    });
    expect(typeof body[0].createdAt).toBe('string');
  });

  it("shows one order and its status to its owner only: another resident's order is a 404", async () => {
    const { body: placed } = await place(cart()).expect(201);

    const own = await request(service.app).get(`/api/orders/${placed.id}`).set(asUser(ASHA)).expect(200);
    expect(own.body).toEqual(placed);

    const status = await request(service.app)
      .get(`/api/orders/${placed.id}/status`)
      .set(asUser(ASHA))
      .expect(200);
    expect(status.body).toEqual({
      status: 'pending',
      externalStatus: null,
      lastUpdated: placed.updatedAt,
      estimatedDeliveryTime: placed.estimatedDeliveryTime,
    });

    for (const path of [`/api/orders/${placed.id}`, `/api/orders/${placed.id}/status`]) {
      const response = await request(service.app).get(path).set(asUser(RAVI)).expect(404);
      expect(response.body).toEqual({ message: 'Order not found' });
    }
    await request(service.app).get('/api/orders/999999').set(asUser(ASHA)).expect(404);
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('refuses the order id %s with 400', async (id) => {
    const response = await request(service.app).get(`/api/orders/${id}`).set(asUser(ASHA)).expect(400);
    expect(response.body).toEqual({ message: 'Invalid order ID' });
  });

  it("lists the resident's notifications newest first", async () => {
    const { body: placed } = await place(cart()).expect(201);
    const { body } = await request(service.app).get('/api/notifications').set(asUser(ASHA)).expect(200);
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'order_update',
      title: 'Order placed',
      message: 'Your order from Annapoorna Kitchen has been placed.',
      isRead: false,
      orderId: placed.id,
      createdAt: expect.any(String),
    });
    const ids = body.notifications.map((notification: { id: number }) => notification.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const other = await request(service.app).get('/api/notifications').set(asUser(999)).expect(200);
    expect(other.body).toEqual({ notifications: [] });
  });
});
