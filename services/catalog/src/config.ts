import {
  baseServiceConfigSchema,
  parseConfig,
  partnerAuthKeyRequired,
  partnerConfigSchema,
  portSchema,
} from '@marketplace/service-kit';
import { z } from 'zod';

const catalogConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4002),
    /** Where the demo data's partner-backed category configs point (infra/partner-sim). */
    ...partnerConfigSchema.shape,
    PARTNER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Asked which orders a resident may review, and the name a review shows. */
    ORDER_SERVICE_URL: z.url().default('http://127.0.0.1:4003'),
    AUTH_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
    CATALOG_SYNC_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(10 * 60 * 1000),
  })
  .check(partnerAuthKeyRequired);

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  parseConfig(catalogConfigSchema, env);
