import { z } from 'zod';
import { DEFAULT_ACCEPT_WINDOW_MS, DEFAULT_COD_ORDER_MAX_RUPEES } from '@marketplace/contracts';
import { eventRetentionConfigSchema } from '@marketplace/events';
import {
  baseServiceConfigSchema,
  parseConfig,
  partnerAuthKeyRequired,
  partnerConfigSchema,
  partnerHostAllowListSchema,
  portSchema,
  refuseDevDefaults,
  serviceUrlsSchema,
} from '@marketplace/service-kit';

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const orderConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4003),
    CATALOG_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4002'),
    AUTH_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4001'),
    /** Attempts in all before a relay to a partner is marked failed. */
    PARTNER_RELAY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
    PARTNER_RELAY_RETRY_BASE_MS: milliseconds(2_000),
    PARTNER_RELAY_RETRY_MAX_MS: milliseconds(60_000),
    PARTNER_RELAY_TIMEOUT_MS: milliseconds(10_000),
    /** Hosts (or host:port) partner URLs may reach though they resolve to a private or local address. */
    PARTNER_HOST_ALLOWLIST: partnerHostAllowListSchema,
    /** How often pending relays whose retry timer was lost (a restart) are looked for. */
    PARTNER_RELAY_SWEEP_MS: milliseconds(30_000),
    /** How often kept early partner updates are matched again and old ones dropped. */
    EARLY_PARTNER_UPDATE_SWEEP_MS: milliseconds(5_000),
    /**
     * How long a partner update naming an order we do not know yet is kept for the relay in flight
     * that may store its id; the relay retries for minutes, so this outlasts its attempts.
     */
    EARLY_PARTNER_UPDATE_MAX_AGE_MS: milliseconds(15 * 60_000),
    /** How often the status poller looks for due orders; each config's interval decides per order. */
    STATUS_POLL_TICK_MS: milliseconds(30_000),
    STATUS_POLL_BATCH_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
    /** Orders one replica asks partners about at once in a round (each replica claims its own). */
    STATUS_POLL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    STATUS_POLL_RETRY_DELAY_MS: milliseconds(1_000),
    /** The longest GET /api/orders/{id}/status?refresh=true waits for the partner. */
    STATUS_REFRESH_TIMEOUT_MS: milliseconds(5_000),
    /** At most one partner call per order in this time for refresh=true; the tracking screen asks every 10 s. */
    STATUS_REFRESH_MIN_INTERVAL_MS: milliseconds(10_000),
    /**
     * Refreshes one resident may make over all their orders: a burst, then so many a minute (one
     * tracking screen makes 6 a minute). Past it the stored status answers, without a partner call.
     */
    STATUS_REFRESH_PER_RESIDENT_BURST: z.coerce.number().int().min(1).default(20),
    STATUS_REFRESH_PER_RESIDENT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** How long a local vendor has to answer a new order before it is cancelled (issue 24). */
    VENDOR_ACCEPT_WINDOW_MS: milliseconds(DEFAULT_ACCEPT_WINDOW_MS),
    /** How often orders past that window are looked for: an expired order is cancelled within this. */
    VENDOR_ACCEPT_SWEEP_MS: milliseconds(5_000),
    /** The largest cash-on-delivery order total taken, in rupees (issue 27). */
    COD_ORDER_MAX_RUPEES: z.coerce.number().int().min(1).default(DEFAULT_COD_ORDER_MAX_RUPEES),
    /** Demo data: the partner simulator the seeded order status config polls (as the catalog's seeded category configs). */
    /** Residents' notifications older than this many days are deleted, hourly (the order keeps its history). */
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
    ...partnerConfigSchema.shape,
    ...eventRetentionConfigSchema.shape,
  })
  .check(partnerAuthKeyRequired, refuseDevDefaults('GATEWAY_SIGNING_SECRET'));

export type OrderConfig = z.infer<typeof orderConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): OrderConfig =>
  parseConfig(orderConfigSchema, env);
