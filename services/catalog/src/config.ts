import {
  baseServiceConfigSchema,
  createRateLimiter,
  isProduction,
  parseConfig,
  partnerAuthKeyRequired,
  partnerConfigSchema,
  partnerHostAllowListSchema,
  portSchema,
  refuseDevDefaults,
  serviceUrlsSchema,
} from '@marketplace/service-kit';
import { eventRetentionConfigSchema } from '@marketplace/events';
import { z } from 'zod';

const imageApiKeyRequired = z.refine<{ IMAGE_API_URL?: string; IMAGE_API_KEY?: string }>(
  (config) => config.IMAGE_API_URL === undefined || config.IMAGE_API_KEY !== undefined,
  { message: 'IMAGE_API_KEY is required with IMAGE_API_URL', path: ['IMAGE_API_KEY'] },
);

const catalogConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4002),
    /** Where the demo data's partner-backed category configs point (infra/partner-sim). */
    ...partnerConfigSchema.shape,
    /** The change log's retention (its readers are seconds behind) and how often it is pruned. */
    ...eventRetentionConfigSchema.pick({ OUTBOX_RETENTION_MS: true, EVENT_PRUNE_INTERVAL_MS: true }).shape,
    PARTNER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * Partner calls of GET /api/vendors/{id}/details a minute (and at once): per caller (a resident,
     * else an address) and per vendor. Past them the synchronised values answer.
     */
    VENDOR_DETAILS_PER_CALLER_PER_MINUTE: z.coerce.number().int().positive().default(20),
    VENDOR_DETAILS_PER_VENDOR_PER_MINUTE: z.coerce.number().int().positive().default(60),
    /** Hosts (or host:port) partner URLs may reach though they resolve to a private or local address. */
    PARTNER_HOST_ALLOWLIST: partnerHostAllowListSchema,
    /** Asked which orders a resident may review, and the name a review shows. */
    ORDER_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4003'),
    AUTH_SERVICE_URL: serviceUrlsSchema('http://127.0.0.1:4001'),
    CATALOG_SYNC_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(10 * 60 * 1000),
    /**
     * An OpenAI-compatible images endpoint (e.g. https://api.openai.com/v1/images/generations) and
     * its key: menu item pictures are asked of it first. Unset, they are drawn in-process.
     */
    IMAGE_API_URL: z
      .union([z.literal(''), z.url()])
      .optional()
      .transform((value) => value || undefined),
    IMAGE_API_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
    IMAGE_SIZE: z
      .string()
      .regex(/^\d+x\d+$/, 'IMAGE_SIZE must look like 1024x1024')
      .default('1024x1024'),
    /**
     * How long one picture (and a whole batch's) may wait for the model before the built-in one is
     * drawn: under the gateway's upstream timeout (10 s), so the resident still gets an answer.
     */
    IMAGE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
    /** How often each replica settles the stores whose hours, switch or pause change by now (issue 25). */
    STORE_SCHEDULE_SWEEP_MS: z.coerce.number().int().min(100).default(5_000),
    /** How often each replica looks whether another one wrote, to drop its read cache (decision 143). */
    READ_GENERATION_POLL_MS: z.coerce.number().int().min(20).default(200),
    /**
     * Tests of the stores' hours only: the catalog's clock can be moved by the signed internal call
     * PUT /internal/test-clock. Refused in production.
     */
    STORE_TEST_CLOCK: z
      .enum(['true', 'false'], { error: 'STORE_TEST_CLOCK must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .check(
    partnerAuthKeyRequired,
    imageApiKeyRequired,
    refuseDevDefaults('GATEWAY_SIGNING_SECRET'),
    z.refine<{ NODE_ENV?: string; STORE_TEST_CLOCK: boolean }>(
      (config) => !(isProduction(config) && config.STORE_TEST_CLOCK),
      { message: 'STORE_TEST_CLOCK must be off in production', path: ['STORE_TEST_CLOCK'] },
    ),
  );

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  parseConfig(catalogConfigSchema, env);

/** The vendor-details check's allowances, each a burst of a minute's calls at most. */
export function vendorDetailsLimitsOf(
  config: Pick<
    CatalogConfig,
    'VENDOR_DETAILS_PER_CALLER_PER_MINUTE' | 'VENDOR_DETAILS_PER_VENDOR_PER_MINUTE'
  >,
  now: () => number = Date.now,
) {
  const perMinute = (calls: number) => createRateLimiter({ burst: calls, perMinute: calls, now });
  return {
    perCaller: perMinute(config.VENDOR_DETAILS_PER_CALLER_PER_MINUTE),
    perVendor: perMinute(config.VENDOR_DETAILS_PER_VENDOR_PER_MINUTE),
  };
}
