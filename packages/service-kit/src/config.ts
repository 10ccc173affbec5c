import { z } from 'zod';
import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import { parsePartnerHost } from './partner-fetch';

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

/** Settings every service shares; each service extends this with its own. */
export const baseServiceConfigSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  GATEWAY_SIGNING_SECRET: z.string().min(16, 'GATEWAY_SIGNING_SECRET must be at least 16 characters'),
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
  SEED_DEMO_DATA: z
    .string()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  LOG_LEVEL: z.string().default('info'),
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
