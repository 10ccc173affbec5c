import { Client } from 'pg';
import { istDateOf, istDayStart } from '@marketplace/contracts';
import { adminSession, closedLoop } from './closed-loop';
import { ensureAdminDataset, type AdminDataset } from './admin-dataset';
import { cpuPerUnit, machineCpu, machineShare, stackProcesses, type StackProcesses } from './process-cpu';
import type { BenchStack } from './stack';

/**
 * Phase (h), issue 12: the back-office reports at real size (admin-dataset.ts: 100,000 orders,
 * 1,000,000 webhook log rows), through the gateway with an administrator's session cookie, as the
 * dashboard asks them. Each report from BENCH_ADMIN_CONNECTIONS concurrent connections (8), a
 * closed loop (each connection sends its next request when the last answer has arrived) for the
 * phase's duration, every latency kept, so p50, p95 and p99 are exact. Target (issue 12): p95
 * under 200 ms for each at 8 connections, every answer 2xx.
 */
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 8);
const P95_BOUND_MS = 200;
/** The dashboard's page of a report; the status report asks one order, for the counts alone. */
const PAGE = 25;
const WARM_SECONDS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a day window covers, as the services read it: the start day's first instant to the end day's last. */
function dayWindow(startDay: string, endDay: string): { from: Date; to: Date } {
  const from = istDayStart(startDay);
  const to = new Date(istDayStart(endDay).getTime() + DAY_MS);
  return { from, to };
}

interface Report {
  name: string;
  path: string;
  /** What the first answer says, checked against the database: a line for the output. */
  check: (answer: unknown, database: Client) => Promise<string>;
}

interface OrdersReportAnswer {
  totalCount: number;
  statusCounts: Record<string, number>;
  data: unknown[];
}

interface WebhookReportAnswer {
  totalCount: number;
  successfulCount: number;
  failedCount: number;
  averageProcessingTimeMs: number;
  data: unknown[];
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** The orders the window holds in the database, to hold the report's counts to. */
async function ordersIn(database: Client, window?: { from: Date; to: Date }): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    window
      ? 'SELECT count(*)::int AS n FROM orders.orders WHERE created_at >= $1 AND created_at < $2'
      : 'SELECT count(*)::int AS n FROM orders.orders',
    window ? [window.from, window.to] : [],
  );
  return rows[0]!.n;
}

async function logRowsIn(database: Client, window?: { from: Date; to: Date }): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    window
      ? 'SELECT count(*)::int AS n FROM webhooks.webhook_logs WHERE created_at >= $1 AND created_at < $2'
      : 'SELECT count(*)::int AS n FROM webhooks.webhook_logs',
    window ? [window.from, window.to] : [],
  );
  return rows[0]!.n;
}

const agreement = (reported: number, counted: number) =>
  reported === counted ? 'the database agrees' : `the database counts ${thousands(counted)}: DIFFERENT`;

function reports(now: Date): Report[] {
  const startDate = istDateOf(new Date(now.getTime() - 7 * DAY_MS));
  const endDate = istDateOf(now);
  const window = dayWindow(startDate, endDate);
  const days = `startDate=${startDate}&endDate=${endDate}`;
  const ordersCheck =
    (windowed: boolean) =>
    async (answer: unknown, database: Client): Promise<string> => {
      const { totalCount, statusCounts, data } = answer as OrdersReportAnswer;
      const counted = Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
      return `${thousands(totalCount)} orders (by status ${thousands(counted)}), ${data.length} on the page; ${agreement(
        totalCount,
        await ordersIn(database, windowed ? window : undefined),
      )}`;
    };
  const webhookCheck =
    (windowed: boolean) =>
    async (answer: unknown, database: Client): Promise<string> => {
      const { totalCount, failedCount, averageProcessingTimeMs, data } = answer as WebhookReportAnswer;
      return `${thousands(totalCount)} requests (${thousands(failedCount)} failed, ${averageProcessingTimeMs} ms on average), ${data.length} on the page; ${agreement(
        totalCount,
        await logRowsIn(database, windowed ? window : undefined),
      )}`;
    };
  return [
    {
      name: 'orders report, 7-day window',
      path: `/api/admin/orders-report?${days}&limit=${PAGE}`,
      check: ordersCheck(true),
    },
    {
      name: "orders report, 'All'",
      path: `/api/admin/orders-report?limit=${PAGE}`,
      check: ordersCheck(false),
    },
    {
      name: 'status report, 7-day window',
      path: `/api/admin/orders-report?${days}&limit=1`,
      check: ordersCheck(true),
    },
    {
      name: 'webhook report, 7-day window',
      path: `/api/admin/webhook-report?${days}&limit=${PAGE}`,
      check: webhookCheck(true),
    },
    {
      name: "webhook report, 'All'",
      path: `/api/admin/webhook-report?limit=${PAGE}`,
      check: webhookCheck(false),
    },
    {
      // The dashboard's summary cards and Events tab, polled every 30 s: the 7-day timeframe.
      name: 'dashboard analytics, last 7 days',
      path: '/api/webhook/analytics?hours=168&_t=0',
      check: async (answer: unknown, database: Client) => {
        const { statistics } = answer as AnalyticsAnswer;
        // The service's window starts when it answered, the count's a moment later: a row apart at most.
        const since = new Date(Date.now() - 168 * 60 * 60 * 1000);
        const counted = await logRowsIn(database, { from: since, to: new Date(Date.now() + DAY_MS) });
        return `${thousands(statistics.totalRequests)} requests (max ${statistics.maxProcessingTime} ms); the database counts ${thousands(counted)}`;
      },
    },
  ];
}

interface AnalyticsAnswer {
  statistics: { totalRequests: number; maxProcessingTime: number };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  stackCpuMs: number;
  met: boolean;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

async function measure(
  stack: BenchStack,
  report: Report,
  cookie: string,
  seconds: number,
  processes: StackProcesses,
  database: Client,
): Promise<Figures> {
  const url = stack.gatewayUrl + report.path;
  console.log(`    ${report.name} (${report.path})`);
  const first = await fetch(url, { headers: { cookie } });
  const answer: unknown = await first.json().catch(() => undefined);
  if (!first.ok) console.log(`      the first answer is ${first.status}: ${JSON.stringify(answer)}`);
  else console.log(`      answer: ${await report.check(answer, database)}`);
  const target = () => ({ url, cookie });
  await closedLoop(target, WARM_SECONDS, CONNECTIONS); // warm the path's JIT, pools and caches
  const cpuBefore = processes.sample();
  const machineBefore = machineCpu();
  const run = await closedLoop(target, seconds, CONNECTIONS);
  const machine = machineShare(machineBefore, machineCpu());
  const perRequest = cpuPerUnit(cpuBefore, processes.sample(), run.latencies.length);
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const figures: Figures = {
    name: report.name,
    perSecond: run.latencies.length / run.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx: run.non2xx,
    errors: run.errors,
    stackCpuMs: perRequest
      .filter(([part]) => !part.startsWith('bench'))
      .reduce((total, [, cpuMs]) => total + cpuMs, 0),
    met: false,
  };
  figures.met = figures.p95 < P95_BOUND_MS && run.non2xx === 0 && run.errors === 0 && run.ok > 0;
  console.log(
    `      ${Math.round(figures.perSecond)} req/s, p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(sorted.at(-1) ?? NaN)}; ${run.ok} ok, ${run.non2xx} non-2xx, ${run.errors} errors; ~${Math.round(run.bytes / Math.max(1, run.latencies.length) / 1024)} KB an answer`,
  );
  console.log(
    `      the machine's CPUs: ${machine.used}% busy, ${machine.idle}% idle, ${machine.stolen}% steal`,
  );
  const shown = perRequest.filter(([, cpuMs]) => cpuMs >= 0.005);
  console.log(
    `      CPU per request: ${shown.map(([part, cpuMs]) => `${part} ${cpuMs.toFixed(2)}`).join(', ')} ms; stack total (without bench) ${figures.stackCpuMs.toFixed(2)} ms`,
  );
  console.log(
    `      target (p95 < ${P95_BOUND_MS} ms at ${CONNECTIONS} connections, every answer 2xx): ${figures.met ? 'PASS' : 'NOT MET'}`,
  );
  return figures;
}

function describe(dataset: AdminDataset): string {
  const written =
    dataset.seconds > 0
      ? `written in ${dataset.seconds.toFixed(1)} s (vacuum and analyse ${dataset.vacuumSeconds.toFixed(1)} s)`
      : 'already there, reused';
  return `${thousands(dataset.orders)} orders with ${thousands(dataset.orderItems)} lines, ${thousands(
    dataset.webhookLogs,
  )} webhook log rows, ${thousands(dataset.hourRows)} hourly totals rows and ${thousands(
    dataset.sourceHourRows,
  )} per source IP; ${written}`;
}

export async function runAdminPhase(stack: BenchStack, seconds: number): Promise<void> {
  console.log(
    `\n(h) back-office reports at size (issue 12), through the gateway as an administrator, ${CONNECTIONS} connections, ${seconds} s each`,
  );
  const database = new Client({ connectionString: stack.databaseUrl });
  await database.connect();
  try {
    const dataset = await ensureAdminDataset(database);
    console.log(`    data set: ${describe(dataset)}`);
    console.log(
      `    hourly totals against the log (per hour, event and outcome, and per source IP): ${
        dataset.totalsAgree ? 'they agree' : 'THEY DIFFER'
      }`,
    );
    const cookie = await adminSession(stack.gatewayUrl);
    const processes = stackProcesses(
      stack.pid,
      process.env.DATABASE_URL ? new URL(stack.databaseUrl).pathname.slice(1) : undefined,
    );
    const results: Figures[] = [];
    for (const report of reports(new Date())) {
      results.push(await measure(stack, report, cookie, seconds, processes, database));
    }
    console.log(`    summary (p95 < ${P95_BOUND_MS} ms at ${CONNECTIONS} connections):`);
    for (const f of results) {
      console.log(
        `      ${f.name.padEnd(30)} ${String(Math.round(f.perSecond)).padStart(5)} req/s  p50 ${ms(f.p50).padStart(7)}  p95 ${ms(
          f.p95,
        ).padStart(
          7,
        )}  p99 ${ms(f.p99).padStart(7)}  non-2xx ${f.non2xx}  errors ${f.errors}  stack CPU ${f.stackCpuMs.toFixed(
          2,
        )} ms/req  ${f.met ? 'PASS' : 'NOT MET'}`,
      );
    }
  } finally {
    await database.end();
  }
}
