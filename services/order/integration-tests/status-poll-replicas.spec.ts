import express from 'express';
import type { PartnerOrderStatusResponse } from '@marketplace/contracts';
import {
  pollDueOrderStatuses,
  type PollDueOrderStatusesDeps,
} from '../src/app/commands/poll-due-order-statuses';
import { PrismaOrderStatusConfigRepository } from '../src/infra/db/prisma-order-status-config.repository';
import { PrismaOrderRepository } from '../src/infra/db/prisma-order.repository';
import { prismaRunInTransaction } from '../src/infra/db/prisma-unit-of-work';
import { HttpPartnerOrderClient } from '../src/infra/partners/partner-order.client';
import {
  eventually,
  insertOrder,
  listen,
  markRelayed,
  startOrderDatabase,
  type OrderDatabase,
  type RunningServer,
} from './order-test-kit';

const MINUTE_MS = 60_000;

/**
 * A partner's order-status URL that counts every call per partner order id and how many are in
 * flight at once; each answer takes `delayMs`, and while `hold` is set, answers wait for it.
 */
function countingPartner(delayMs: number) {
  const calls = new Map<string, number>();
  const state = { inFlight: 0, maxInFlight: 0, hold: null as Promise<void> | null };
  const app = express();
  app.get('/orders/:orderId/status', async (req, res) => {
    const partnerOrderId = req.params.orderId;
    calls.set(partnerOrderId, (calls.get(partnerOrderId) ?? 0) + 1);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await state.hold;
    state.inFlight -= 1;
    res.json({
      orderId: partnerOrderId,
      merchantOrderId: '1',
      status: 'preparing',
      updatedAt: new Date().toISOString(),
      estimatedDeliveryTime: '2030-01-01T11:00:00.000Z',
      timestamps: {
        orderedTime: null,
        acceptedTime: null,
        readyTime: null,
        pickedUpTime: null,
        deliveredTime: null,
      },
    } satisfies PartnerOrderStatusResponse);
  });
  const reset = () => {
    calls.clear();
    state.maxInFlight = 0;
  };
  return { app, calls, state, reset };
}

describe('the status poller on several replicas over one database', () => {
  let db: OrderDatabase;
  let partner: RunningServer;
  const script = countingPartner(30);
  /** The replicas' shared clock, moved by the tests; partner calls still take real time. */
  let now: Date;
  let configId: number;

  /** One replica's poller: its own repositories and partner client over the shared database. */
  const replica = (concurrency = 4): PollDueOrderStatusesDeps => ({
    orders: new PrismaOrderRepository(db.prisma),
    configs: new PrismaOrderStatusConfigRepository(db.prisma),
    partner: new HttpPartnerOrderClient({ allowedHosts: ['127.0.0.1'] }),
    runInTransaction: prismaRunInTransaction(db.prisma, () => {}),
    clock: () => now,
    sleep: async () => {},
    retryDelayMs: 0,
    batchSize: 5,
    concurrency,
  });

  /** `count` relayed orders; the partner knows them as R-<id>. */
  const relayedOrders = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const order = await insertOrder(db, { createdAt: now });
      await markRelayed(db, order.id, `R-${order.id}`, `${partner.url}/orders/R-${order.id}/status`);
      ids.push(`R-${order.id}`);
    }
    return ids;
  };
  const callsOf = (ids: string[]) => ids.map((id) => script.calls.get(id) ?? 0);

  beforeAll(async () => {
    db = await startOrderDatabase();
    partner = await listen(script.app);
    configId = (
      await db.prisma.orderStatusConfig.create({
        data: {
          categoryIds: [1],
          orderStatuses: [],
          externalSystemEndpoint: `${partner.url}/orders/{orderId}/status`,
          authMethod: 'none',
          fetchIntervalMinutes: 5,
          retryAttempts: 0,
          timeoutSeconds: 5,
        },
      })
    ).id;
  });

  beforeEach(async () => {
    await db.query('DELETE FROM orders.orders');
    script.reset();
    now = new Date();
  });

  afterAll(async () => {
    await partner.close();
    await db.close();
  });

  it('splits a round run by two replicas at once: each due order is asked once, and again only after its interval', async () => {
    const ids = await relayedOrders(12);
    const [a, b] = [replica(), replica()];

    const [fromA, fromB] = await Promise.all([pollDueOrderStatuses(a), pollDueOrderStatuses(b)]);

    expect(callsOf(ids)).toEqual(ids.map(() => 1));
    expect(fromA.length + fromB.length).toBe(12);
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB.length).toBeGreaterThan(0);
    const [usage] = await db.query<{ polled_orders: number }>(
      'SELECT polled_orders FROM orders.order_status_configs WHERE id = $1',
      configId,
    );
    expect(usage!.polled_orders).toBe(12);

    const firstRound = now;
    now = new Date(firstRound.getTime() + 5 * MINUTE_MS - 1_000);
    await Promise.all([pollDueOrderStatuses(a), pollDueOrderStatuses(b)]);
    expect(callsOf(ids)).toEqual(ids.map(() => 1));

    now = new Date(firstRound.getTime() + 5 * MINUTE_MS);
    await Promise.all([pollDueOrderStatuses(a), pollDueOrderStatuses(b)]);
    expect(callsOf(ids)).toEqual(ids.map(() => 2));
  });

  it('leaves an order alone while another replica is still asking about it, even past its interval', async () => {
    await db.prisma.orderStatusConfig.update({
      where: { id: configId },
      data: { fetchIntervalMinutes: 1, timeoutSeconds: 300 },
    });
    try {
      const [id] = await relayedOrders(1);
      let release = () => {};
      script.state.hold = new Promise((resolve) => (release = resolve));
      const slow = pollDueOrderStatuses(replica());
      await eventually(async () => script.calls.get(id!) === 1);

      now = new Date(now.getTime() + 2 * MINUTE_MS);
      expect(await pollDueOrderStatuses(replica())).toEqual([]);
      release();
      expect(await slow).toHaveLength(1);
      expect(script.calls.get(id!)).toBe(1);

      // Its ask over, the order is asked again one interval after the ask ended.
      now = new Date(now.getTime() + MINUTE_MS);
      await pollDueOrderStatuses(replica());
      expect(script.calls.get(id!)).toBe(2);
    } finally {
      script.state.hold = null;
      await db.prisma.orderStatusConfig.update({
        where: { id: configId },
        data: { fetchIntervalMinutes: 5, timeoutSeconds: 5 },
      });
    }
  });

  it('asks partners about up to `concurrency` orders at a time within one replica', async () => {
    const ids = await relayedOrders(10);
    // The first answers wait until three asks are in flight, so the overlap does not depend on how
    // quickly a busy machine starts the asks; a fourth at once would still be counted.
    let release = () => {};
    script.state.hold = new Promise((resolve) => (release = resolve));
    const started = eventually(async () => script.state.inFlight >= 3).finally(() => release());

    const entries = await pollDueOrderStatuses(replica(3)).finally(() => {
      script.state.hold = null;
    });
    await started;

    expect(entries).toHaveLength(10);
    expect(callsOf(ids)).toEqual(ids.map(() => 1));
    expect(script.state.maxInFlight).toBe(3);
  });
});
