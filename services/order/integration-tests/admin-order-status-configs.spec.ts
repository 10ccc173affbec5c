import request from 'supertest';
import {
  CATEGORY_ADMIN_MESSAGES,
  MASKED_SECRET,
  ORDER_STATUS_CONFIG_FORM_MESSAGES as FORM,
  OrderStatusConfigListSchema,
  OrderStatusConfigSchema,
  type OrderStatusConfigRequest,
  type OrderStatusConfigView,
} from '@marketplace/contracts';
import {
  asAdmin,
  asAnonymous,
  asUser,
  eventually,
  insertOrder,
  listen,
  markRelayed,
  startOrderDatabase,
  startOrderService,
  statusPartner,
  type OrderDatabase,
  type RunningServer,
  type TestOrderService,
} from './order-test-kit';

const PATH = '/api/admin/order-status-configs';
const NO_UPSTREAM = { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' };

describe('order status configs: /api/admin/order-status-configs', () => {
  let db: OrderDatabase;
  let service: TestOrderService;

  const valid: OrderStatusConfigRequest = {
    categoryIds: [1],
    orderStatuses: ['pending', 'confirmed'],
    externalSystemEndpoint: 'https://partner.example/orders/{orderId}/status',
    authKey: 'partner-secret',
  };
  const create = (body: object) => request(service.app).post(PATH).set(asAdmin()).send(body);
  const update = (id: number | string, body: object) =>
    request(service.app).put(`${PATH}/${id}`).set(asAdmin()).send(body);
  const remove = (id: number | string) => request(service.app).delete(`${PATH}/${id}`).set(asAdmin());
  const list = (query = '') => request(service.app).get(`${PATH}${query}`).set(asAdmin());
  const created = async (body: OrderStatusConfigRequest = valid): Promise<OrderStatusConfigView> =>
    OrderStatusConfigSchema.parse((await create(body).expect(201)).body);
  const storedKey = async (id: number) =>
    (await db.prisma.orderStatusConfig.findUniqueOrThrow({ where: { id } })).authKey;

  beforeAll(async () => {
    db = await startOrderDatabase();
    service = startOrderService(db, NO_UPSTREAM);
  });

  afterAll(async () => {
    await service.shutdown();
    await db.close();
  });

  beforeEach(async () => {
    await db.prisma.orderStatusConfig.deleteMany();
  });

  it("creates a config with the spec's defaults (201), its key masked", async () => {
    const response = await create(valid).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      categoryIds: [1],
      orderStatuses: ['pending', 'confirmed'],
      externalSystemEndpoint: 'https://partner.example/orders/{orderId}/status',
      authMethod: 'bearer',
      authKey: MASKED_SECRET,
      fetchIntervalMinutes: 5,
      maxAgeHours: 24,
      priority: 1,
      retryAttempts: 3,
      timeoutSeconds: 30,
      description: null,
      isActive: true,
      lastPolledAt: null,
      polledOrders: 0,
      lastPollError: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(OrderStatusConfigSchema.parse(response.body)).toEqual(response.body);
    expect(await storedKey(response.body.id)).toBe('partner-secret');
  });

  it('stores every field given, numbers sent as text included, and shows no key when none is stored', async () => {
    const config = await created({
      categoryIds: [3, 2, 3],
      orderStatuses: [' Out For Delivery ', 'ready', 'accepted'],
      externalSystemEndpoint: 'http://partner.example/v2/status/{orderId}',
      authMethod: 'api_key',
      authKey: '',
      fetchIntervalMinutes: '10',
      maxAgeHours: 48,
      priority: 2,
      retryAttempts: 0,
      timeoutSeconds: 5,
      description: ' Night kitchen ',
      isActive: false,
    });
    expect(config).toMatchObject({
      categoryIds: [3, 2],
      orderStatuses: ['out for delivery', 'ready', 'accepted'],
      externalSystemEndpoint: 'http://partner.example/v2/status/{orderId}',
      authMethod: 'api_key',
      authKey: null,
      fetchIntervalMinutes: 10,
      maxAgeHours: 48,
      priority: 2,
      retryAttempts: 0,
      timeoutSeconds: 5,
      description: 'Night kitchen',
      isActive: false,
    });
    expect(await storedKey(config.id)).toBeNull();
  });

  it('lists every config, or those covering one category', async () => {
    const food = await created({ ...valid, categoryIds: [1, 2] });
    const groceries = await created({ ...valid, categoryIds: [2, 3] });
    const pharmacy = await created({ ...valid, categoryIds: [4] });

    const ids = async (query?: string) => {
      const { body, headers } = await list(query).expect(200);
      expect(headers['cache-control']).toBe('no-store');
      return OrderStatusConfigListSchema.parse(body).map((config) => config.id);
    };
    expect(await ids()).toEqual([food.id, groceries.id, pharmacy.id]);
    expect(await ids('?categoryId=2')).toEqual([food.id, groceries.id]);
    expect(await ids('?categoryId=4')).toEqual([pharmacy.id]);
    expect(await ids('?categoryId=9')).toEqual([]);
    // What the tab's "All Categories" sends.
    expect(await ids('?categoryId=all')).toEqual([food.id, groceries.id, pharmacy.id]);
    expect(await ids('?categoryId=')).toEqual([food.id, groceries.id, pharmacy.id]);

    const { body: listed } = await list().expect(200);
    expect(listed.map((config: OrderStatusConfigView) => config.authKey)).toEqual([
      MASKED_SECRET,
      MASKED_SECRET,
      MASKED_SECRET,
    ]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'refuses the category filter %s with 400',
    async (categoryId) => {
      const { body } = await list(`?categoryId=${categoryId}`).expect(400);
      expect(body.message).toBe('categoryId must be a positive number');
    },
  );

  it('updates a config (200) and answers it as saved', async () => {
    const config = await created();
    const response = await update(config.id, {
      ...valid,
      categoryIds: [5],
      orderStatuses: ['preparing'],
      externalSystemEndpoint: 'https://kitchen.example/status/{orderId}',
      authMethod: 'basic',
      authKey: 'user:pass',
      fetchIntervalMinutes: 15,
      maxAgeHours: 6,
      priority: 3,
      retryAttempts: 1,
      timeoutSeconds: 10,
      description: 'Moved to the new kitchen system',
      isActive: false,
    }).expect(200);
    const expected = {
      id: config.id,
      categoryIds: [5],
      orderStatuses: ['preparing'],
      externalSystemEndpoint: 'https://kitchen.example/status/{orderId}',
      authMethod: 'basic',
      authKey: MASKED_SECRET,
      fetchIntervalMinutes: 15,
      maxAgeHours: 6,
      priority: 3,
      retryAttempts: 1,
      timeoutSeconds: 10,
      description: 'Moved to the new kitchen system',
      isActive: false,
      createdAt: config.createdAt,
    };
    expect(response.body).toMatchObject(expected);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(config.updatedAt));
    expect((await list().expect(200)).body).toEqual([response.body]);
    expect(await storedKey(config.id)).toBe('user:pass');
  });

  it('fills the defaults again on an update that leaves a field out', async () => {
    const config = await created({ ...valid, fetchIntervalMinutes: 15, authMethod: 'api_key' });
    const { body } = await update(config.id, valid).expect(200);
    expect(body).toMatchObject({ fetchIntervalMinutes: 5, authMethod: 'bearer' });
  });

  describe('the auth key is write-only', () => {
    it.each([
      ['left out', {}],
      ['blank', { authKey: '  ' }],
      ['null', { authKey: null }],
      ['the mask a read showed, sent back', { authKey: MASKED_SECRET }],
    ])('keeps the stored key when the save brings it %s', async (_case, key) => {
      const config = await created();
      const { authKey: _sent, ...withoutKey } = valid;
      const { body } = await update(config.id, { ...withoutKey, ...key, description: 'renamed' }).expect(200);
      expect(body).toMatchObject({ authKey: MASKED_SECRET, description: 'renamed' });
      expect(await storedKey(config.id)).toBe('partner-secret');
    });

    it('replaces the stored key with a new one', async () => {
      const config = await created();
      await update(config.id, { ...valid, authKey: 'rotated-secret' }).expect(200);
      expect(await storedKey(config.id)).toBe('rotated-secret');
    });

    it("drops the key when the method becomes 'none', and shows none", async () => {
      const config = await created();
      const { body } = await update(config.id, { ...valid, authMethod: 'none' }).expect(200);
      expect(body).toMatchObject({ authMethod: 'none', authKey: null });
      expect(await storedKey(config.id)).toBeNull();
    });

    it('never stores the mask as a key', async () => {
      const config = await created({ ...valid, authKey: MASKED_SECRET });
      expect(config.authKey).toBeNull();
      expect(await storedKey(config.id)).toBeNull();
    });
  });

  it('deletes a config (200) and no longer lists it', async () => {
    const kept = await created();
    const config = await created({ ...valid, categoryIds: [2] });
    const { body } = await remove(config.id).expect(200);
    expect(body).toEqual({ message: 'Order status config deleted successfully' });
    expect((await list().expect(200)).body.map((listed: OrderStatusConfigView) => listed.id)).toEqual([
      kept.id,
    ]);
  });

  it('answers 404 for an id no config has, deleted ones included', async () => {
    const config = await created();
    await remove(config.id).expect(200);
    for (const response of [await update(config.id, valid), await remove(config.id), await remove(424242)]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: CATEGORY_ADMIN_MESSAGES.orderStatusConfigNotFound });
    }
  });

  it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999'])(
    'refuses the path id %s with 400 on update and delete',
    async (id) => {
      for (const response of [await update(id, valid), await remove(id)]) {
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: 'Invalid order status config id' });
      }
    },
  );

  describe("the form's rules (admin spec 5), on create and on update", () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['no categories', { categoryIds: [] }, FORM.categoriesRequired],
      ['categories left out', { categoryIds: undefined }, FORM.categoriesRequired],
      ['no statuses', { orderStatuses: [] }, FORM.statusesRequired],
      ['statuses left out', { orderStatuses: undefined }, FORM.statusesRequired],
      [
        'a status no partner word reads as ours',
        { orderStatuses: ['pending', 'shipped'] },
        FORM.unknownStatus('shipped'),
      ],
      ['an endpoint that is no URL', { externalSystemEndpoint: 'partner status page' }, FORM.invalidUrl],
      [
        'an endpoint that is not http(s)',
        { externalSystemEndpoint: 'ftp://partner.example/{orderId}' },
        FORM.invalidUrl,
      ],
      ['an endpoint left out', { externalSystemEndpoint: undefined }, FORM.invalidUrl],
      ['an interval under 1 minute', { fetchIntervalMinutes: 0 }, FORM.intervalMin],
      [
        'an interval past a week',
        { fetchIntervalMinutes: 10_081 },
        'Interval (minutes) must be at most 10080',
      ],
      ['an interval in part minutes', { fetchIntervalMinutes: 1.5 }, FORM.wholeNumber('Interval (minutes)')],
      ['a max age under 1 hour', { maxAgeHours: 0 }, FORM.maxAgeMin],
      ['a priority under 1', { priority: 0 }, FORM.priorityMin],
      ['negative retry attempts', { retryAttempts: -1 }, FORM.retriesMin],
      ['a timeout under 1 second', { timeoutSeconds: '0' }, FORM.timeoutMin],
    ])('refuses %s with 400', async (_case, change, message) => {
      const config = await created();
      for (const response of [
        await create({ ...valid, ...change }),
        await update(config.id, { ...valid, ...change }),
      ]) {
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
      expect((await list().expect(200)).body).toHaveLength(1);
      expect(await storedKey(config.id)).toBe('partner-secret');
    });

    it('refuses an auth method the partner client does not know', async () => {
      await create({ ...valid, authMethod: 'oauth' }).expect(400);
    });
  });

  describe('administrators only', () => {
    const calls: Array<[string, (caller: Record<string, string>) => request.Test]> = [
      ['GET', (caller) => request(service.app).get(PATH).set(caller)],
      ['POST', (caller) => request(service.app).post(PATH).set(caller).send(valid)],
      ['PUT', (caller) => request(service.app).put(`${PATH}/1`).set(caller).send(valid)],
      ['DELETE', (caller) => request(service.app).delete(`${PATH}/1`).set(caller)],
    ];

    it.each(calls)('answers %s 401 signed out', async (_method, send) => {
      const { body } = await send(asAnonymous()).expect(401);
      expect(body).toEqual({ message: 'Admin authentication required' });
    });

    it.each(calls)('answers %s 403 to a resident', async (_method, send) => {
      const { body } = await send(asUser(21)).expect(403);
      expect(body).toEqual({ message: 'Administrator access required' });
    });
  });
});

describe('the status poller follows the configs saved through the API', () => {
  /** A category whose config stays active all along: its orders show that a round has passed. */
  const CONTROL_CATEGORY = 90;
  const partnerScript = statusPartner();
  let db: OrderDatabase;
  let partner: RunningServer;
  let service: TestOrderService;
  let partnerOrders = 0;

  const endpoint = (prefix: string) => `${partner.url}/${prefix}/orders/{orderId}/status`;
  const configFor = (categoryId: number): OrderStatusConfigRequest => ({
    categoryIds: [categoryId],
    orderStatuses: ['pending'],
    externalSystemEndpoint: endpoint('partner'),
    authKey: `key-${categoryId}`,
  });
  const save = async (body: OrderStatusConfigRequest, id?: number): Promise<OrderStatusConfigView> => {
    const call = id ? request(service.app).put(`${PATH}/${id}`) : request(service.app).post(PATH);
    return OrderStatusConfigSchema.parse(
      (
        await call
          .set(asAdmin())
          .send(body)
          .expect(id ? 200 : 201)
      ).body,
    );
  };
  const headersOf = (partnerOrderId: string, header: string) =>
    partnerScript.callsOf(partnerOrderId).map((call) => call.headers[header]);
  const pathsOf = (partnerOrderId: string) => partnerScript.callsOf(partnerOrderId).map((call) => call.path);

  /** An order its partner holds, with no status URL of its own: the config's endpoint is asked. */
  const relayedOrder = async (
    categoryId: number,
    { status = 'pending', ageHours = 0, partnerStatus = 'preparing' } = {},
  ) => {
    partnerOrders += 1;
    const partnerOrderId = `SR-${partnerOrders}`;
    partnerScript.statuses.set(partnerOrderId, partnerStatus);
    const order = await insertOrder(db, {
      categoryId,
      createdAt: new Date(Date.now() - ageHours * 3_600_000),
    });
    await db.prisma.order.update({ where: { id: order.id }, data: { status } });
    await markRelayed(db, order.id, partnerOrderId);
    return { id: order.id, partnerOrderId };
  };
  const polled = (order: { id: number }) =>
    eventually(async () => (await db.statusOf(order.id)) === 'preparing');

  /**
   * Resolves once a round that started after this call has gone past every order stored before it.
   * A round reads the configs when it starts, so the one running when a config changes may still
   * follow the old version; the round that asks about a second control order started after the
   * first one was asked.
   */
  const roundStartedAfterNow = async () => {
    for (let round = 0; round < 2; round += 1) {
      const control = await relayedOrder(CONTROL_CATEGORY);
      await eventually(async () => partnerScript.callsOf(control.partnerOrderId).length > 0);
    }
  };

  beforeAll(async () => {
    db = await startOrderDatabase();
    partner = await listen(partnerScript.app);
    service = startOrderService(db, NO_UPSTREAM, { pollTickMs: 50 });
    service.start();
    await save(configFor(CONTROL_CATEGORY));
  });

  afterAll(async () => {
    await service.shutdown();
    await partner.close();
    await db.close();
  });

  it('asks at the saved endpoint with the saved credential, for the saved statuses, max age and retries', async () => {
    await save({
      categoryIds: [71],
      orderStatuses: ['confirmed', 'out for delivery'],
      externalSystemEndpoint: endpoint('v2'),
      authMethod: 'api_key',
      authKey: 'kitchen-key',
      maxAgeHours: 2,
      retryAttempts: 1,
    });
    const notCovered = await relayedOrder(71, { status: 'preparing' });
    const tooOld = await relayedOrder(71, { status: 'accepted', ageHours: 3 });
    // 'confirmed' is the partners' word for accepted.
    const confirmed = await relayedOrder(71, { status: 'accepted' });
    partnerScript.failuresLeft.set(confirmed.partnerOrderId, 1);

    await polled(confirmed);
    // The partner's 503, then the config's one retry.
    const path = `/v2/orders/${confirmed.partnerOrderId}/status`;
    expect(pathsOf(confirmed.partnerOrderId)).toEqual([path, path]);
    expect(headersOf(confirmed.partnerOrderId, 'x-api-key')).toEqual(['kitchen-key', 'kitchen-key']);
    expect(headersOf(confirmed.partnerOrderId, 'authorization')).toEqual([undefined, undefined]);
    // The round that asked about the last order looked at the two stored before it.
    expect(partnerScript.callsOf(notCovered.partnerOrderId)).toEqual([]);
    expect(partnerScript.callsOf(tooOld.partnerOrderId)).toEqual([]);
  });

  it('follows an update from the next round: its endpoint and method, with the stored key kept', async () => {
    const config = await save({ ...configFor(72), authKey: 'kept-key', fetchIntervalMinutes: 60 });
    const before = await relayedOrder(72);
    await polled(before);
    expect(pathsOf(before.partnerOrderId)).toEqual([`/partner/orders/${before.partnerOrderId}/status`]);
    expect(headersOf(before.partnerOrderId, 'authorization')).toEqual(['Bearer kept-key']);

    await save(
      { ...configFor(72), authKey: '', authMethod: 'api_key', externalSystemEndpoint: endpoint('v3') },
      config.id,
    );
    await roundStartedAfterNow();
    const after = await relayedOrder(72);
    await polled(after);
    expect(pathsOf(after.partnerOrderId)).toEqual([`/v3/orders/${after.partnerOrderId}/status`]);
    expect(headersOf(after.partnerOrderId, 'x-api-key')).toEqual(['kept-key']);
  });

  it('shows what the poller last did with each config: when, how many orders in all, the last error', async () => {
    const config = await save(configFor(75));
    expect(config).toMatchObject({ lastPolledAt: null, polledOrders: 0, lastPollError: null });
    const answered = await relayedOrder(75);
    await polled(answered);
    const listed = async () =>
      OrderStatusConfigSchema.array()
        .parse((await request(service.app).get(`${PATH}?categoryId=75`).set(asAdmin()).expect(200)).body)
        .find((candidate) => candidate.id === config.id)!;
    await eventually(async () => (await listed()).polledOrders === 1);
    const afterAnswer = await listed();
    expect(afterAnswer.lastPollError).toBeNull();
    expect(Date.parse(afterAnswer.lastPolledAt!)).toBeGreaterThan(Date.parse(config.createdAt) - 1);
    // The poller's bookkeeping is not an administrator's save.
    expect(afterAnswer.updatedAt).toBe(config.updatedAt);

    const failing = await relayedOrder(75);
    partnerScript.failuresLeft.set(failing.partnerOrderId, 10);
    await eventually(async () => (await listed()).polledOrders === 2);
    expect((await listed()).lastPollError).toEqual(expect.any(String));
  });

  it('gives up on a try after the saved timeout', async () => {
    await save({ ...configFor(73), timeoutSeconds: 1, retryAttempts: 1 });
    const order = await relayedOrder(73);
    // The first try gets no answer: only the config's 1 s timeout, not the default 30 s, lets the retry in.
    partnerScript.stallsLeft.set(order.partnerOrderId, 1);
    await eventually(async () => (await db.statusOf(order.id)) === 'preparing', 5_000);
    expect(partnerScript.callsOf(order.partnerOrderId)).toHaveLength(2);
  });

  it('follows the active config with the lowest priority number, and none once inactive or deleted', async () => {
    const second = await save({ ...configFor(74), priority: 2, authKey: 'second-key' });
    const first = await save({ ...configFor(74), priority: 1, authKey: 'first-key' });
    const byFirst = await relayedOrder(74);
    await polled(byFirst);
    expect(headersOf(byFirst.partnerOrderId, 'authorization')).toEqual(['Bearer first-key']);

    await save({ ...configFor(74), authKey: null, isActive: false }, first.id);
    await roundStartedAfterNow();
    const bySecond = await relayedOrder(74);
    await polled(bySecond);
    expect(headersOf(bySecond.partnerOrderId, 'authorization')).toEqual(['Bearer second-key']);

    await request(service.app).delete(`${PATH}/${second.id}`).set(asAdmin()).expect(200);
    await roundStartedAfterNow();
    const unfollowed = await relayedOrder(74);
    await roundStartedAfterNow();
    expect(partnerScript.callsOf(unfollowed.partnerOrderId)).toEqual([]);
    expect(await db.statusOf(unfollowed.id)).toBe('pending');
  });
});
