import { eventRetentionConfigSchema } from '@marketplace/events';
import { z } from 'zod';
import {
  baseServiceConfigSchema,
  parseConfig,
  portSchema,
  refuseDevDefaults,
  serviceUrlsSchema,
} from '@marketplace/service-kit';

/** undefined when not set, so the default can depend on the mode. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const webhookConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4004),
    /** Asked whether a partner (a category config) exists before its webhook secret is made. */
    CATALOG_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4002'),
    /** Verifies Standard Webhooks signatures and the spec's body secret: `whsec_<base64>` or a plain string. */
    WEBHOOK_SECRET: z.string().min(1, 'WEBHOOK_SECRET is required'),
    /**
     * The spec's older form, a `secret` field in the JSON body; turn off once every partner signs.
     * Off by default when NODE_ENV=production: the secret travels in every body, and a body carries
     * no id of its own, so a replay is told apart by what it says and its timestamp (decision 176).
     */
    WEBHOOK_ALLOW_BODY_SECRET: optionalFlag,
    /**
     * How often each replica reads the partners' active secrets again (milliseconds), so a rotation
     * or revocation made through another replica takes effect here within this long.
     */
    WEBHOOK_SECRETS_REFRESH_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
    /**
     * Connections that write accepted webhooks, one batch each (group commit): while a batch waits
     * for its WAL flush, the deliveries arriving meanwhile gather into the next. More connections
     * mean smaller batches, hence more commits for the same load.
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(2),
    /** The most accepted webhooks one statement writes. */
    WEBHOOK_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(10_000).default(256),
    /**
     * How long an accepted webhook may wait for others to share its statement (milliseconds). Measured
     * on the 2-core target: 2 ms cut the database's CPU per webhook by about a third under load.
     */
    WEBHOOK_BATCH_LINGER_MS: z.coerce.number().int().min(0).max(50).default(2),
    /**
     * Refused deliveries one source address (an IPv6 /64) may have logged: a burst, then so many a
     * minute. Past it they are answered 429 with Retry-After and not written. Accepted ones never count.
     */
    WEBHOOK_REFUSED_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    WEBHOOK_REFUSED_BURST: z.coerce.number().int().min(1).default(120),
    /** Log rows (accepted and refused) older than this many days are deleted, hourly, with their totals. */
    WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    ...eventRetentionConfigSchema.shape,
  })
  .check(refuseDevDefaults('GATEWAY_SIGNING_SECRET', 'WEBHOOK_SECRET'));
export type WebhookConfig = Omit<z.infer<typeof webhookConfigSchema>, 'WEBHOOK_ALLOW_BODY_SECRET'> & {
  WEBHOOK_ALLOW_BODY_SECRET: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const { WEBHOOK_ALLOW_BODY_SECRET, ...config } = parseConfig(webhookConfigSchema, env);
  return {
    ...config,
    WEBHOOK_ALLOW_BODY_SECRET: WEBHOOK_ALLOW_BODY_SECRET ?? env.NODE_ENV !== 'production',
  };
}
