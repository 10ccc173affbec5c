import { z } from 'zod';

/** Parses the environment once at start; a bad value stops the process with every problem listed. */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Settings every service shares; each service extends this with its own. */
export const baseServiceConfigSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  GATEWAY_SIGNING_SECRET: z.string().min(16, 'GATEWAY_SIGNING_SECRET must be at least 16 characters'),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((broker) => broker.trim()).filter(Boolean) : [])),
  SEED_DEMO_DATA: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.string().default('info'),
});

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
