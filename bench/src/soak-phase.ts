import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { WEBHOOK_PATH, type OrderStatus } from '@marketplace/contracts';
import { connectSse, type SseConnection } from '@marketplace/testing';
import { registerResidents, type Resident } from './catalog-phase';
import { adminSession } from './closed-loop';
import { ms, percentile } from './load-figures';
import {
  busiestCommunity,
  orderBodies,
  partnerOrderIdOf,
  placeOrder,
  relayToBenchPartner,
  residentHeaders,
  STEPS,
  type Vendor,
} from './order-load';
import { stackProcesses } from './process-cpu';
import { startBenchStack, type BenchStack } from './stack';
import { signedStatusWebhook } from './webhook-load';

/**
 * The soak phase (issue 27, `BENCH_ONLY=soak`): the whole stack for BENCH_SOAK_MINUTES (20) at a
 * steady rate — residents browsing, ordering and tracking their orders on open streams, store
 * owners accepting, a partner's signed webhooks moving relayed orders to delivered, an admin
 * reading the reports. Every minute, and at the end, it prints each process's resident memory and
 * open descriptors, the database's size per 1,000 orders, the event tables' rows, errors and p99
 * per call. The event tables' retention is cut to minutes (SOAK_RETENTION_MS) so that the pruning
 * reaches its steady state within the warm-up: pass means flat after it and no error.
 */
const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 20);
/** The first quarter (at least a minute): JIT, pools and caches settle, and the retention fills. */
const WARM_UP_MINUTES = Math.max(1, Math.round(MINUTES / 4));
const ORDERS_PER_SECOND = Number(process.env.BENCH_SOAK_ORDERS_PER_SECOND ?? 2);
const BROWSES_PER_SECOND = 10;
const RESIDENTS = 40;
const STORES = 10;
/** Event rows older than this are pruned, every PRUNE_INTERVAL_MS: minutes instead of days. */
const SOAK_RETENTION_MS = Math.max(60_000, (WARM_UP_MINUTES * 60_000) / 2);
const PRUNE_INTERVAL_MS = 20_000;
const MINUTE_MS = 60_000;
/** Memory may move this much after the warm-up (the issue's 10 %). */
const MEMORY_TOLERANCE = 0.1;

const EVENT_TABLES = [
  'orders.outbox',
  'orders.processed_events',
  'webhooks.outbox',
  'webhooks.processed_events',
  'catalog.outbox',
] as const;

interface Member extends Resident {
  storeId: number;
}

interface Minute {
  minute: number;
  memoryMb: Record<string, number>;
  descriptors: Record<string, number>;
  dbBytesPer1000Orders: number;
  eventRows: Record<string, number>;
  errors: number;
  p99: Record<string, number>;
}

/** Calls timed by kind, and every failure, since the last minute's report. */
class CallLog {
  private latencies = new Map<string, number[]>();
  errors = 0;
  readonly failures: string[] = [];

  async time<T>(kind: string, call: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now();
    try {
      const result = await call();
      const list = this.latencies.get(kind) ?? [];
      list.push(performance.now() - started);
      this.latencies.set(kind, list);
      return result;
    } catch (error) {
      this.errors += 1;
      if (this.failures.length < 20) this.failures.push(`${kind}: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** p99 per kind since the last call, and the count of errors; starts the next minute afresh. */
  take(): { p99: Record<string, number>; errors: number } {
    const p99 = Object.fromEntries(
      [...this.latencies].map(([kind, values]) => [kind, Math.round(percentile(values, 99))]),
    );
    const errors = this.errors;
    this.latencies = new Map();
    this.errors = 0;
    return { p99, errors };
  }
}

async function expectOk(response: Response, what: string): Promise<void> {
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${what} -> ${response.status}`);
}

/** Resident memory (MiB) and open descriptors of one process, from /proc; undefined once it is gone. */
function processFigures(pid: number): { rssMb: number; fds: number } | undefined {
  try {
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { rssMb: Math.round(rssKb / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return undefined;
  }
}

async function sampleMinute(
  minute: number,
  stack: BenchStack,
  database: Client,
  calls: CallLog,
): Promise<Minute> {
  const memoryMb: Record<string, number> = {};
  const descriptors: Record<string, number> = {};
  for (const [pid, { part }] of stackProcesses(stack.pid, undefined).sample()) {
    const figures = pid > 0 ? processFigures(pid) : processFigures(process.pid);
    if (!figures || part.startsWith('postgres')) continue;
    memoryMb[part] = (memoryMb[part] ?? 0) + figures.rssMb;
    descriptors[part] = (descriptors[part] ?? 0) + figures.fds;
  }
  const { rows } = await database.query<{ bytes: string; orders: number }>(
    `SELECT pg_database_size(current_database())::text AS bytes, (SELECT count(*)::int FROM orders.orders) AS orders`,
  );
  const eventRows: Record<string, number> = {};
  for (const table of EVENT_TABLES)
    eventRows[table] = Number((await database.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
  return {
    minute,
    memoryMb,
    descriptors,
    dbBytesPer1000Orders: Math.round((Number(rows[0]!.bytes) / Math.max(1, rows[0]!.orders)) * 1000),
    eventRows,
    ...calls.take(),
  };
}

function printMinute(m: Minute): void {
  const list = (record: Record<string, number>, unit = '') =>
    Object.entries(record)
      .map(([key, value]) => `${key} ${value}${unit}`)
      .join(', ');
  console.log(`  minute ${m.minute}: errors ${m.errors}`);
  console.log(`    memory: ${list(m.memoryMb, ' MiB')}`);
  console.log(`    open descriptors: ${list(m.descriptors)}`);
  console.log(
    `    database: ${(m.dbBytesPer1000Orders / 2 ** 20).toFixed(1)} MiB per 1,000 orders; event rows: ${list(m.eventRows)}`,
  );
  console.log(`    p99: ${list(m.p99, ' ms')}`);
}

/** Flat after the warm-up: the verdict per figure, from the minutes after it. */
function verdict(minutes: Minute[], failures: string[]): boolean {
  const after = minutes.filter((m) => m.minute > WARM_UP_MINUTES);
  if (after.length < 2) {
    console.log('  too short to judge: run at least two minutes past the warm-up');
    return false;
  }
  const first = after[0]!;
  const last = after.at(-1)!;
  let pass = true;
  const judge = (ok: boolean, line: string) => {
    console.log(`  ${ok ? 'flat' : 'GROWS'}: ${line}`);
    pass &&= ok;
  };
  for (const part of Object.keys(first.memoryMb)) {
    const values = after.map((m) => m.memoryMb[part] ?? 0);
    const base = Math.max(1, values[0]!);
    judge(
      Math.max(...values) <= base * (1 + MEMORY_TOLERANCE),
      `${part} memory ${values[0]} -> ${values.at(-1)} MiB (most ${Math.max(...values)}, allowed ${Math.round(base * (1 + MEMORY_TOLERANCE))})`,
    );
  }
  for (const part of Object.keys(first.descriptors)) {
    const values = after.map((m) => m.descriptors[part] ?? 0);
    // Sockets come and go with the load: growth means a steady climb, not a minute's wobble.
    judge(
      (last.descriptors[part] ?? 0) <= Math.max(...values.slice(0, Math.ceil(values.length / 2))) + 5,
      `${part} descriptors ${values.join(' ')}`,
    );
  }
  for (const table of EVENT_TABLES) {
    const values = after.map((m) => m.eventRows[table] ?? 0);
    judge(
      (last.eventRows[table] ?? 0) <= Math.max(...values.slice(0, Math.ceil(values.length / 2))) * 1.15 + 50,
      `${table} rows ${values.join(' ')}`,
    );
  }
  const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
  judge(errors === 0, `errors ${errors}${failures.length ? `: ${failures.join('; ')}` : ''}`);
  return pass;
}

/** Makes each of `users` the owner of one of the stores, as an approved application would. */
async function makeOwners(database: Client, users: Resident[], stores: Vendor[]): Promise<Member[]> {
  const members = users.map((user, index) => ({ ...user, storeId: stores[index]!.id }));
  await database.query(
    `INSERT INTO auth.store_memberships (user_id, vendor_id, role)
     SELECT u, v, 'owner' FROM unnest($1::int[], $2::int[]) AS m(u, v) ON CONFLICT DO NOTHING`,
    [members.map((m) => m.userId), members.map((m) => m.storeId)],
  );
  return members;
}

export async function runSoakPhase(): Promise<void> {
  const stack = await startBenchStack({
    env: {
      OUTBOX_RETENTION_MS: String(SOAK_RETENTION_MS),
      PROCESSED_EVENT_RETENTION_MS: String(SOAK_RETENTION_MS),
      EVENT_PRUNE_INTERVAL_MS: String(PRUNE_INTERVAL_MS),
    },
  });
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  const calls = new CallLog();
  const streams = new Set<SseConnection>();
  const timers: NodeJS.Timeout[] = [];
  try {
    const communityId = await busiestCommunity(database);
    const stores = await orderBodies(stack, database, communityId, STORES);
    const people = await registerResidents(stack.gatewayUrl, [communityId], RESIDENTS + stores.length);
    const owners = await makeOwners(database, people.slice(0, stores.length), stores);
    const residents = people.slice(stores.length);
    const admin = await adminSession(stack.gatewayUrl);
    // The gateway's session cache: after it, an owner's identity names their store.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    console.log(
      `\n(soak) ${MINUTES} minutes (warm-up ${WARM_UP_MINUTES}): ${ORDERS_PER_SECOND} orders/s over ${stores.length} stores by ${residents.length} residents, each tracked on a stream, half accepted by their store's owner and half moved to delivered by partner webhooks; ${BROWSES_PER_SECOND} browsing calls/s; an admin report every 5 s; event rows kept ${ms(SOAK_RETENTION_MS)}, pruned every ${ms(PRUNE_INTERVAL_MS)}`,
    );

    const get = (kind: string, path: string, cookie: string) =>
      calls.time(kind, async () =>
        expectOk(await fetch(stack.gatewayUrl + path, { headers: { cookie } }), path),
      );
    let n = 0;
    const orderOnce = async () => {
      const index = (n += 1);
      const resident = residents[index % residents.length]!;
      const store = stores[index % stores.length]!;
      const orderId = await calls.time('POST /api/orders', () => placeOrder(stack, resident, store));
      if (orderId === undefined) return;
      const stream = await connectSse(`${stack.gatewayUrl}/api/orders/${orderId}/events`, {
        cookie: resident.cookie,
      });
      streams.add(stream);
      // A stream lives as long as a resident watches a fresh order: then the screen is left.
      timers.push(
        setTimeout(() => {
          stream.close();
          streams.delete(stream);
        }, 30_000),
      );
      if (index % 2 === 0) {
        const owner = owners.find((o) => o.storeId === store.id)!;
        await calls.time('POST /api/vendor/orders/:id/accept', async () =>
          expectOk(
            await fetch(`${stack.gatewayUrl}/api/vendor/orders/${orderId}/accept`, {
              method: 'POST',
              headers: residentHeaders(owner),
              body: JSON.stringify({ prepMinutes: 20 }),
            }),
            'accept',
          ),
        );
        return;
      }
      await relayToBenchPartner(stack, [orderId]);
      for (const status of STEPS as OrderStatus[]) {
        const { body, headers } = signedStatusWebhook(stack.webhookSecret, partnerOrderIdOf(orderId), status);
        await calls.time(`POST ${WEBHOOK_PATH}`, async () =>
          expectOk(
            await fetch(stack.gatewayUrl + WEBHOOK_PATH, { method: 'POST', headers, body }),
            'webhook',
          ),
        );
      }
    };
    let b = 0;
    const browseOnce = async () => {
      const resident = residents[(b += 1) % residents.length]!;
      const store = stores[b % stores.length]!;
      const pick = b % 4;
      if (pick === 0)
        await get('GET /api/vendors/:id/reviews', `/api/vendors/${store.id}/reviews`, resident.cookie);
      else if (pick === 1) await get('GET /api/orders/user', '/api/orders/user', resident.cookie);
      else if (pick === 2) await get('GET /api/notifications', '/api/notifications', resident.cookie);
      else await get('GET /api/vendor/orders', '/api/vendor/orders', owners[b % owners.length]!.cookie);
    };
    const adminOnce = () => get('GET /api/admin/orders-report', '/api/admin/orders-report?limit=20', admin);

    const every = (intervalMs: number, work: () => Promise<unknown>) => {
      const timer = setInterval(() => void work().catch(() => (calls.errors += 1)), intervalMs);
      timers.push(timer);
    };
    every(1000 / ORDERS_PER_SECOND, orderOnce);
    every(1000 / BROWSES_PER_SECOND, browseOnce);
    every(5_000, adminOnce);

    const minutes: Minute[] = [];
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      await new Promise((resolve) => setTimeout(resolve, MINUTE_MS));
      const sample = await sampleMinute(minute, stack, database, calls);
      minutes.push(sample);
      printMinute(sample);
    }
    for (const timer of timers) clearTimeout(timer);
    console.log(`\n(soak) after ${MINUTES} minutes, judged on minutes ${WARM_UP_MINUTES + 1}-${MINUTES}:`);
    const pass = verdict(minutes, calls.failures);
    console.log(`  soak: ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    for (const timer of timers) clearTimeout(timer);
    for (const stream of streams) stream.close();
    await database.end();
    await stack.stop();
  }
}
