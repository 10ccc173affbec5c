import { join } from 'node:path';
import {
  computeBill,
  OrderSchema,
  paiseToRupees,
  WEBHOOK_PATH,
  type OrderContext,
  type OrderStatus,
  type UserSnapshot,
} from '@marketplace/contracts';
import { signIdentity, webhookHeaders } from '@marketplace/service-kit';
import {
  startPostgresServer,
  startServiceProcess,
  type PostgresServer,
  type ServiceProcess,
} from '@marketplace/testing';
import {
  fakeAuth,
  fakeCatalog,
  insertRelayedOrder,
  listen,
  localVendor,
  openOrderDatabase,
  resident,
  SECRET,
  type OrderDatabase,
  type RunningServer,
} from '../../services/order/integration-tests/order-test-kit';

/** How long PostgreSQL stays down. */
const OUTAGE_MS = 3_000;
/** From PostgreSQL's return until both services are ready and take writes again, unrestarted. */
const RECOVERY_MS = 15_000;
/** Every call is answered within this, outage or not: a 503 that keeps a caller waiting helps nobody. */
const ANSWER_WITHIN_MS = 5_000;
/** Statuses of webhooks accepted before, during and after are applied by then. */
const APPLIED_WITHIN_MS = 10_000;
/** A caller's pause between calls, and before repeating a call answered 503 (Retry-After, shortened). */
const PAUSE_MS = 100;
const RETRY_PAUSE_MS = 200;
/** Accepted calls of each kind before PostgreSQL goes, and after it is back. */
const ACCEPTED_BEFORE = 5;
const ACCEPTED_AFTER = 3;

const WEBHOOK_SECRET = 'fault-test-webhook-secret';
const VENDOR = 1;
const RESIDENTS = [21, 22, 23];
const RELAYED_ORDERS = 12;
const STEPS: readonly OrderStatus[] = ['accepted', 'preparing', 'ready', 'picked_up', 'out_for_delivery'];
const UNAVAILABLE =
  /^The (order|webhook) service is temporarily unavailable because its database cannot be reached/;

jest.setTimeout(60_000);

const vendor = localVendor(VENDOR);
const cart = JSON.stringify({
  restaurantId: VENDOR,
  restaurantName: vendor.vendor.name,
  items: [{ menuItemId: VENDOR * 100 + 1, name: 'Masala Dosa', quantity: 1, price: 120 }],
  totalAmount: paiseToRupees(computeBill([{ pricePaise: 12_000, quantity: 1 }], vendor.billing).total),
  deliveryAddress: 'Flat 4B, Prestige Lakeside',
  phoneNumber: '9876543210',
  paymentMethod: 'cod',
});

type Kind = 'order' | 'webhook' | 'order readiness' | 'webhook readiness';

interface Answer {
  kind: Kind;
  sentAt: number;
  answeredAt: number;
  /** The HTTP status, or why there was none (timeout, refused connection). */
  status: number | string;
  body: unknown;
  retryAfter: string | null;
}

const accepted = (answer: Answer) => typeof answer.status === 'number' && answer.status < 300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(kind: Kind, url: string, init: RequestInit = {}): Promise<Answer> {
  const sentAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the assertion shows what came instead of JSON.
    }
    const retryAfter = response.headers.get('retry-after');
    return { kind, sentAt, answeredAt: Date.now(), status: response.status, body, retryAfter };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind, sentAt, answeredAt: Date.now(), status: reason, body: null, retryAfter: null };
  }
}

/**
 * A caller that keeps making `next()`'s call: on a 2xx it moves on to the next call, on anything
 * else it repeats the same call after a pause, as a partner retrying a delivery or a resident
 * pressing "Place order" again would. Runs until stop(); every answer is kept.
 */
function startCaller(next: (sequence: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  let stopping = false;
  const done = (async () => {
    for (let sequence = 0; !stopping;) {
      const answer = await next(sequence);
      answers.push(answer);
      if (accepted(answer)) sequence += 1;
      await pause(accepted(answer) ? PAUSE_MS : RETRY_PAUSE_MS);
    }
  })();
  return {
    answers,
    acceptedSince: (time: number) =>
      answers.filter((answer) => answer.sentAt >= time && accepted(answer)).length,
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}

/** Resolves once `done()` holds, polling; fails at the deadline with `describe()`'s account. */
async function until(done: () => boolean | Promise<boolean>, deadline: number, describe: () => string) {
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`deadline passed: ${describe()}`);
    await pause(50);
  }
}

describe('PostgreSQL restarted under the order and webhook services', () => {
  let postgres: PostgresServer;
  let catalog: RunningServer;
  let auth: RunningServer;
  let orderService: ServiceProcess;
  let webhookService: ServiceProcess;
  let db: OrderDatabase;

  const logsOf = () =>
    `order service:\n${orderService.logLines.slice(-30).join('\n')}\n` +
    `webhook service:\n${webhookService.logLines.slice(-15).join('\n')}`;

  beforeAll(async () => {
    const users = new Map<number, UserSnapshot>(RESIDENTS.map((id) => [id, resident(id)]));
    [postgres, catalog, auth] = await Promise.all([
      startPostgresServer(),
      listen(
        fakeCatalog(new Map<number, OrderContext>([[VENDOR, vendor]]), new Map([[1, 'Prestige Lakeside']])),
      ),
      listen(fakeAuth(users)),
    ]);
    const databaseUrl = await postgres.createDatabase('marketplace');
    // No KAFKA_BROKERS: the order service reads the webhook service's outbox as its log.
    const common = { DATABASE_URL: databaseUrl, GATEWAY_SIGNING_SECRET: SECRET };
    [webhookService, orderService] = await Promise.all([
      startServiceProcess(join(__dirname, '../../services/webhook'), { ...common, WEBHOOK_SECRET }),
      startServiceProcess(join(__dirname, '../../services/order'), {
        ...common,
        CATALOG_SERVICE_URL: catalog.url,
        AUTH_SERVICE_URL: auth.url,
      }),
    ]);
    db = openOrderDatabase(databaseUrl, async () => undefined);
  }, 45_000);

  afterAll(async () => {
    for (const service of [webhookService, orderService]) service?.child.kill('SIGKILL');
    await db?.close();
    await Promise.all([catalog?.close(), auth?.close()]);
    await postgres?.destroy();
  });

  // The same services through both faults, one after the other: each recovery is from the state
  // the last one left.
  it.each([
    { fault: 'stopped (fast shutdown)', takeDown: () => postgres.stop() },
    { fault: 'killed with SIGKILL, with crash recovery on start', takeDown: () => postgres.kill() },
  ])(
    '$fault: answers 503 with a message while away, recovers unrestarted, loses nothing accepted',
    async ({ takeDown }) => {
      const relayed: Array<Awaited<ReturnType<typeof insertRelayedOrder>>> = [];
      for (let index = 0; index < RELAYED_ORDERS; index += 1) relayed.push(await insertRelayedOrder(db));
      // Step by step across the orders, so each order's moves are spread over the whole test.
      const deliveries = STEPS.flatMap((status) =>
        relayed.map((order) => ({ orderId: order.id, partnerOrderId: order.partnerOrderId, status })),
      );

      const orderUrl = `http://127.0.0.1:${orderService.port}`;
      const webhookUrl = `http://127.0.0.1:${webhookService.port}`;
      const residents = startCaller(async (sequence) => {
        const identity = {
          user: { id: RESIDENTS[sequence % RESIDENTS.length]!, sessionId: `s-${sequence}` },
        };
        return call('order', `${orderUrl}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signIdentity(identity, SECRET, { method: 'POST', path: '/api/orders' }),
          },
          body: cart,
        });
      });
      const partner = startCaller(async (sequence) => {
        // Past the plan the partner repeats its last delivery: answered as a duplicate, still a write.
        const delivery = deliveries[Math.min(sequence, deliveries.length - 1)]!;
        const body = JSON.stringify({
          event: 'order.status_changed',
          orderId: delivery.partnerOrderId,
          status: delivery.status,
        });
        return call('webhook', `${webhookUrl}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...webhookHeaders({
              id: `msg_restart_${delivery.partnerOrderId}_${delivery.status}`,
              timestamp: Math.floor(Date.now() / 1000),
              body,
              secret: WEBHOOK_SECRET,
            }),
            ...signIdentity({}, SECRET, { method: 'POST', path: WEBHOOK_PATH }),
          },
          body,
        });
      });
      const probes = [
        startCaller(() => call('order readiness', `${orderUrl}/readyz`)),
        startCaller(() => call('webhook readiness', `${webhookUrl}/readyz`)),
      ];
      const callers = [residents, partner, ...probes];
      const everyAnswer = () => callers.flatMap((caller) => caller.answers);

      let stoppedAt = 0;
      let restartingAt = 0;
      let back = 0;
      try {
        await until(
          () => residents.acceptedSince(0) >= ACCEPTED_BEFORE && partner.acceptedSince(0) >= ACCEPTED_BEFORE,
          Date.now() + 15_000,
          () => `${JSON.stringify(everyAnswer().slice(-6))}\n${logsOf()}`,
        );

        await takeDown();
        stoppedAt = Date.now();
        await pause(OUTAGE_MS);
        restartingAt = Date.now();
        await postgres.start();
        back = Date.now();

        // Ready again and taking writes, without a restart of either service.
        await until(
          () => callers.every((caller) => caller.acceptedSince(back) >= ACCEPTED_AFTER),
          back + RECOVERY_MS,
          () =>
            `${JSON.stringify(
              everyAnswer()
                .filter((answer) => answer.sentAt >= back)
                .slice(-8),
            )}\n${logsOf()}`,
        );
      } finally {
        await Promise.all(callers.map((caller) => caller.stop()));
      }
      expect([orderService.child.exitCode, webhookService.child.exitCode]).toEqual([null, null]);

      // Every call was answered in time: a 2xx, or 503 with the message and Retry-After. Never a 500.
      const refusals = everyAnswer().filter((answer) => !accepted(answer));
      const unexpected = refusals.filter(
        (answer) =>
          !(
            answer.status === 503 &&
            typeof (answer.body as { message?: unknown })?.message === 'string' &&
            UNAVAILABLE.test((answer.body as { message: string }).message) &&
            (answer.kind.endsWith('readiness') || answer.retryAfter === '5')
          ),
      );
      expect(unexpected).toEqual([]);

      // While PostgreSQL was away every kind of call was refused so, readiness included.
      const whileAway = everyAnswer().filter(
        (answer) => answer.sentAt >= stoppedAt && answer.answeredAt <= restartingAt,
      );
      const kinds: Kind[] = ['order', 'webhook', 'order readiness', 'webhook readiness'];
      for (const kind of kinds) {
        const ofKind = whileAway.filter((answer) => answer.kind === kind);
        expect([kind, ofKind.length > 0, ofKind.every((answer) => answer.status === 503)]).toEqual([
          kind,
          true,
          true,
        ]);
      }

      // Every order answered 201 is stored, with its order.created event.
      const placed = residents.answers.filter(accepted).map((answer) => OrderSchema.parse(answer.body).id);
      const stored = await db.query<{ id: number }>(
        'SELECT id FROM orders.orders WHERE id = ANY($1::int[])',
        placed,
      );
      expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...placed].sort((a, b) => a - b));
      const created = await db.query<{ key: string }>(
        "SELECT key FROM orders.outbox WHERE type = 'order.created' AND key = ANY($1::text[])",
        placed.map(String),
      );
      expect(created).toHaveLength(placed.length);

      // Every accepted delivery is logged with its webhook.received event, and the order service has
      // applied them: each order went through exactly the statuses it was sent, in order.
      const sent = new Map<number, string[]>();
      for (const delivery of deliveries.slice(0, partner.acceptedSince(0)))
        sent.set(delivery.orderId, [...(sent.get(delivery.orderId) ?? []), delivery.status]);
      const history = async () =>
        new Map(
          (
            await db.query<{ order_id: number; statuses: string[] }>(
              `SELECT order_id, array_agg(status::text ORDER BY id) AS statuses FROM orders.order_status_history
              WHERE source = 'webhook' AND order_id = ANY($1::int[]) GROUP BY order_id`,
              relayed.map((order) => order.id),
            )
          ).map((row) => [row.order_id, row.statuses]),
        );
      await until(
        async () => JSON.stringify([...(await history())].sort()) === JSON.stringify([...sent].sort()),
        back + APPLIED_WITHIN_MS,
        () => logsOf(),
      );
      // One event per delivery, however often it was sent: a retry of one that had committed unseen
      // is a duplicate.
      const received = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM webhooks.outbox WHERE type = 'webhook.received' AND key = ANY($1::text[])",
        relayed.map((order) => order.partnerOrderId),
      );
      expect(received).toEqual([{ n: Math.min(partner.acceptedSince(0), deliveries.length) }]);
      expect(await db.query('SELECT event_id FROM orders.dead_letter_events')).toEqual([]);
    },
  );
});
