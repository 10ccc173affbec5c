import request from 'supertest';
import {
  EXPIRED_ORDER_REASON,
  HANDOFF_MAX_TRIES,
  OrderSchema,
  PAGE_LIMIT_HEADER,
  VENDOR_MESSAGES,
  VENDOR_OUT_OF_AREA_MESSAGE,
  VENDOR_STREAM_EVENTS,
  VendorOrderSchema,
  VendorOrdersResponseSchema,
  type OrderContext,
  type StoreMembership,
  type UserSnapshot,
} from '@marketplace/contracts';
import { openEventStreamCount, signIdentity } from '@marketplace/service-kit';
import { connectSse, type SseConnection } from '@marketplace/testing';
import { expireUnansweredOrders } from '../src/app/commands/expire-unanswered-orders';
import { PrismaOrderRepository } from '../src/infra/db/prisma-order.repository';
import { prismaRunInTransaction } from '../src/infra/db/prisma-unit-of-work';
import {
  asAnonymous,
  asStoreMember,
  asUser,
  eventually,
  fakeAuth,
  fakeCatalog,
  insertRelayedOrder,
  listen,
  localVendor,
  localVendorCart,
  logger,
  resident,
  SECRET,
  startOrderDatabase,
  startOrderService,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const ANNAPOORNA = 1;
const OTHER_STORE = 2;
const FAR_AWAY = 3;
const ASHA = 11;
const OWNER = 501;
const STAFF = 502;
const STRANGER_VENDOR = 503;

const OWNER_STORES: StoreMembership[] = [{ storeId: ANNAPOORNA, role: 'owner' }];
const STAFF_STORES: StoreMembership[] = [{ storeId: ANNAPOORNA, role: 'staff' }];

describe('the vendor app’s order calls (issue 24)', () => {
  let db: OrderDatabase;
  let catalog: RunningServer;
  let auth: RunningServer;
  let service: TestOrderService;
  let server: RunningServer;
  const streams: SseConnection[] = [];

  const contexts = new Map<number, OrderContext>([
    [ANNAPOORNA, localVendor(ANNAPOORNA, { name: 'Annapoorna Mess' })],
    [OTHER_STORE, localVendor(OTHER_STORE, { name: 'Other Store' })],
    [FAR_AWAY, localVendor(FAR_AWAY, { name: 'Hyderabad House', communityIds: [9] })],
  ]);
  const users = new Map<number, UserSnapshot>([
    [
      ASHA,
      resident(ASHA, { firstName: 'Asha', flatNumber: '4B', dietaryPreferences: ['vegetarian', 'jain'] }),
    ],
  ]);

  const place = async (storeId = ANNAPOORNA, quantity = 2) => {
    const res = await request(service.app)
      .post('/api/orders')
      .set(asUser(ASHA))
      .send(localVendorCart(storeId, quantity, { specialInstructions: 'No onions' }));
    expect(res.status).toBe(201);
    return OrderSchema.parse(res.body);
  };
  const asOwner = () => asStoreMember(OWNER, OWNER_STORES);
  const asStaff = () => asStoreMember(STAFF, STAFF_STORES);
  const act = (orderId: number, action: string, body: object, as = asOwner()) =>
    request(service.app).post(`/api/vendor/orders/${orderId}/${action}`).set(as).send(body);
  const residentView = async (orderId: number) =>
    OrderSchema.parse((await request(service.app).get(`/api/orders/${orderId}`).set(asUser(ASHA))).body);

  beforeAll(async () => {
    db = await startOrderDatabase();
    catalog = await listen(fakeCatalog(contexts, new Map([[1, 'Prestige Lakeside']])));
    auth = await listen(fakeAuth(users));
    service = startOrderService(
      db,
      { catalogUrl: catalog.url, authUrl: auth.url },
      { live: { pollIntervalMs: 25 }, acceptWindowMs: 10 * 60_000 },
    );
    await service.bus.start();
    service.start();
    server = await listen(service.app);
  });

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await eventually(async () => openEventStreamCount() === 0);
  });

  afterAll(async () => {
    await server.close();
    await service.shutdown();
    await Promise.all([catalog.close(), auth.close()]);
    await db.close();
  });

  describe('who may call', () => {
    it('asks an anonymous caller to sign in and tells a resident without a store to apply', async () => {
      const anonymous = await request(service.app).get('/api/vendor/orders').set(asAnonymous());
      expect(anonymous.status).toBe(401);
      const residentOnly = await request(service.app).get('/api/vendor/orders').set(asUser(ASHA));
      expect(residentOnly.status).toBe(403);
      expect(residentOnly.body).toEqual({ message: VENDOR_MESSAGES.notAMember });
      const accept = await act(1, 'accept', { prepMinutes: 20 }, asUser(ASHA));
      expect(accept.status).toBe(403);
    });

    it('answers another store’s order, and a partner’s, as not found', async () => {
      const order = await place(OTHER_STORE);
      const partnerOrder = await insertRelayedOrder(db, { userId: ASHA, vendorId: ANNAPOORNA });
      for (const id of [order.id, partnerOrder.id, 999_999]) {
        const read = await request(service.app).get(`/api/vendor/orders/${id}`).set(asOwner());
        expect(read.status).toBe(404);
        expect(read.body).toEqual({ message: VENDOR_MESSAGES.orderNotFound });
        const accept = await act(id, 'accept', { prepMinutes: 20 });
        expect(accept.status).toBe(404);
      }
      expect(await db.statusOf(order.id)).toBe('pending');
    });

    it('refuses an identity whose stores were not signed by the gateway', async () => {
      const order = await place();
      const forged = signIdentity(
        { user: { id: STRANGER_VENDOR, sessionId: 'forged', stores: OWNER_STORES } },
        'not-the-gateway-secret',
        { method: 'POST', path: `/api/vendor/orders/${order.id}/accept` },
      );
      const res = await request(service.app)
        .post(`/api/vendor/orders/${order.id}/accept`)
        .set(forged)
        .send({ prepMinutes: 20 });
      expect(res.status).toBe(401);
      expect(await db.statusOf(order.id)).toBe('pending');
      expect(SECRET).not.toBe('not-the-gateway-secret');
    });

    it('refuses malformed ids and bodies with the contract’s messages', async () => {
      const order = await place();
      expect((await request(service.app).get('/api/vendor/orders/abc').set(asOwner())).body).toEqual({
        message: VENDOR_MESSAGES.invalidOrderId,
      });
      const badMinutes = await act(order.id, 'accept', { prepMinutes: 12 });
      expect(badMinutes.status).toBe(400);
      expect(badMinutes.body).toMatchObject({ message: VENDOR_MESSAGES.prepMinutesInvalid });
      const noNote = await act(order.id, 'reject', { reason: 'other' });
      expect(noNote.status).toBe(400);
      expect(noNote.body).toMatchObject({ message: VENDOR_MESSAGES.rejectNoteRequired });
      const badCode = await act(order.id, 'deliver', { handoffCode: '12a4' });
      expect(badCode.status).toBe(400);
      expect(badCode.body).toMatchObject({ message: VENDOR_MESSAGES.handoffCodeFormat });
      const badQuery = await request(service.app).get('/api/vendor/orders?status=eaten').set(asOwner());
      expect(badQuery.status).toBe(400);
      expect(await db.statusOf(order.id)).toBe('pending');
    });
  });

  it('lists the store’s orders by tab with counts, as a card shows them', async () => {
    const order = await place();
    const res = await request(service.app).get('/api/vendor/orders?status=new').set(asStaff());
    expect(res.status).toBe(200);
    const page = VendorOrdersResponseSchema.parse(res.body);
    const card = page.orders.find((entry) => entry.id === order.id)!;
    expect(card).toMatchObject({
      orderNumber: order.orderNumber,
      storeId: ANNAPOORNA,
      status: 'pending',
      items: [expect.objectContaining({ name: 'Masala Dosa', quantity: 2 })],
      totalAmount: order.totalAmount,
      paymentMethod: 'cod',
      customer: {
        firstName: 'Asha',
        flatNumber: '4B',
        communityName: 'Prestige Lakeside',
        phone: '9876543210',
      },
      specialInstructions: 'No onions',
      dietaryPreferences: ['vegetarian', 'jain'],
    });
    expect(Date.parse(card.answerBy!) - Date.parse(card.createdAt)).toBe(10 * 60_000);
    expect(page.orders.every((entry) => entry.storeId === ANNAPOORNA && entry.status === 'pending')).toBe(
      true,
    );
    expect(page.counts.new).toBeGreaterThanOrEqual(1);

    const byNumber = VendorOrdersResponseSchema.parse(
      (await request(service.app).get(`/api/vendor/orders?q=${order.orderNumber}`).set(asOwner())).body,
    );
    expect(byNumber.orders.map((entry) => entry.id)).toEqual([order.id]);
    const otherDay = VendorOrdersResponseSchema.parse(
      (await request(service.app).get('/api/vendor/orders?from=2020-01-01&to=2020-01-31').set(asOwner()))
        .body,
    );
    expect(otherDay.orders).toEqual([]);
    expect(otherDay.counts).toEqual({ new: 0, in_progress: 0, done: 0 });
  });

  it('gives the most a page holds to a store asking for more, and says which limit it used', async () => {
    await place();
    const many = await request(service.app).get('/api/vendor/orders?limit=1000').set(asOwner());
    expect(many.status).toBe(200);
    expect(many.headers[PAGE_LIMIT_HEADER]).toBe('100');
    expect(VendorOrdersResponseSchema.parse(many.body).orders.length).toBeGreaterThan(0);
    const one = await request(service.app).get('/api/vendor/orders?limit=1').set(asOwner());
    expect(one.headers[PAGE_LIMIT_HEADER]).toBe('1');
    expect(VendorOrdersResponseSchema.parse(one.body).orders).toHaveLength(1);
    for (const query of ['limit=0', 'limit=-2', 'limit=many']) {
      const refused = await request(service.app).get(`/api/vendor/orders?${query}`).set(asOwner());
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('limit must be a positive whole number');
    }
  });

  it('takes an order from accepted to delivered with the resident’s code, the resident following it', async () => {
    const order = await place();
    const tracking = await connectSse(`${server.url}/api/orders/${order.id}/events`, asUser(ASHA));
    streams.push(tracking);
    await tracking.next(() => true);

    const before = Date.now();
    const accepted = await act(order.id, 'accept', { prepMinutes: 20 }, asStaff());
    expect(accepted.status).toBe(200);
    expect(VendorOrderSchema.parse(accepted.body)).toMatchObject({ status: 'accepted', prepMinutes: 20 });
    const estimate = Date.parse((await residentView(order.id)).estimatedDeliveryTime!);
    expect(estimate).toBeGreaterThanOrEqual(before + 20 * 60_000 - 1_000);
    expect(estimate).toBeLessThanOrEqual(Date.now() + 20 * 60_000 + 1_000);
    const seen = await tracking.next((event) => JSON.parse(event.data).status === 'accepted');
    expect(JSON.parse(seen.data).estimatedDeliveryTime).toBe(new Date(estimate).toISOString());

    // No step skipped, none repeated, none backwards.
    const skip = await act(order.id, 'status', { status: 'ready' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(VENDOR_MESSAGES.notNextStep('accepted', 'preparing'));
    expect((await act(order.id, 'deliver', { handoffCode: '0000' })).body).toEqual({
      message: VENDOR_MESSAGES.notOutForDelivery,
    });
    for (const status of ['preparing', 'ready', 'out_for_delivery'] as const)
      expect((await act(order.id, 'status', { status })).status).toBe(200);
    expect((await act(order.id, 'status', { status: 'preparing' })).status).toBe(409);

    const onTheWay = await residentView(order.id);
    expect(onTheWay.handoffCode).toMatch(/^\d{4}$/);
    const codeEvent = await tracking.next((event) => JSON.parse(event.data).status === 'out_for_delivery');
    expect(JSON.parse(codeEvent.data).handoffCode).toBe(onTheWay.handoffCode);
    const vendorView = await request(service.app).get(`/api/vendor/orders/${order.id}`).set(asOwner());
    expect(JSON.stringify(vendorView.body)).not.toContain(`"${onTheWay.handoffCode}"`);

    const wrong = onTheWay.handoffCode === '0000' ? '1111' : '0000';
    const refused = await act(order.id, 'deliver', { handoffCode: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: VENDOR_MESSAGES.wrongHandoffCode(HANDOFF_MAX_TRIES - 1) });
    const delivered = await act(order.id, 'deliver', { handoffCode: onTheWay.handoffCode });
    expect(delivered.status).toBe(200);
    expect(VendorOrderSchema.parse(delivered.body)).toMatchObject({
      status: 'delivered',
      handoffFailures: 1,
      deliveredWithoutCode: false,
    });
    const done = await residentView(order.id);
    expect(done).toMatchObject({ status: 'delivered', paymentStatus: 'completed', handoffCode: null });
    expect(await db.notificationTitles(order.id)).toEqual([
      'Order placed',
      'Order accepted',
      'Order being prepared',
      'Order ready',
      'Out for delivery',
      'Order delivered',
    ]);
    const events = await db.query<{ source: string }>(
      `SELECT payload->'data'->>'source' AS source FROM orders.outbox
        WHERE key = $1 AND payload->>'type' = 'order.status_changed' ORDER BY seq`,
      String(order.id),
    );
    expect(events.map((event) => event.source)).toEqual(['vendor', 'vendor', 'vendor', 'vendor', 'vendor']);
    expect((await act(order.id, 'status', { status: 'out_for_delivery' })).body).toEqual({
      message: VENDOR_MESSAGES.alreadyDelivered,
    });
  });

  it('stops taking codes after the fifth wrong one and lets only the owner deliver without it', async () => {
    const order = await place();
    await act(order.id, 'accept', { prepMinutes: 10 });
    for (const status of ['preparing', 'ready', 'out_for_delivery'] as const)
      await act(order.id, 'status', { status });
    const code = (await residentView(order.id)).handoffCode!;
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await act(order.id, 'deliver', { withoutCode: true })).status).toBe(403);
    for (let attempt = 1; attempt <= HANDOFF_MAX_TRIES; attempt++)
      expect((await act(order.id, 'deliver', { handoffCode: wrong }, asStaff())).status).toBe(400);
    // The right code no longer helps: four digits must not be guessable one by one.
    const late = await act(order.id, 'deliver', { handoffCode: code }, asStaff());
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: VENDOR_MESSAGES.wrongHandoffCode(0) });
    const staffBypass = await act(order.id, 'deliver', { withoutCode: true }, asStaff());
    expect(staffBypass.status).toBe(403);
    expect(staffBypass.body).toEqual({ message: VENDOR_MESSAGES.bypassNotAllowed });
    const ownerBypass = await act(order.id, 'deliver', { withoutCode: true });
    expect(ownerBypass.status).toBe(200);
    expect(VendorOrderSchema.parse(ownerBypass.body)).toMatchObject({
      status: 'delivered',
      handoffFailures: HANDOFF_MAX_TRIES,
      deliveredWithoutCode: true,
    });
  });

  it('rejects with a reason the resident reads, and a rejected order cannot be accepted', async () => {
    const order = await place();
    const rejected = await act(order.id, 'reject', { reason: 'out_of_stock' });
    expect(rejected.status).toBe(200);
    const seen = await residentView(order.id);
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'Item out of stock' });
    const notifications = await request(service.app).get('/api/notifications').set(asUser(ASHA));
    expect(notifications.body.notifications[0]).toMatchObject({
      orderId: order.id,
      title: 'Order cancelled',
      message: 'Your order from Annapoorna Mess has been cancelled: Item out of stock.',
    });
    const late = await act(order.id, 'accept', { prepMinutes: 20 }, asStaff());
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: VENDOR_MESSAGES.alreadyRejected });
    expect((await act(order.id, 'status', { status: 'preparing' })).body).toEqual({
      message: VENDOR_MESSAGES.cancelled,
    });
    const other = await place();
    await act(other.id, 'reject', { reason: 'other', note: 'Gas cylinder ran out' });
    expect((await residentView(other.id)).cancelReason).toBe('Other: Gas cylinder ran out');
  });

  it('lets exactly one of two members accepting at the same moment win', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place();
      const answers = await Promise.all([
        act(order.id, 'accept', { prepMinutes: 15 }, asOwner()),
        act(order.id, 'accept', { prepMinutes: 30 }, asStaff()),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
        message: VENDOR_MESSAGES.alreadyAnswered,
      });
      const winner = answers.find((answer) => answer.status === 200)!;
      const history = await db.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM orders.order_status_history WHERE order_id = $1 AND status = 'accepted'`,
        order.id,
      );
      expect(history[0]!.count).toBe('1');
      expect((await residentView(order.id)).status).toBe('accepted');
      expect(winner.body.prepMinutes).toBe(winner === answers[0] ? 15 : 30);
    }
  });

  it('cancels an order nobody answered within the window, once, with the reason (a fixed clock)', async () => {
    const order = await place();
    const placedAt = Date.parse(order.createdAt);
    const orders = new PrismaOrderRepository(db.prisma);
    const sweep = (atMs: number) =>
      expireUnansweredOrders({
        orders,
        runInTransaction: prismaRunInTransaction(db.prisma, () => undefined),
        clock: () => new Date(atMs),
        acceptWindowMs: 10 * 60_000,
        logger,
      });
    await sweep(placedAt + 10 * 60_000 - 1);
    expect(await db.statusOf(order.id)).toBe('pending');
    // Two replicas' rounds at once: the order is cancelled by one of them.
    await Promise.all([sweep(placedAt + 10 * 60_000 + 1), sweep(placedAt + 10 * 60_000 + 1)]);
    expect(await db.statusOf(order.id)).toBe('cancelled');
    const cancellations = await db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM orders.outbox WHERE key = $1 AND payload->>'type' = 'order.cancelled'`,
      String(order.id),
    );
    expect(cancellations[0]!.count).toBe('1');
    expect(await residentView(order.id)).toMatchObject({ cancelReason: EXPIRED_ORDER_REASON });
    const late = await act(order.id, 'accept', { prepMinutes: 20 });
    expect(late.body).toEqual({ message: VENDOR_MESSAGES.expired });
  });

  it('refuses an order from a vendor that does not deliver to the resident’s community', async () => {
    const res = await request(service.app)
      .post('/api/orders')
      .set(asUser(ASHA))
      .send(localVendorCart(FAR_AWAY));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: VENDOR_OUT_OF_AREA_MESSAGE });
  });

  describe('the live inbox', () => {
    const inbox = async (userId: number, stores: StoreMembership[], headers: Record<string, string> = {}) => {
      const stream = await connectSse(`${server.url}/api/vendor/orders/events`, {
        ...asStoreMember(userId, stores),
        ...headers,
      });
      streams.push(stream);
      expect(stream.status).toBe(200);
      return stream;
    };
    const orderOf = (event: { data: string }) => VendorOrderSchema.parse(JSON.parse(event.data));

    it('shows a new order on every member’s screen, and one member’s answer on the other’s', async () => {
      const owner = await inbox(OWNER, OWNER_STORES);
      const staff = await inbox(STAFF, STAFF_STORES);
      const outsider = await inbox(STRANGER_VENDOR, [{ storeId: OTHER_STORE, role: 'owner' }]);
      const order = await place();
      for (const stream of [owner, staff]) {
        const event = await stream.next((candidate) => orderOf(candidate).id === order.id);
        expect(event.event).toBe(VENDOR_STREAM_EVENTS.order);
        expect(orderOf(event)).toMatchObject({
          status: 'pending',
          dietaryPreferences: ['vegetarian', 'jain'],
        });
      }
      await act(order.id, 'accept', { prepMinutes: 20 }, asStaff());
      const answered = await owner.next(
        (candidate) => orderOf(candidate).id === order.id && orderOf(candidate).status === 'accepted',
      );
      expect(orderOf(answered).prepMinutes).toBe(20);
      const otherStoreOrder = await place(OTHER_STORE);
      await outsider.next((candidate) => orderOf(candidate).id === otherStoreOrder.id);
      expect(outsider.events.some((candidate) => orderOf(candidate).id === order.id)).toBe(false);
    });

    it('resumes after a dropped connection with what changed meanwhile', async () => {
      const first = await inbox(OWNER, OWNER_STORES);
      const seen = await place();
      const lastSeen = await first.next((candidate) => orderOf(candidate).id === seen.id);
      first.close();
      const missed = await place();
      await act(seen.id, 'reject', { reason: 'too_busy' });
      const resumed = await inbox(OWNER, OWNER_STORES, { 'last-event-id': lastSeen.id! });
      await resumed.next((candidate) => orderOf(candidate).id === missed.id);
      await resumed.next(
        (candidate) => orderOf(candidate).id === seen.id && orderOf(candidate).status === 'cancelled',
      );
    });

    it('refuses a resident without a store before any stream starts', async () => {
      const refused = await connectSse(`${server.url}/api/vendor/orders/events`, asUser(ASHA));
      streams.push(refused);
      await refused.ended;
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ message: VENDOR_MESSAGES.notAMember });
    });
  });
});
