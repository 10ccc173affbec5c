import { z } from 'zod';
import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import { parsePartnerHost } from './partner-fetch';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './run-service';

/** Parses the environment once at start; a bad value stops the process with every problem listed. */
export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** NODE_ENV=production: development defaults refused, no demo data, no dev mailbox. */
export const isProduction = (config: { NODE_ENV?: string }): boolean => config.NODE_ENV === 'production';

/** The webhook secret `npm start` hands the services and the partner simulator. */
export const DEV_WEBHOOK_SECRET = `whsec_${Buffer.from('marketplace-dev-webhook-secret-32b').toString('base64')}`;
/** The partner simulator's own, when it runs without the launcher. */
export const DEV_SIMULATOR_WEBHOOK_SECRET = 'marketplace-dev-webhook-secret';
/** The first administrator's password `npm start` creates and prints. */
export const DEV_ADMIN_PASSWORD = 'admin123';

/**
 * Where `npm start` keeps its state (DATA_DIR, from the repository root): the embedded database, the
 * dev mailbox, and (development only) the gateway signing secret it drew, in DEV_SIGNING_SECRET_FILE,
 * so a command run beside the services (`npm run vendor:approve`) can sign its calls to them.
 */
export const DEV_DATA_DIR = '.data';
export const DEV_SIGNING_SECRET_FILE = 'gateway-signing-secret';

/**
 * The secrets production must be given, each with the values it must not have: the development
 * defaults, which are printed by `npm start` and written in the READMEs, so anyone knows them. The
 * gateway signing secret has none: `npm start` draws a random one, but a deployment must set its
 * own, shared by every instance.
 */
const DEV_SECRET_VALUES = {
  WEBHOOK_SECRET: [DEV_WEBHOOK_SECRET, DEV_SIMULATOR_WEBHOOK_SECRET],
  GATEWAY_SIGNING_SECRET: [],
  ADMIN_PASSWORD: [DEV_ADMIN_PASSWORD],
} as const satisfies Record<string, readonly string[]>;

export type ProductionSecret = keyof typeof DEV_SECRET_VALUES;

/**
 * A schema check: under NODE_ENV=production each named secret must be set and not a development
 * default, and demo data must not be asked for (its resident's password is published). Every
 * service's, the gateway's and the launcher's schema add it, so each refuses on its own.
 */
export function refuseDevDefaults(...secrets: ProductionSecret[]) {
  return z.check<
    { NODE_ENV?: string; SEED_DEMO_DATA?: boolean } & Partial<Record<ProductionSecret, unknown>>
  >((context) => {
    const config = context.value;
    if (!isProduction(config)) return;
    const refuse = (path: string, message: string) =>
      context.issues.push({ code: 'custom', path: [path], message, input: config });
    for (const name of secrets) {
      const value = config[name];
      if (value === undefined || value === '') refuse(name, `${name} is required in production`);
      else if ((DEV_SECRET_VALUES[name] as readonly unknown[]).includes(value))
        refuse(name, `${name} is a development default; production needs a secret of its own`);
    }
    if (config.SEED_DEMO_DATA)
      refuse('SEED_DEMO_DATA', 'SEED_DEMO_DATA must be off in production: demo data is for development');
  });
}

/**
 * METRICS_TOKEN: the bearer token the scraper sends for /metrics (docs/operations.md); unset or
 * empty, /metrics is served without one, except by the gateway in production.
 */
export const metricsTokenSchema = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .refine(
    (value) => value === undefined || value.length >= 16,
    'METRICS_TOKEN must be at least 16 characters',
  );

/** Settings every service shares; each service extends this with its own. */
export const baseServiceConfigSchema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  GATEWAY_SIGNING_SECRET: z
    .string({ error: 'GATEWAY_SIGNING_SECRET is required' })
    .min(16, 'GATEWAY_SIGNING_SECRET must be at least 16 characters'),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((broker) => broker.trim())
            .filter(Boolean)
        : [],
    ),
  /**
   * How long a consumer may go silent before its group moves its partitions to the others (Kafka's
   * session.timeout.ms; the rebalance waits as long for members to rejoin). 30 s suits a real
   * cluster; librdkafka's mock, which holds a join for the whole of it, wants a few seconds.
   */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
  SEED_DEMO_DATA: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.string().default('info'),
  /** The address to listen on: loopback here; 0.0.0.0 in a container, whose traffic comes from outside it. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * true: apply the service's database migrations and exit, without serving (the migration Job that
   * runs before a rollout, infra/k8s).
   */
  MIGRATE_ONLY: z
    .enum(['true', 'false'], { error: 'MIGRATE_ONLY must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  /** After SIGTERM, the process exits 1 if its shutdown has not ended within this (runService). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  /** After SIGTERM, how long readiness answers 503 before the listener closes (runService). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  METRICS_TOKEN: metricsTokenSchema,
});

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** The key infra/partner-sim accepts by default and the launcher hands to the services in development. */
export const DEV_PARTNER_AUTH_KEY = 'spice-route-dev-key';

/**
 * How a service reaches the partner (infra/partner-sim in development). A service spreads the shape
 * into its own schema and adds `.check(partnerAuthKeyRequired)`, which needs the merged object.
 */
export const partnerConfigSchema = z.object({
  PARTNER_BASE_URL: z.url().default('http://127.0.0.1:4010'),
  PARTNER_AUTH_METHOD: PartnerAuthMethodSchema.default('none'),
  PARTNER_AUTH_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined),
});

export type PartnerConfig = z.infer<typeof partnerConfigSchema>;

export const partnerAuthKeyRequired = z.refine<PartnerConfig>(
  (config) => config.PARTNER_AUTH_METHOD === 'none' || config.PARTNER_AUTH_KEY !== undefined,
  { message: 'PARTNER_AUTH_KEY is required unless PARTNER_AUTH_METHOD is none', path: ['PARTNER_AUTH_KEY'] },
);

/**
 * PARTNER_HOST_ALLOWLIST: comma-separated hosts or host:port pairs that partner URLs may reach
 * whatever they resolve to (createPartnerFetch refuses private and local addresses otherwise).
 */
export const partnerHostAllowListSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const hosts = entries.map(parsePartnerHost);
    const invalid = entries.filter((_, index) => hosts[index] === undefined);
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `not a host or host:port: ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return hosts as string[];
  });
