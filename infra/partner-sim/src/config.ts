import { z } from 'zod';
import { PartnerAuthMethodSchema, WEBHOOK_PATH } from '@marketplace/contracts';
import {
  DEV_PARTNER_AUTH_KEY,
  DEV_SIMULATOR_WEBHOOK_SECRET,
  parseConfig,
  portSchema,
} from '@marketplace/service-kit';

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const partnerSimConfigSchema = z
  .object({
    PORT: portSchema(4010),
    HOST: z.string().default('127.0.0.1'),
    LOG_LEVEL: z.string().default('info'),
    PARTNER_AUTH_METHOD: PartnerAuthMethodSchema.default('bearer'),
    PARTNER_AUTH_KEY: z.string().default(DEV_PARTNER_AUTH_KEY),
    /** Time between two status steps of one order. */
    PARTNER_STEP_MS: milliseconds(3000),
    WEBHOOK_URL: z.url().default(`http://localhost:8080${WEBHOOK_PATH}`),
    // When the simulator runs alone: the launcher passes its own WEBHOOK_SECRET.
    WEBHOOK_SECRET: z.string().min(1).default(DEV_SIMULATOR_WEBHOOK_SECRET),
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    WEBHOOK_RETRY_BASE_MS: milliseconds(1000),
    WEBHOOK_RETRY_MAX_MS: milliseconds(30_000),
    WEBHOOK_TIMEOUT_MS: milliseconds(5000),
  })
  .superRefine((config, ctx) => {
    if (config.PARTNER_AUTH_METHOD !== 'none' && config.PARTNER_AUTH_KEY.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_AUTH_KEY'],
        message: 'is required unless PARTNER_AUTH_METHOD is none',
      });
    }
    if (config.PARTNER_AUTH_METHOD === 'basic' && !config.PARTNER_AUTH_KEY.includes(':')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_AUTH_KEY'],
        message: 'must be user:pass for basic auth',
      });
    }
  });

export type PartnerSimConfig = z.infer<typeof partnerSimConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PartnerSimConfig {
  return parseConfig(partnerSimConfigSchema, env);
}
