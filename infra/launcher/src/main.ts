import { resolve } from 'node:path';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@marketplace/db';
import { DEV_ADMIN_PASSWORD, isProduction } from '@marketplace/service-kit';
import {
  devMailboxEnv,
  loadLauncherConfig,
  partnerHostAllowList,
  replicaPort,
  writeDevSigningSecret,
  type LauncherConfig,
} from './config';
import { buildStaleFrontends } from './frontends';
import { startLocalInfrastructure, type LocalInfrastructure } from './local-infrastructure';
import { startProcess, stopAll, waitUntilReady, type ProcessSpec, type RunningProcess } from './processes';

/**
 * `npm start`: the whole marketplace on one machine. Embedded PostgreSQL (PGlite) unless
 * DATABASE_URL is set, events through the outbox log unless KAFKA_BROKERS is set, the partner
 * simulator, the four services and the gateway, each its own process. Ctrl-C stops them all.
 * `npm run start:prod` (NODE_ENV=production): no simulator, demo data or dev mailbox, and the
 * secrets must be given; it refuses to start, before anything is spawned, until they are.
 * `npm run start:cluster` (REPLICAS=2): two processes of each service behind the gateway, over
 * PostgreSQL and Kafka (started here for development when not named); a replica that dies is
 * started again.
 */
const root = resolve(__dirname, '..', '..', '..');
const log = (message: string) => process.stdout.write(`launcher    │ ${message}\n`);
/** How much longer than their own shutdown deadline the processes get before they are killed. */
const STOP_MARGIN_MS = 5_000;
/** How long a replica that died waits before it is started again. */
const RESTART_DELAY_MS = 1_000;

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
  if (!production) writeDevSigningSecret(config, root);

  let embedded: EmbeddedPostgres | undefined;
  let local: LocalInfrastructure | undefined;
  let databaseUrl = config.DATABASE_URL;
  let kafkaBrokers = config.KAFKA_BROKERS;
  if (config.REPLICAS > 1 && (!databaseUrl || !kafkaBrokers)) {
    local = await startLocalInfrastructure({ database: !databaseUrl, kafka: !kafkaBrokers });
    databaseUrl ||= local.databaseUrl;
    kafkaBrokers ||= local.kafkaBrokers;
    for (const description of local.descriptions) log(`started ${description}`);
  }
  if (!databaseUrl) {
    const dataDir = resolve(root, config.DATA_DIR, 'pglite');
    embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_DB_PORT });
    databaseUrl = embedded.connectionString;
    log(`embedded PostgreSQL (PGlite) on port ${embedded.port}, data in ${dataDir}`);
  }

  const offsets = { auth: 0, catalog: 1, order: 2, webhook: 3 } as const;
  const replicaIndexes = Array.from({ length: config.REPLICAS }, (_, replica) => replica);
  const ports = { partner: config.SERVICES_BASE_PORT + 9 };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  /** Every replica's URL, comma-separated: how the gateway and the services find a service. */
  const serviceUrls = (service: keyof typeof offsets) =>
    replicaIndexes.map((replica) => url(replicaPort(config, offsets[service], replica))).join(',');
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
    KAFKA_BROKERS: kafkaBrokers ?? '',
    ...local?.env,
    LOG_LEVEL: config.LOG_LEVEL,
    AUTH_SERVICE_URL: serviceUrls('auth'),
    CATALOG_SERVICE_URL: serviceUrls('catalog'),
    ORDER_SERVICE_URL: serviceUrls('order'),
    WEBHOOK_SERVICE_URL: serviceUrls('webhook'),
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
  const service = (name: keyof typeof offsets, env: Record<string, string>): ProcessSpec[] =>
    replicaIndexes.map((replica) => ({
      name: config.REPLICAS === 1 ? name : `${name}#${replica + 1}`,
      cwd: `services/${name}`,
      port: replicaPort(config, offsets[name], replica),
      readyPath: '/readyz',
      env,
      // A replica that dies is started again, as an orchestrator would; one process of its kind is not.
      restartOnExit: config.REPLICAS > 1,
    }));
  // Order reads the webhook service's outbox as its log in embedded mode, so it starts after it.
  const specs: ProcessSpec[] = [
    ...(production ? [] : [simulator]),
    ...service('auth', {
      ...common,
      ...mailbox.auth,
      ADMIN_USERNAME: config.ADMIN_USERNAME,
      ADMIN_PASSWORD: config.ADMIN_PASSWORD,
    }),
    ...service('catalog', common),
    ...service('webhook', common),
    ...service('order', common),
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
    await local?.stop();
    // A child that missed its deadline may have left events unpublished: say so to the supervisor.
    process.exit(clean ? code : 1);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  /** Starts a process; one started again takes the place of its predecessor, which sets its stop order. */
  const start = (spec: ProcessSpec, index: number, replacing?: RunningProcess): RunningProcess => {
    const started = startProcess(root, spec, index);
    if (replacing) running[running.indexOf(replacing)] = started;
    else running.push(started);
    log(`${spec.name} started: pid ${started.child.pid}, port ${spec.port}`);
    void started.exited.then((code) => {
      if (shuttingDown) return;
      if (!spec.restartOnExit) {
        log(`${spec.name} exited unexpectedly (code ${code}); stopping everything`);
        return void shutdown(1);
      }
      log(`${spec.name} exited unexpectedly (code ${code}); starting it again`);
      setTimeout(() => {
        if (!shuttingDown) start(spec, index, started);
      }, RESTART_DELAY_MS);
    });
    return started;
  };

  try {
    // The replicas of one service start together (migrations take a lock, so one applies them).
    const groups = new Map<string, Array<[number, ProcessSpec]>>();
    for (const [index, spec] of specs.entries())
      groups.set(spec.cwd, [...(groups.get(spec.cwd) ?? []), [index, spec]]);
    for (const group of groups.values())
      await Promise.all(group.map(([index, spec]) => waitUntilReady(start(spec, index), 90_000)));
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
    log(`  vendor app        ${gatewayUrl}/vendor`);
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
    log(`  vendor app        ${gatewayUrl}/vendor      demo vendor: vendor@marketplace.local / vendor1234`);
    log(`  dev mailbox       ${gatewayUrl}/dev/mailbox   (reset links; files in ${devMailbox})`);
    log(`  partner webhooks  POST ${gatewayUrl}${WEBHOOK_PATH}   secret: ${config.WEBHOOK_SECRET}`);
  }
  log(
    `  database          ${config.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : local?.databaseUrl ? 'a PostgreSQL server of its own' : 'embedded PGlite'}; events via ${kafkaBrokers ? `Kafka (${kafkaBrokers})` : 'the outbox log'}`,
  );
  if (config.REPLICAS > 1)
    log(`  replicas          ${config.REPLICAS} of each service, balanced by the gateway`);
  log('Press Ctrl-C to stop.');
}

void main();
