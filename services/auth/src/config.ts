import { z } from 'zod';
import { baseServiceConfigSchema, portSchema } from '@marketplace/service-kit';
import { DEFAULT_TOUCH_INTERVAL_MS, type SessionPolicy } from './domain/session';

const HOUR_MS = 60 * 60 * 1000;

export const authConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4001),
    /** The first administrator, created at start when no admin of that name exists (never updated). */
    ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
    // Required: a deployment that forgets it must not get a guessable administrator. `npm start`
    // passes the development password and prints it.
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters'),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(720),
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(168),
  })
  .refine((config) => config.SESSION_IDLE_HOURS <= config.SESSION_ABSOLUTE_HOURS, {
    message: 'SESSION_IDLE_HOURS must not exceed SESSION_ABSOLUTE_HOURS',
    path: ['SESSION_IDLE_HOURS'],
  });

export type AuthConfig = z.infer<typeof authConfigSchema>;

export function sessionPolicyOf(
  config: Pick<AuthConfig, 'SESSION_ABSOLUTE_HOURS' | 'SESSION_IDLE_HOURS'>,
): SessionPolicy {
  return {
    absoluteLifetimeMs: config.SESSION_ABSOLUTE_HOURS * HOUR_MS,
    idleTimeoutMs: config.SESSION_IDLE_HOURS * HOUR_MS,
    touchIntervalMs: DEFAULT_TOUCH_INTERVAL_MS,
  };
}
