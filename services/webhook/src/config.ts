import { z } from 'zod';
import { baseServiceConfigSchema, parseConfig, portSchema } from '@marketplace/service-kit';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

export const webhookConfigSchema = baseServiceConfigSchema.extend({
  PORT: portSchema(4004),
  /** Verifies Standard Webhooks signatures and the spec's body secret: `whsec_<base64>` or a plain string. */
  WEBHOOK_SECRET: z.string().min(1, 'WEBHOOK_SECRET is required'),
  /** The spec's older form, a `secret` field in the JSON body; turn off once every partner signs. */
  WEBHOOK_ALLOW_BODY_SECRET: booleanFlag(true),
  /**
   * Connections that write accepted webhooks. Each is one statement whose commit waits for the WAL
   * flush; enough concurrent commits let PostgreSQL flush many in one go.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): WebhookConfig =>
  parseConfig(webhookConfigSchema, env);
