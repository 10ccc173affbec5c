import { resolve } from 'node:path';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@marketplace/db';
import { DEV_ADMIN_PASSWORD, isProduction } from '@marketplace/service-kit';
import { devMailboxEnv, loadLauncherConfig, partnerHostAllowList, type LauncherConfig } from './config';
import { buildStaleFrontends } from './frontends';
import { startProcess, stopAll, waitUntilReady, type ProcessSpec, type RunningProcess } from './processes';

/**
 * `npm start`: the whole marketplace on one machine. Embedded PostgreSQL (PGlite) unless
 * DATABASE_URL is set, events through the outbox log unless KAFKA_BROKERS is set, the partner
 * simulator, the four services and the gateway, each its own process. Ctrl-C stops them all.
 * `npm run start:prod` (NODE_ENV=production): no simulator, demo data or dev mailbox, and the
 * secrets must be given; it refuses to start, before anything is spawned, until they are.
 */
const root = resolve(__dirname, '..', '..', '..');
const log = (message: string) => process.stdout.write(`launcher    │ ${message}\n`);
/** How much longer than their own shutdown deadline the processes get before they are killed. */
const STOP_MARGIN_MS = 5_000;

function loadConfigOrExit(): LauncherConfig {
  try {
    return loadLauncherConfig();
  } catch (error) {
    process.stderr.write(`launcher    │ ${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const production = isProduction(config);

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
  const mailbox: Record<'auth' | 'gateway', Record<string, string>> = production
    ? { auth: {}, gateway: {} }
    : devMailboxEnv(config, root);
  // The simulator and the demo data that points at it are development's; production's partners
  // are real, and reached only where PARTNER_HOST_ALLOWLIST allows a private address.
  const demo: Record<string, string> = production
    ? { SEED_DEMO_DATA: 'false', PARTNER_HOST_ALLOWLIST: config.PARTNER_HOST_ALLOWLIST.join(',') }
    : {
        SEED_DEMO_DATA: 'true',
        PARTNER_BASE_URL: url(ports.partner),
        PARTNER_AUTH_METHOD: config.PARTNER_AUTH_METHOD,
        PARTNER_AUTH_KEY: config.PARTNER_AUTH_KEY,
        PARTNER_HOST_ALLOWLIST: partnerHostAllowList(config, url(ports.partner)),
      };
  const common = {
    DATABASE_URL: databaseUrl,
    GATEWAY_SIGNING_SECRET: config.GATEWAY_SIGNING_SECRET,
    KAFKA_BROKERS: config.KAFKA_BROKERS ?? '',
    LOG_LEVEL: config.LOG_LEVEL,
    AUTH_SERVICE_URL: url(ports.auth),
    CATALOG_SERVICE_URL: url(ports.catalog),
    ORDER_SERVICE_URL: url(ports.order),
    WEBHOOK_SERVICE_URL: url(ports.webhook),
    WEBHOOK_SECRET: config.WEBHOOK_SECRET,
    ...demo,
    DATA_DIR: resolve(root, config.DATA_DIR),
  };
  const simulator: ProcessSpec = {
    name: 'partner-sim',
    cwd: 'infra/partner-sim',
    port: ports.partner,
    readyPath: '/healthz',
    env: {
      ...common,
      PARTNER_STEP_MS: String(config.PARTNER_STEP_MS),
      WEBHOOK_URL: `${url(config.PORT)}${WEBHOOK_PATH}`,
    },
  };
  // Order reads the webhook service's outbox as its log in embedded mode, so it starts after it.
  const specs: ProcessSpec[] = [
    ...(production ? [] : [simulator]),
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
    const clean = await stopAll(running, config.SHUTDOWN_TIMEOUT_MS + STOP_MARGIN_MS, log);
    await embedded?.stop();
    // A child that missed its deadline may have left events unpublished: say so to the supervisor.
    process.exit(clean ? code : 1);
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
  log(`The marketplace is running at ${gatewayUrl}${production ? ' (production mode)' : ''}`);
  if (production) {
    // Nothing secret is printed: the operator set the secrets, and logs are often kept.
    log(`  resident app      ${gatewayUrl}/`);
    log(`  admin dashboard   ${gatewayUrl}/admin       admin: ${config.ADMIN_USERNAME}`);
    log(`  category admin    ${gatewayUrl}/admin/category-management`);
    log(`  partner webhooks  POST ${gatewayUrl}${WEBHOOK_PATH}`);
  } else {
    const devMailbox = devMailboxEnv(config, root).gateway.DEV_MAILBOX_DIR;
    log(
      `  resident app      ${gatewayUrl}/            demo resident: demo@marketplace.local / demo1234 (or phone 9876543210)`,
    );
    log(
      `  admin dashboard   ${gatewayUrl}/admin       admin: ${config.ADMIN_USERNAME} / ${config.ADMIN_PASSWORD}${config.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD ? ' (development default)' : ''}`,
    );
    log(`  category admin    ${gatewayUrl}/admin/category-management`);
    log(`  dev mailbox       ${gatewayUrl}/dev/mailbox   (reset links; files in ${devMailbox})`);
    log(`  partner webhooks  POST ${gatewayUrl}${WEBHOOK_PATH}   secret: ${config.WEBHOOK_SECRET}`);
  }
  log(
    `  database          ${config.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'}; events via ${config.KAFKA_BROKERS ? `Kafka (${config.KAFKA_BROKERS})` : 'the outbox log'}`,
  );
  log('Press Ctrl-C to stop.');
}

void main();
