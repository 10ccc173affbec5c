import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import { baseServiceConfigSchema, parseConfig, portSchema } from '@marketplace/service-kit';
import { z } from 'zod';

export const catalogConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4002),
    /** Where the demo data's partner-backed category configs point (infra/partner-sim). */
    PARTNER_BASE_URL: z.url().default('http://127.0.0.1:4010'),
    PARTNER_AUTH_METHOD: PartnerAuthMethodSchema.default('none'),
    PARTNER_AUTH_KEY: z
      .string()
      .optional()
      .transform((value) => value || undefined),
    PARTNER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    CATALOG_SYNC_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(10 * 60 * 1000),
  })
  .refine((config) => config.PARTNER_AUTH_METHOD === 'none' || config.PARTNER_AUTH_KEY !== undefined, {
    message: 'PARTNER_AUTH_KEY is required unless PARTNER_AUTH_METHOD is none',
    path: ['PARTNER_AUTH_KEY'],
  });

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  parseConfig(catalogConfigSchema, env);
