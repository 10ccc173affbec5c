import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_EMBEDDED_DB_PORT } from '@marketplace/db';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  DEV_ADMIN_PASSWORD,
  DEV_DATA_DIR,
  DEV_PARTNER_AUTH_KEY,
  DEV_SIGNING_SECRET_FILE,
  DEV_WEBHOOK_SECRET,
  isProduction,
  parseConfig,
  partnerHostAllowListSchema,
  refuseDevDefaults,
} from '@marketplace/service-kit';

/** Development defaults: printed at start so nobody mistakes them for secrets. */
const DEV_DEFAULTS = {
  adminUsername: 'admin',
  partnerAuthMethod: 'bearer',
  partnerAuthKey: DEV_PARTNER_AUTH_KEY,
} as const;

/**
 * The secrets have no schema default: under NODE_ENV=production a missing one must be told apart
 * from a given one (refuseDevDefaults) before the development values fill the gaps.
 */
const launcherConfigSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  DATABASE_URL: z.string().optional(),
  KAFKA_BROKERS: z.string().optional(),
  WEBHOOK_SECRET: z.string().min(16).optional(),
  ADMIN_USERNAME: z.string().min(1).default(DEV_DEFAULTS.adminUsername),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  GATEWAY_SIGNING_SECRET: z.string().min(16).optional(),
  PARTNER_AUTH_METHOD: z.enum(['bearer', 'api_key', 'basic', 'none']).default(DEV_DEFAULTS.partnerAuthMethod),
  PARTNER_AUTH_KEY: z.string().default(DEV_DEFAULTS.partnerAuthKey),
  PARTNER_STEP_MS: z.coerce.number().int().min(10).default(4000),
  /** Partner hosts on a private network, allowed besides the simulator. */
  PARTNER_HOST_ALLOWLIST: partnerHostAllowListSchema,
  /** Where the embedded database and dev mailbox live. */
  DATA_DIR: z.string().default(DEV_DATA_DIR),
  /** Port of the embedded PGlite server when DATABASE_URL is not set. */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).default(DEFAULT_EMBEDDED_DB_PORT),
  /** First port of the internal services (auth, catalog, order, webhook, partner-sim follow). */
  SERVICES_BASE_PORT: z.coerce.number().int().min(1).default(4001),
  /** `warn` in development, where the banner says what matters; `info` in production. */
  LOG_LEVEL: z.string().optional(),
  /** Each process's own shutdown deadline (inherited by them); the launcher waits this long, plus a margin. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  /**
   * Processes per service (`npm run start:cluster`: 2). Several need PostgreSQL and Kafka: embedded
   * PGlite serves one connection at a time, and the outbox log is read by one consumer per service.
   * In development the launcher starts what is not named (local-infrastructure.ts).
   */
  REPLICAS: z.coerce.number().int().min(1).max(4).default(1),
  SKIP_FRONTEND_BUILD: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** Production names its database and brokers; development's cluster mode starts its own. */
const replicasNeedSharedInfrastructure = z.refine<{
  NODE_ENV?: string;
  REPLICAS: number;
  DATABASE_URL?: string;
  KAFKA_BROKERS?: string;
}>(
  (config) =>
    config.REPLICAS === 1 ||
    !isProduction(config) ||
    (Boolean(config.DATABASE_URL) && Boolean(config.KAFKA_BROKERS)),
  {
    message:
      'several replicas in production share one PostgreSQL server and one Kafka cluster: set DATABASE_URL and KAFKA_BROKERS (README, "Run it as a cluster")',
    path: ['REPLICAS'],
  },
);

const launcherConfigWithDefaults = launcherConfigSchema
  .check(
    refuseDevDefaults('WEBHOOK_SECRET', 'GATEWAY_SIGNING_SECRET', 'ADMIN_PASSWORD'),
    replicasNeedSharedInfrastructure,
  )
  .transform((config) => ({
    ...config,
    WEBHOOK_SECRET: config.WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
    ADMIN_PASSWORD: config.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    GATEWAY_SIGNING_SECRET: config.GATEWAY_SIGNING_SECRET ?? randomBytes(32).toString('base64url'),
    LOG_LEVEL: config.LOG_LEVEL ?? (isProduction(config) ? 'info' : 'warn'),
  }));

export type LauncherConfig = z.infer<typeof launcherConfigWithDefaults>;

export const loadLauncherConfig = (env: NodeJS.ProcessEnv = process.env): LauncherConfig =>
  parseConfig(launcherConfigWithDefaults, env);

/**
 * What the auth service and the gateway need for password reset in development: one mailbox
 * folder under DATA_DIR (auth writes it, the gateway serves it at /dev/mailbox) and the public URL
 * that reset links point at, the gateway's.
 */
export function devMailboxEnv(config: Pick<LauncherConfig, 'DATA_DIR' | 'PORT'>, root: string) {
  const mailbox = resolve(root, config.DATA_DIR, 'mailbox');
  return {
    auth: { MAILBOX_DIR: mailbox, PUBLIC_URL: `http://localhost:${config.PORT}` },
    gateway: { DEV_MAILBOX_DIR: mailbox },
  };
}

/**
 * Development only: leaves the gateway signing secret drawn for this start where a command run beside
 * the services finds it (`npm run vendor:approve` signs its call to the catalog with it). Readable by
 * this user alone, like the dev mailbox's reset links it sits beside.
 */
export function writeDevSigningSecret(
  config: Pick<LauncherConfig, 'DATA_DIR' | 'GATEWAY_SIGNING_SECRET'>,
  root: string,
): void {
  const dir = resolve(root, config.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, DEV_SIGNING_SECRET_FILE), config.GATEWAY_SIGNING_SECRET, { mode: 0o600 });
}

/**
 * PARTNER_HOST_ALLOWLIST for the services: the partner simulator, which listens on this machine and
 * so on an address partner calls are refused unless allowed (only its port: the services' own ports
 * on the same address stay refused), and the hosts the operator allows.
 */
export function partnerHostAllowList(
  config: Pick<LauncherConfig, 'PARTNER_HOST_ALLOWLIST'>,
  simulatorUrl: string,
): string {
  return [new URL(simulatorUrl).host, ...config.PARTNER_HOST_ALLOWLIST].join(',');
}

/** Where replica `replica` (0, 1, ...) of the service at `offset` listens: replicas ten ports apart. */
export const replicaPort = (
  config: Pick<LauncherConfig, 'SERVICES_BASE_PORT'>,
  offset: number,
  replica: number,
) => config.SERVICES_BASE_PORT + offset + 10 * replica;
