import type { Result } from 'autocannon';
import { Client } from 'pg';
import { startLocalInfrastructure } from '@marketplace/launcher/src/local-infrastructure';
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
  type StackProcesses,
} from './process-cpu';
import { startBenchStack, type BenchStack } from './stack';
import { postWebhooks, signedStatusWebhook, type SignedWebhook } from './webhook-load';

/**
 * The cluster phase (issue 15): orders placed and webhooks accepted through the gateway, against
 * the stack with one process of each service and with two (`npm run start:cluster`), as a ratio.
 * Each run gets a PostgreSQL server and a 3-broker Kafka (librdkafka's mock) of its own, started
 * afresh by the launcher's own startLocalInfrastructure, so the two runs differ in the replica
 * count alone: the launcher starts that infrastructure only for several replicas, and one process
 * on the embedded PGlite and the outbox log would be another system.
 */
const REPLICA_COUNTS = [1, 2];
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 16);
const WEBHOOK_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 3;
/**
 * Orders the warm-up's webhooks move, then orders the measured webhooks move, each through every
 * step: 500 and 5,000 webhooks, the same work in both runs whatever their speed.
 */
const WARM_UP_ORDERS = 100;
const MOVED_ORDERS = 1_000;
/** How long the order service's consumers get to apply every status after the last answer. */
const APPLY_LIMIT_MS = 120_000;

interface Measurement {
  perSecond: number;
  /** Seconds from the first request to the last answer. */
  seconds: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /** The stack's CPU milliseconds per 2xx, and by process. */
  stackCpuMs: number;
  byProcess: Array<[string, number]>;
  machineBusy: number;
  /** Cores each part used from the first request to the last answer. */
  coresDuringLoad: Array<[string, number]>;
}

interface ClusterRun {
  replicas: number;
  orders: Measurement;
  webhooks: Measurement & {
    /** Moved orders at `delivered` when the consumers were done or the limit came. */
    delivered: number;
    /** From the last webhook's answer to the last status applied. */
    appliedAfterMs: number | undefined;
  };
}

/** A load run's figures, with the stack's CPU from `before` until `settled` has resolved. */
async function measured(
  processes: StackProcesses,
  load: () => Promise<Result>,
  settled: () => Promise<void> = async () => {},
): Promise<Measurement> {
  const cpuBefore = processes.sample();
  const machineBefore = machineCpu();
  const result = await load();
  const machine = machineShare(machineBefore, machineCpu());
  const cpuAtEnd = processes.sample();
  await settled();
  const byProcess = cpuPerUnit(cpuBefore, processes.sample(), result['2xx']);
  return {
    perSecond: result['2xx'] / result.duration,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx + result.errors,
    stackCpuMs: stackTotal(byProcess),
    byProcess,
    machineBusy: machine.used,
    // CPU milliseconds per millisecond of the run: cores.
    coresDuringLoad: cpuPerUnit(cpuBefore, cpuAtEnd, result.duration * 1000),
  };
}

/** Milliseconds until every one of the orders is delivered, polled every 100 ms; the count at the end. */
async function untilDelivered(
  database: Client,
  orderIds: number[],
): Promise<{ delivered: number; ms: number | undefined }> {
  const started = performance.now();
  let delivered = 0;
  while (performance.now() - started < APPLY_LIMIT_MS) {
    const { rows } = await database.query<{ n: string }>(
      "SELECT count(*) AS n FROM orders.orders WHERE id = ANY($1::int[]) AND status = 'delivered'",
      [orderIds],
    );
    delivered = Number(rows[0]!.n);
    if (delivered === orderIds.length) return { delivered, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { delivered, ms: undefined };
}

/**
 * The orders the webhooks move: the first placed after `afterId`, and more placed now (outside
 * the measured time) when the order runs placed fewer than both sets need.
 */
async function ordersToMove(
  stack: BenchStack,
  database: Client,
  afterId: number,
  residents: Resident[],
  vendors: Vendor[],
): Promise<number[]> {
  const needed = WARM_UP_ORDERS + MOVED_ORDERS;
  const { rows } = await database.query<{ id: number }>(
    'SELECT id FROM orders.orders WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, needed],
  );
  const ids = rows.map((row) => row.id);
  while (ids.length < needed) {
    const batch = Array.from({ length: Math.min(ORDER_CONNECTIONS, needed - ids.length) }, (_, index) => {
      const n = ids.length + index;
      return placeOrder(stack, residents[n % residents.length]!, vendors[n % vendors.length]!);
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/**
 * Every order through every step, all orders' `accepted` first, then all their `preparing` ...:
 * an order's updates are a whole round of requests apart, so they arrive in their order whichever
 * replica takes each. Signed ahead, as partners sign on their own machines.
 */
function posting(stack: BenchStack, orderIds: number[]): () => Promise<Result> {
  const queue: SignedWebhook[] = STEPS.flatMap((status) =>
    orderIds.map((id) => signedStatusWebhook(stack.webhookSecret, partnerOrderIdOf(id), status)),
  );
  let next = 0;
  return () =>
    postWebhooks(stack.gatewayUrl, () => queue[Math.min(next++, queue.length - 1)]!, {
      connections: WEBHOOK_CONNECTIONS,
      amount: queue.length,
    });
}

async function measure(stack: BenchStack, replicas: number, seconds: number): Promise<ClusterRun> {
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  try {
    const processes = stackProcesses(stack.pid, new URL(stack.databaseUrl).pathname.slice(1));
    const { vendors, residents } = await prepareOrdering(stack, ORDER_CONNECTIONS);
    const { rows } = await database.query<{ id: number }>(
      'SELECT coalesce(max(id), 0) AS id FROM orders.orders',
    );
    const firstId = rows[0]!.id;

    await loadOrders(stack, residents, vendors, WARM_UP_SECONDS, ORDER_CONNECTIONS); // JIT, pools, balancer
    const orders = await measured(processes, () =>
      loadOrders(stack, residents, vendors, seconds, ORDER_CONNECTIONS),
    );

    const ids = await ordersToMove(stack, database, firstId, residents, vendors);
    await relayToBenchPartner(stack, ids);
    const [warmUpIds, movedIds] = [ids.slice(0, WARM_UP_ORDERS), ids.slice(WARM_UP_ORDERS)];
    // The warm-up waits for its statuses too: the consumer group has settled before the measurement.
    await posting(stack, warmUpIds)();
    const warmUp = await untilDelivered(database, warmUpIds);
    if (warmUp.ms === undefined)
      throw new Error(
        `${replicas} replica(s): ${warmUp.delivered} of ${warmUpIds.length} warm-up orders delivered`,
      );

    const send = posting(stack, movedIds);
    let applied: Awaited<ReturnType<typeof untilDelivered>> = { delivered: 0, ms: undefined };
    // The order service applies the statuses after the answers: its CPU counts until it is done.
    const webhooks = await measured(processes, send, async () => {
      applied = await untilDelivered(database, movedIds);
    });
    return {
      replicas,
      orders,
      webhooks: { ...webhooks, delivered: applied.delivered, appliedAfterMs: applied.ms },
    };
  } finally {
    await database.end();
  }
}

/** One run: fresh infrastructure, the stack with `replicas` of each service, the measurements. */
async function runWith(replicas: number, seconds: number): Promise<ClusterRun> {
  const infrastructure = await startLocalInfrastructure({ database: true, kafka: true });
  try {
    const stack = await startBenchStack({
      replicas,
      env: {
        DATABASE_URL: infrastructure.databaseUrl!,
        KAFKA_BROKERS: infrastructure.kafkaBrokers!,
        ...infrastructure.env,
      },
    });
    try {
      return await measure(stack, replicas, seconds);
    } finally {
      await stack.stop();
    }
  } finally {
    await infrastructure.stop();
  }
}

const line = (figures: Measurement) =>
  `${Math.round(figures.perSecond)}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.ok} ok, ${figures.other} other; the machine ${figures.machineBusy}% busy`;

const cores = (figures: Measurement) =>
  `    cores used until the last answer: ${figures.coresDuringLoad
    .filter(([, used]) => used >= 0.01)
    .map(([part, used]) => `${part} ${used.toFixed(2)}`)
    .join(', ')}`;

/** Statuses applied a second, from the first webhook to the last status applied. */
const appliedPerSecond = ({ webhooks }: ClusterRun) =>
  webhooks.appliedAfterMs === undefined
    ? Number.NaN
    : (webhooks.delivered * STEPS.length) / (webhooks.seconds + webhooks.appliedAfterMs / 1000);

function printRun(run: ClusterRun, seconds: number): void {
  const { replicas, orders, webhooks } = run;
  console.log(`\n    ${replicas} replica${replicas === 1 ? '' : 's'} of each service:`);
  console.log(`    orders placed (${seconds} s, ${ORDER_CONNECTIONS} connections): ${line(orders)}`);
  console.log(cores(orders));
  printCpuPerRequest('placed order', orders.byProcess);
  console.log(
    `    webhooks accepted (${MOVED_ORDERS * STEPS.length}, ${WEBHOOK_CONNECTIONS} connections): ${line(webhooks)}`,
  );
  console.log(cores(webhooks));
  console.log(
    webhooks.appliedAfterMs === undefined
      ? `    ${webhooks.delivered} of ${MOVED_ORDERS} orders delivered ${APPLY_LIMIT_MS / 1000} s after the last answer`
      : `    all ${MOVED_ORDERS} orders delivered ${(webhooks.appliedAfterMs / 1000).toFixed(1)} s after the last answer: ${Math.round(appliedPerSecond(run))} statuses applied a second from the first webhook`,
  );
  printCpuPerRequest('webhook, accepted and applied', webhooks.byProcess);
}

function printRatios([one, two]: ClusterRun[]): void {
  const ratio = (a: number, b: number) => (b / a).toFixed(2);
  const row = (name: string, a: string, b: string, r: string) =>
    console.log(`    ${name.padEnd(34)} ${a.padStart(10)} ${b.padStart(10)} ${r.padStart(8)}`);
  console.log('\n    two replicas against one:');
  row('', '1 replica', '2 replicas', '2 / 1');
  for (const [name, pick] of [
    ['orders', (run: ClusterRun) => run.orders],
    ['webhooks', (run: ClusterRun) => run.webhooks],
  ] as const) {
    const [a, b] = [pick(one!), pick(two!)];
    row(`${name} a second`, a.perSecond.toFixed(0), b.perSecond.toFixed(0), ratio(a.perSecond, b.perSecond));
    row(`${name} p99 (ms)`, String(a.p99), String(b.p99), ratio(a.p99, b.p99));
    row(
      `stack CPU per ${name.slice(0, -1)} (ms)`,
      a.stackCpuMs.toFixed(2),
      b.stackCpuMs.toFixed(2),
      ratio(a.stackCpuMs, b.stackCpuMs),
    );
  }
  const [a, b] = [appliedPerSecond(one!), appliedPerSecond(two!)];
  row('statuses applied a second', a.toFixed(0), b.toFixed(0), ratio(a, b));
}

export async function runClusterPhase(seconds: number): Promise<void> {
  console.log(
    `\n(cluster) orders and webhooks through the gateway, one process of each service against two, each run on a PostgreSQL server and a 3-broker Kafka mock of its own`,
  );
  const runs: ClusterRun[] = [];
  for (const replicas of REPLICA_COUNTS) {
    runs.push(await runWith(replicas, seconds));
    printRun(runs.at(-1)!, seconds);
  }
  printRatios(runs);
}
