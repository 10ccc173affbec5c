import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { Client } from 'pg';
import { signIdentity, signWebhook } from '@marketplace/service-kit';
import { startBenchStack } from './stack';

/**
 * `npm run bench`: (a) the same GET through the gateway and straight to its service, as a ratio;
 * (b) signed webhooks accepted per second, checked against the rows durably recorded.
 * Ratios and counts come from one run on one machine, so they compare like with like.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function run(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (result: Result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
  `${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors`;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  try {
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; ${DURATION_SECONDS} s × ${CONNECTIONS} connections each\n`,
    );

    const path = '/api/categories';
    await run({ url: stack.gatewayUrl + path, duration: 2 }); // warm both paths' caches and JIT
    const direct = await run({
      url: stack.catalogUrl + path,
      headers: signIdentity({}, stack.signingSecret, Date.now()),
    });
    const viaGateway = await run({ url: stack.gatewayUrl + path });
    console.log(`(a) GET ${path}`);
    console.log(`    direct to catalog: ${summary(direct)}`);
    console.log(`    through gateway:   ${summary(viaGateway)}`);
    console.log(
      `    gateway / direct throughput ratio: ${(viaGateway.requests.average / direct.requests.average).toFixed(2)} (target >= 0.70)\n`,
    );

    const database = new Client({ connectionString: stack.databaseUrl });
    await database.connect();
    const countRecorded = async () =>
      Number(
        (await database.query('SELECT count(*) AS n FROM webhooks.webhook_logs WHERE success')).rows[0].n,
      );
    const before = await countRecorded();
    const webhooks = await run({
      url: `${stack.gatewayUrl}/api/webhook`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const id = `msg_${randomUUID()}`;
            const timestamp = Math.floor(Date.now() / 1000);
            const body = JSON.stringify({
              event: 'order.status_changed',
              orderId: `BENCH-${id.slice(-6)}`,
              status: 'preparing',
            });
            return {
              ...request,
              body,
              headers: {
                'content-type': 'application/json',
                'webhook-id': id,
                'webhook-timestamp': String(timestamp),
                'webhook-signature': signWebhook({ id, timestamp, body, secret: stack.webhookSecret }),
              },
            };
          },
        },
      ],
    });
    const recorded = (await countRecorded()) - before;
    await database.end();
    console.log('(b) POST /api/webhook, Standard-Webhooks signed, each a new id');
    console.log(`    ${summary(webhooks)}`);
    console.log(
      `    accepted ${webhooks['2xx']}, durably recorded ${recorded} (ratio ${(recorded / Math.max(1, webhooks['2xx'])).toFixed(2)})`,
    );
    console.log(
      `    verified webhooks per second: ${Math.round(webhooks['2xx'] / DURATION_SECONDS)} (target >= 2000, p99 < 50 ms)`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
