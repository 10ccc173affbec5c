import { resolve } from 'node:path';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@marketplace/db';
import { devMailboxEnv, loadLauncherConfig, partnerHostAllowList } from './config';
import { buildStaleFrontends } from './frontends';
import { startProcess, stopAll, waitUntilReady, type ProcessSpec, type RunningProcess } from './processes';

/**
 * `npm start`: the whole marketplace on one machine. Embedded PostgreSQL (PGlite) unless
 * DATABASE_URL is set, events through the outbox log unless KAFKA_BROKERS is set, the partner
 * simulator, the four services and the gateway, each its own process. Ctrl-C stops them all.
 */
const root = resolve(__dirname, '..', '..', '..');
const config = loadLauncherConfig();
const log = (message: string) => process.stdout.write(`launcher    │ ${message}\n`);

async function main(): Promise<void> {
  if (!config.SKIP_FRONTEND_BUILD) buildStaleFrontends(root, log);

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = resolve(root, config.DATA_DIR, 'pglite');
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_DB_PORT });
    databaseUrl = embedded.connectionString;
    log(`embedded PostgreSQL (PGlite) on port ${embedded.port}, data in ${dataDir}`);
  }

  const base = config.SERVICES_BASE_PORT;
  const ports = { auth: base, catalog: base + 1, order: base + 2, webhook: base + 3, partner: base + 9 };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const gatewayUrl = `http://localhost:${config.PORT}`;
  const mailbox = devMailboxEnv(config, root);
  const common = {
    DATABASE_URL: databaseUrl,
    GATEWAY_SIGNING_SECRET: config.GATEWAY_SIGNING_SECRET,
    KAFKA_BROKERS: config.KAFKA_BROKERS ?? '',
    LOG_LEVEL: config.LOG_LEVEL,
    SEED_DEMO_DATA: 'true',
    AUTH_SERVICE_URL: url(ports.auth),
    CATALOG_SERVICE_URL: url(ports.catalog),
    ORDER_SERVICE_URL: url(ports.order),
    WEBHOOK_SERVICE_URL: url(ports.webhook),
    WEBHOOK_SECRET: config.WEBHOOK_SECRET,
    PARTNER_BASE_URL: url(ports.partner),
    PARTNER_AUTH_METHOD: config.PARTNER_AUTH_METHOD,
    PARTNER_AUTH_KEY: config.PARTNER_AUTH_KEY,
    PARTNER_HOST_ALLOWLIST: partnerHostAllowList(config, url(ports.partner)),
    DATA_DIR: resolve(root, config.DATA_DIR),
  };
  // Order reads the webhook service's outbox as its log in embedded mode, so it starts after it.
  const specs: ProcessSpec[] = [
    {
      name: 'partner-sim',
      cwd: 'infra/partner-sim',
      port: ports.partner,
      readyPath: '/healthz',
      env: {
        ...common,
        PARTNER_STEP_MS: String(config.PARTNER_STEP_MS),
        WEBHOOK_URL: `${url(config.PORT)}${WEBHOOK_PATH}`,
      },
    },
    {
      name: 'auth',
      cwd: 'services/auth',
      port: ports.auth,
      readyPath: '/readyz',
      env: {
        ...common,
        ...mailbox.auth,
        ADMIN_USERNAME: config.ADMIN_USERNAME,
        ADMIN_PASSWORD: config.ADMIN_PASSWORD,
      },
    },
    { name: 'catalog', cwd: 'services/catalog', port: ports.catalog, readyPath: '/readyz', env: common },
    { name: 'webhook', cwd: 'services/webhook', port: ports.webhook, readyPath: '/readyz', env: common },
    { name: 'order', cwd: 'services/order', port: ports.order, readyPath: '/readyz', env: common },
    {
      name: 'gateway',
      cwd: 'gateway',
      port: config.PORT,
      readyPath: '/readyz',
      env: { ...common, ...mailbox.gateway, STATIC_ROOT: root },
    },
  ];

  const running: RunningProcess[] = [];
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log('stopping ...');
    await stopAll(running);
    await embedded?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    for (const [index, spec] of specs.entries()) {
      const started = startProcess(root, spec, index);
      running.push(started);
      void started.exited.then((code) => {
        if (!shuttingDown) {
          log(`${spec.name} exited unexpectedly (code ${code}); stopping everything`);
          void shutdown(1);
        }
      });
      await waitUntilReady(started, 90_000);
    }
  } catch (error) {
    log((error as Error).message);
    await shutdown(1);
    return;
  }

  log('');
  log(`The marketplace is running at ${gatewayUrl}`);
  log(
    `  resident app      ${gatewayUrl}/            demo resident: demo@marketplace.local / demo1234 (or phone 9876543210)`,
  );
  log(
    `  admin dashboard   ${gatewayUrl}/admin       admin: ${config.ADMIN_USERNAME} / ${config.ADMIN_PASSWORD}${config.ADMIN_PASSWORD === 'admin123' ? ' (development default)' : ''}`,
  );
  log(`  category admin    ${gatewayUrl}/admin/category-management`);
  log(
    `  dev mailbox       ${gatewayUrl}/dev/mailbox   (reset links; files in ${mailbox.gateway.DEV_MAILBOX_DIR})`,
  );
  log(`  partner webhooks  POST ${gatewayUrl}${WEBHOOK_PATH}   secret: ${config.WEBHOOK_SECRET}`);
  log(
    `  database          ${config.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'}; events via ${config.KAFKA_BROKERS ? `Kafka (${config.KAFKA_BROKERS})` : 'the outbox log'}`,
  );
  log('Press Ctrl-C to stop.');
}

void main();
