import autocannon from 'autocannon';
import { Client } from 'pg';
import { CSRF_HEADER, DEMO_LOCAL_STORES, DEMO_VENDOR, type StoreRole } from '@marketplace/contracts';
import { startLocalInfrastructure } from '@marketplace/launcher/src/local-infrastructure';
import { ensureBenchCommunities, ensureCatalogDataset } from './catalog-dataset';
import { registerResidents } from './catalog-phase';
import { adminSession, closedLoop } from './closed-loop';
import { ms, percentile } from './load-figures';
import { cpuPerUnit, machineCpu, machineShare, stackProcesses, stackTotal } from './process-cpu';
import { startBenchStack, type BenchStack } from './stack';
import { ensureStoreDataset } from './store-dataset';

/**
 * The store phase (issue 25), on a stack of two processes of each service over a PostgreSQL server
 * of its own (the gateway takes the catalog's replicas in turn, so a write lands on one and reads
 * come from both):
 * (s1) a store switched closed (and open again) and a menu item switched out of stock (and back) by
 *      its member through the gateway, while BACKGROUND_CONNECTIONS read the catalog at full speed:
 *      from the write's 200 to the first read of a streak of READS_IN_STREAK that all show the new
 *      state (so every replica's answer has changed), for the vendor page, its details, the category
 *      list and the menu. Target: under 1 s.
 * (s2) a store's earnings over 30 days, members of the data set's busiest and random stores, and
 * (s3) the back-office's Vendors tab, pages and searches, both at 10,000 vendors and 1,000,000
 *      orders, from CONNECTIONS connections: p50, p95, p99 and CPU per request. Target: p95 < 200 ms.
 */
const FLIPS = Number(process.env.BENCH_STORE_FLIPS ?? 10);
const BACKGROUND_CONNECTIONS = Number(process.env.BENCH_STORE_READERS ?? 16);
const READS_IN_STREAK = 4;
const VISIBLE_BOUND_MS = 1_000;
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 8);
const P95_BOUND_MS = 200;
const MEMBERS = 40;
/** The gateway's session cache: after it a new member's identity names their store. */
const SESSION_CACHE_MS = 2_000;
const DAY_MS = 86_400_000;
const STORE = DEMO_LOCAL_STORES[0];

const call = async (stack: BenchStack, method: string, path: string, cookie: string, body?: unknown) => {
  const response = await fetch(stack.gatewayUrl + path, {
    method,
    headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

async function signIn(stack: BenchStack, emailOrPhone: string, password: string): Promise<string> {
  const response = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
    body: JSON.stringify({ emailOrPhone, password }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`login -> ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

interface Reader {
  name: string;
  /** Whether the answer shows the state just written. */
  shows: (answer: unknown, wanted: boolean) => boolean;
  path: string;
}

/** Reads until READS_IN_STREAK answers in a row show the state; the time of the streak's first. */
async function visibleAfter(
  stack: BenchStack,
  reader: Reader,
  wanted: boolean,
  writtenAt: number,
): Promise<number> {
  let streakStartedAt: number | undefined;
  let streak = 0;
  while (performance.now() - writtenAt < 10_000) {
    const sentAt = performance.now();
    const answer: unknown = await (await fetch(stack.gatewayUrl + reader.path)).json();
    if (reader.shows(answer, wanted)) {
      streakStartedAt ??= sentAt;
      streak += 1;
      if (streak >= READS_IN_STREAK) return streakStartedAt - writtenAt;
    } else {
      streakStartedAt = undefined;
      streak = 0;
    }
  }
  return Number.POSITIVE_INFINITY;
}

async function visibility(stack: BenchStack, categoryId: number): Promise<boolean> {
  const cookie = await signIn(stack, DEMO_VENDOR.email, DEMO_VENDOR.password);
  const menu = (await call(stack, 'GET', `/api/vendor/stores/${STORE.id}/menu-items`, cookie)) as {
    items: { id: number; name: string }[];
  };
  const item = menu.items[0]!;
  const storeReaders: Reader[] = [
    {
      name: 'vendor page',
      path: `/api/vendors/${STORE.id}`,
      shows: (a, open) => (a as { isOpen: boolean }).isOpen === open,
    },
    {
      name: 'vendor details',
      path: `/api/vendors/${STORE.id}/details`,
      shows: (a, open) => (a as { data: { isOpen: boolean } }).data.isOpen === open,
    },
    {
      name: 'category list',
      path: `/api/vendors/category/${categoryId}`,
      shows: (a, open) =>
        (a as { id: number; isOpen: boolean }[]).find((v) => v.id === STORE.id)?.isOpen === open,
    },
  ];
  const menuReader: Reader = {
    name: 'menu item',
    path: `/api/vendors/${STORE.id}/menu`,
    shows: (a, available) =>
      (a as { id: number; isAvailable: boolean }[]).find((m) => m.id === item.id)?.isAvailable === available,
  };

  let background!: autocannon.Instance;
  const backgroundDone = new Promise<autocannon.Result>((resolve, reject) => {
    background = autocannon(
      {
        url: stack.gatewayUrl,
        connections: BACKGROUND_CONNECTIONS,
        duration: 600,
        requests: [
          { method: 'GET', path: `/api/vendors/category/${categoryId}` },
          { method: 'GET', path: `/api/vendors/${STORE.id}` },
          { method: 'GET', path: `/api/vendors/${STORE.id}/menu` },
          { method: 'GET', path: '/api/categories' },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const seen = new Map<string, number[]>();
  const record = (name: string, value: number) => seen.set(name, [...(seen.get(name) ?? []), value]);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (let flip = 0; flip < FLIPS; flip += 1) {
      for (const open of [false, true]) {
        await call(stack, 'PATCH', `/api/vendor/stores/${STORE.id}`, cookie, { isOpen: open });
        const writtenAt = performance.now();
        const times = await Promise.all(
          storeReaders.map((reader) => visibleAfter(stack, reader, open, writtenAt)),
        );
        storeReaders.forEach((reader, index) => record(reader.name, times[index]!));
      }
      for (const available of [false, true]) {
        await call(stack, 'PATCH', `/api/vendor/menu-items/${item.id}`, cookie, { isAvailable: available });
        record(menuReader.name, await visibleAfter(stack, menuReader, available, performance.now()));
      }
    }
  } finally {
    background.stop();
  }
  const result = await backgroundDone;
  console.log(
    `    background catalog reads meanwhile: ${Math.round(result.requests.average)} req/s from ${BACKGROUND_CONNECTIONS} connections, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
  let met = true;
  for (const [name, values] of seen) {
    const worst = Math.max(...values);
    met &&= worst < VISIBLE_BOUND_MS;
    console.log(
      `    ${name.padEnd(15)} seen on every read after p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(worst)} (${values.length} changes)`,
    );
  }
  console.log(`    target (every change seen within ${VISIBLE_BOUND_MS} ms): ${met ? 'PASS' : 'NOT MET'}`);
  return met;
}

async function atSize(
  stack: BenchStack,
  name: string,
  seconds: number,
  target: () => { url: string; cookie: string },
): Promise<boolean> {
  const processes = stackProcesses(stack.pid, new URL(stack.databaseUrl).pathname.slice(1));
  await closedLoop(target, 1, CONNECTIONS);
  const before = processes.sample();
  const machineBefore = machineCpu();
  const run = await closedLoop(target, seconds, CONNECTIONS);
  const machine = machineShare(machineBefore, machineCpu());
  const perRequest = cpuPerUnit(before, processes.sample(), run.latencies.length);
  const p95 = percentile(run.latencies, 95);
  const met = p95 < P95_BOUND_MS && run.non2xx === 0 && run.errors === 0;
  console.log(
    `    ${name}: ${Math.round(run.latencies.length / run.seconds)} req/s, p50 ${ms(percentile(run.latencies, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(run.latencies, 99))}; ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} errors; machine ${machine.used}% busy`,
  );
  console.log(
    `      CPU per request: ${perRequest
      .filter(([, cpuMs]) => cpuMs >= 0.01)
      .map(([part, cpuMs]) => `${part} ${cpuMs.toFixed(2)}`)
      .join(', ')} ms; stack total ${stackTotal(perRequest).toFixed(2)} ms`,
  );
  console.log(
    `      target (p95 < ${P95_BOUND_MS} ms at ${CONNECTIONS} connections, every answer 2xx): ${met ? 'PASS' : 'NOT MET'}`,
  );
  return met;
}

async function measure(stack: BenchStack, seconds: number): Promise<void> {
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  try {
    const catalog = await ensureCatalogDataset(database);
    const communities = await ensureBenchCommunities(database);
    const orders = await ensureStoreDataset(database);
    console.log(
      `    data set: ${catalog.vendorIds.length.toLocaleString('en-US')} vendors, ${orders.orders.toLocaleString('en-US')} orders of ${orders.vendors.toLocaleString('en-US')} of them (written in ${orders.seconds.toFixed(1)} s, vacuum ${orders.vacuumSeconds.toFixed(1)} s)`,
    );
    const { rows: food } = await database.query<{ category_id: number }>(
      'SELECT category_id FROM catalog.vendors WHERE id = $1',
      [STORE.id],
    );

    console.log('  (s1) a store closed and an item out of stock, seen by residents through the gateway');
    await visibility(stack, food[0]!.category_id);

    console.log(`  (s2) a store's earnings, 30 days, ${MEMBERS} members of busy and random stores`);
    const { rows: busiest } = await database.query<{ vendor_id: number }>(
      `SELECT vendor_id FROM orders.orders WHERE user_id >= 1950000000 GROUP BY vendor_id ORDER BY count(*) DESC LIMIT $1`,
      [MEMBERS / 2],
    );
    const randomStores = catalog.vendorIds.filter(
      (_, index) => index % Math.floor(catalog.vendorIds.length / (MEMBERS / 2)) === 0,
    );
    const stores = [...busiest.map((row) => row.vendor_id), ...randomStores].slice(0, MEMBERS);
    const residents = await registerResidents(stack.gatewayUrl, communities.communityIds, MEMBERS);
    const role: StoreRole = 'owner';
    await database.query(
      `INSERT INTO auth.store_memberships (user_id, vendor_id, role)
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) ON CONFLICT DO NOTHING`,
      [residents.map((resident) => resident.userId), stores, stores.map(() => role)],
    );
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 500));
    const day = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);
    const range = `from=${day(Date.now() - 29 * DAY_MS)}&to=${day(Date.now())}`;
    let next = 0;
    await atSize(stack, 'earnings', seconds, () => {
      const index = next++ % stores.length;
      return {
        url: `${stack.gatewayUrl}/api/vendor/stores/${stores[index]}/earnings?${range}`,
        cookie: residents[index]!.cookie,
      };
    });

    console.log('  (s3) the back-office Vendors tab: pages, searches and filters');
    const admin = await adminSession(stack.gatewayUrl);
    const queries = [
      'page=1',
      'page=137',
      'page=399',
      'search=Kitchen&page=3',
      'search=Royal%20Mart',
      'kind=local&status=active&page=12',
    ];
    let asked = 0;
    await atSize(stack, 'admin vendors', seconds, () => ({
      url: `${stack.gatewayUrl}/api/admin/vendors?${queries[asked++ % queries.length]}&limit=25`,
      cookie: admin,
    }));
  } finally {
    await database.end();
  }
}

export async function runStorePhase(seconds: number): Promise<void> {
  console.log('\n(store) vendors running their stores (issue 25): two processes of each service, PostgreSQL');
  const infrastructure = await startLocalInfrastructure({ database: true, kafka: true });
  try {
    const stack = await startBenchStack({
      replicas: 2,
      env: {
        DATABASE_URL: infrastructure.databaseUrl!,
        KAFKA_BROKERS: infrastructure.kafkaBrokers!,
        ...infrastructure.env,
      },
    });
    try {
      await measure(stack, seconds);
    } finally {
      await stack.stop();
    }
  } finally {
    await infrastructure.stop();
  }
}
