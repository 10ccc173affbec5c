import { Client } from 'pg';
import { WEBHOOK_PATH, type OrderStatus } from '@marketplace/contracts';
import { connectSse, type SseConnection } from '@marketplace/testing';
import type { Resident } from './catalog-phase';
import {
  loadOrders,
  partnerOrderIdOf,
  placeOrder,
  prepareOrdering,
  relayToBenchPartner,
  STEPS,
  type Vendor,
} from './order-load';
import {
  cpuPerUnit,
  machineCpu,
  machineShare,
  printCpuPerRequest,
  stackProcesses,
  stackTotal,
} from './process-cpu';
import { ms, percentile, spread } from './load-figures';
import type { BenchStack } from './stack';
import { signedStatusWebhook } from './webhook-load';

/**
 * Phases (f) and (g), issue 11, through the gateway on the whole stack:
 * (f) residents placing orders: orders a second, p99 and the stack's CPU per order (issue 26:
 *     >= 300/s with p99 < 150 ms, at most 6 ms of CPU an order);
 * (g) status on screen: from a signed webhook's 2xx to the status event in an open stream, one
 *     stream at a time (issue 26: p95 < 100 ms), then with 1,000 streams open on the one order
 *     service (p95 < 500 ms,
 *     and every stream gets its event).
 */
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 16);
const ORDERS_PER_SECOND_TARGET = 300;
const ORDER_P99_BOUND_MS = 150;
const ORDER_CPU_BOUND_MS = 6;
const SINGLE_STATUS_P95_BOUND_MS = 100;
const CROWD_STATUS_P95_BOUND_MS = 500;
/** Streams per order in the crowd test; the service allows each resident 10. */
const STREAMS_PER_ORDER = 10;
const CROWD_STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
/** Sequential webhook-to-screen samples of the single-stream test. */
const SINGLE_SAMPLES = 60;

/** A partner's signed status webhook naming its id of our order; resolves at its answer's arrival. */
async function sendWebhook(stack: BenchStack, orderId: number, status: OrderStatus): Promise<number> {
  const { body, headers } = signedStatusWebhook(stack.webhookSecret, partnerOrderIdOf(orderId), status);
  const response = await fetch(`${stack.gatewayUrl}${WEBHOOK_PATH}`, { method: 'POST', headers, body });
  const answeredAt = performance.now();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`webhook -> ${response.status}`);
  return answeredAt;
}

const openStream = (stack: BenchStack, resident: Resident, orderId: number) =>
  connectSse(`${stack.gatewayUrl}/api/orders/${orderId}/events`, { cookie: resident.cookie });

const statusIs = (status: OrderStatus) => (event: { event: string; data: string }) =>
  event.event === 'status' && (JSON.parse(event.data) as { status: string }).status === status;

/** (g), one stream: each sample waits for its event before the next webhook goes out. */
async function singleStream(stack: BenchStack, residents: Resident[], vendors: Vendor[]): Promise<number[]> {
  const latencies: number[] = [];
  const orders = Math.ceil(SINGLE_SAMPLES / STEPS.length);
  for (let index = 0; index < orders; index += 1) {
    const resident = residents[index % residents.length]!;
    const orderId = await placeOrder(stack, resident, vendors[index % vendors.length]!);
    await relayToBenchPartner(stack, [orderId]);
    const stream = await openStream(stack, resident, orderId);
    try {
      await stream.next(statusIs('pending'));
      for (const status of STEPS) {
        const answeredAt = await sendWebhook(stack, orderId, status);
        const event = await stream.next(statusIs(status), 10_000);
        latencies.push(event.receivedAt - answeredAt);
      }
    } finally {
      stream.close();
    }
  }
  return latencies;
}

interface CrowdFigures {
  latencies: number[];
  expected: number;
  openedIn: number;
  answerSpread: number[];
  /** Each order's webhook 2xx to its new status being seen in the database (the event consumer's part). */
  toApplied: number[];
  /** The status being seen in the database to the event in each stream (the live path's part, up to 20 ms short). */
  appliedToEvent: number[];
}

/**
 * When each order is first seen with the status, polled every 20 ms: the time the order service's
 * consumer committed it, give or take the poll.
 */
async function watchApplied(
  database: Client,
  orderIds: number[],
  status: OrderStatus,
): Promise<Map<number, number>> {
  const seen = new Map<number, number>();
  const deadline = performance.now() + 15_000;
  while (seen.size < orderIds.length && performance.now() < deadline) {
    const { rows } = await database.query<{ id: number }>(
      'SELECT id FROM orders.orders WHERE id = ANY($1::int[]) AND status = $2',
      [orderIds, status],
    );
    const now = performance.now();
    for (const { id } of rows) if (!seen.has(id)) seen.set(id, now);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return seen;
}

/** (g), a crowd: CROWD_STREAMS streams over their orders, then one webhook per order at once, a status at a time. */
async function crowd(stack: BenchStack, residents: Resident[], vendors: Vendor[]): Promise<CrowdFigures> {
  const orderCount = Math.ceil(CROWD_STREAMS / STREAMS_PER_ORDER);
  const orders = await Promise.all(
    Array.from({ length: orderCount }, async (_, index) => {
      const resident = residents[index % residents.length]!;
      return { resident, orderId: await placeOrder(stack, resident, vendors[index % vendors.length]!) };
    }),
  );
  await relayToBenchPartner(
    stack,
    orders.map(({ orderId }) => orderId),
  );
  const openedAt = performance.now();
  const streams: { orderId: number; stream: SseConnection }[] = [];
  // Opened in waves, as browsers would over a few seconds, not as one burst of handshakes.
  for (let wave = 0; wave < STREAMS_PER_ORDER; wave += 1) {
    const opened = await Promise.all(
      orders.map(async ({ resident, orderId }) => ({
        orderId,
        stream: await openStream(stack, resident, orderId),
      })),
    );
    streams.push(...opened);
  }
  const refused = streams.filter(({ stream }) => stream.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} streams were refused`);
  await Promise.all(streams.map(({ stream }) => stream.next(statusIs('pending'), 30_000)));
  const openedIn = performance.now() - openedAt;

  const latencies: number[] = [];
  const answerSpread: number[] = [];
  const toApplied: number[] = [];
  const appliedToEvent: number[] = [];
  let expected = 0;
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  try {
    for (const status of STEPS.slice(0, 3)) {
      const applied = watchApplied(
        database,
        orders.map(({ orderId }) => orderId),
        status,
      );
      const answered = new Map<number, number>();
      await Promise.all(
        orders.map(async ({ orderId }) => answered.set(orderId, await sendWebhook(stack, orderId, status))),
      );
      expected += streams.length;
      const answers = [...answered.values()];
      answerSpread.push(Math.max(...answers) - Math.min(...answers));
      const arrivals = await Promise.allSettled(
        streams.map(async ({ orderId, stream }) => ({
          orderId,
          at: (await stream.next(statusIs(status), 15_000)).receivedAt,
        })),
      );
      const appliedAt = await applied;
      for (const [orderId, at] of appliedAt) toApplied.push(at - answered.get(orderId)!);
      for (const arrival of arrivals) {
        if (arrival.status !== 'fulfilled') continue;
        const { orderId, at } = arrival.value;
        latencies.push(at - answered.get(orderId)!);
        const committed = appliedAt.get(orderId);
        if (committed !== undefined) appliedToEvent.push(at - committed);
      }
    }
  } finally {
    for (const { stream } of streams) stream.close();
    await database.end();
  }
  return { latencies, expected, openedIn, answerSpread, toApplied, appliedToEvent };
}

export async function runOrderingPhase(stack: BenchStack, seconds: number): Promise<void> {
  const residentCount = Math.max(ORDER_CONNECTIONS, Math.ceil(CROWD_STREAMS / STREAMS_PER_ORDER));
  const registeredAt = performance.now();
  const { vendors, residents } = await prepareOrdering(stack, residentCount);
  console.log(
    `\n(f) POST /api/orders through the gateway, ${ORDER_CONNECTIONS} connections (one resident each), ${vendors.length} internal vendors`,
  );
  console.log(
    `    ${residents.length} residents registered and signed in through the gateway in ${ms(performance.now() - registeredAt)}`,
  );

  await loadOrders(stack, residents, vendors, 2, ORDER_CONNECTIONS); // warm the path's JIT and pools
  const processes = stackProcesses(
    stack.pid,
    process.env.DATABASE_URL ? new URL(stack.databaseUrl).pathname.slice(1) : undefined,
  );
  const cpuBefore = processes.sample();
  const machineBefore = machineCpu();
  const orders = await loadOrders(stack, residents, vendors, seconds, ORDER_CONNECTIONS);
  const machine = machineShare(machineBefore, machineCpu());
  const cpuAfter = processes.sample();
  const perSecond = orders['2xx'] / orders.duration;
  const ordersMet =
    perSecond >= ORDERS_PER_SECOND_TARGET && orders.latency.p99 < ORDER_P99_BOUND_MS && orders.non2xx === 0;
  console.log(
    `    ${Math.round(perSecond)} orders/s placed, p50 ${orders.latency.p50} ms, p99 ${orders.latency.p99} ms, ${orders['2xx']} placed, ${orders.non2xx} other answers, ${orders.errors} errors`,
  );
  console.log(
    `    target (>= ${ORDERS_PER_SECOND_TARGET} orders/s with p99 < ${ORDER_P99_BOUND_MS} ms): ${ordersMet ? 'met' : 'not met'}`,
  );
  console.log(
    `    the machine's CPUs during the run: ${machine.used}% busy, ${machine.idle}% idle, ${machine.stolen}% taken by the host (steal)`,
  );
  const perOrder = cpuPerUnit(cpuBefore, cpuAfter, orders['2xx']);
  printCpuPerRequest('placed order', perOrder);
  const cpuMet = stackTotal(perOrder) <= ORDER_CPU_BOUND_MS;
  console.log(`    target (stack CPU <= ${ORDER_CPU_BOUND_MS} ms an order): ${cpuMet ? 'met' : 'not met'}`);

  console.log(
    `\n(g) status on screen: a signed webhook's 2xx to the status event in a stream open through the gateway`,
  );
  const single = await singleStream(stack, residents, vendors);
  const singleMet = percentile(single, 95) < SINGLE_STATUS_P95_BOUND_MS;
  console.log(`    one stream, ${single.length} webhooks one after another: ${spread(single)}`);
  console.log(`    target (p95 < ${SINGLE_STATUS_P95_BOUND_MS} ms): ${singleMet ? 'met' : 'not met'}`);

  const { latencies, expected, openedIn, answerSpread, toApplied, appliedToEvent } = await crowd(
    stack,
    residents,
    vendors,
  );
  const crowdMet = latencies.length === expected && percentile(latencies, 95) < CROWD_STATUS_P95_BOUND_MS;
  console.log(
    `    ${CROWD_STREAMS} streams open (${STREAMS_PER_ORDER} on each of ${Math.ceil(CROWD_STREAMS / STREAMS_PER_ORDER)} orders, opened and given their current status in ${ms(openedIn)}); 3 rounds of one webhook per order at once`,
  );
  console.log(
    `    each round's webhooks were answered within ${answerSpread.map(ms).join(', ')} of each other`,
  );
  console.log(`    events received ${latencies.length} of ${expected}: ${spread(latencies)}`);
  console.log(`      of which webhook 2xx to the status committed (event consumer): ${spread(toApplied)}`);
  console.log(
    `      and status committed to the event in the stream (live path, up to 20 ms short): ${spread(appliedToEvent)}`,
  );
  console.log(
    `    target (every stream gets its event, p95 < ${CROWD_STATUS_P95_BOUND_MS} ms): ${crowdMet ? 'met' : 'not met'}`,
  );
}
