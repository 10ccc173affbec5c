import { z } from 'zod';
import { DEFAULT_EMBEDDED_DB_PORT } from '@marketplace/db';
import {
  baseServiceConfigSchema,
  DEV_DATA_DIR,
  isProduction,
  portSchema,
  refuseDevDefaults,
  serviceUrlsSchema,
} from '@marketplace/service-kit';
import { DEFAULT_TOUCH_INTERVAL_MS, type SessionPolicy } from './domain/session';
import type { ThrottlePolicy } from './domain/throttle';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Exactly true or false: a typo ('yes', 'ture') must not silently pick the revealing default. */
const strictFlag = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => value === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
const limit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Password reset delivery, and how much login and forgot-password tell about accounts. */
const passwordResetConfig = {
  /** The customer app's origin: reset links point at `${PUBLIC_URL}/reset-password?token=`. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Real email when set (smtp:// or smtps://); otherwise emails go to the dev mailbox. */
  SMTP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Marketplace <no-reply@marketplace.local>'),
  /**
   * The development mailbox, only when set (the launcher sets it): one JSON file per email (without
   * SMTP_URL) and per text message. Unset, text messages have no provider and phone resets answer 503.
   */
  MAILBOX_DIR: optionalText,
  /** true: login answers one message for unknown account and wrong password; forgot-password always 200. */
  AUTH_GENERIC_ERRORS: strictFlag('AUTH_GENERIC_ERRORS'),
};

export const NO_EMAIL_DELIVERY_MESSAGE =
  'Set SMTP_URL (real email) or MAILBOX_DIR (the development mailbox): password reset emails need one';

/**
 * Login: growing delays per account from one address, a ceiling per address. Forgot-password, reset and
 * registration: attempts allowed per fixed window. All counted in Postgres across instances.
 */
const throttleConfig = {
  /** Failed logins at one account from one address (an IPv4 address or an IPv6 /64) before it waits. */
  THROTTLE_LOGIN_FREE_FAILURES: limit(5),
  /** The first wait, doubled for each further failure of the pair... */
  THROTTLE_LOGIN_DELAY_SECONDS: limit(30),
  /** ...up to this. */
  THROTTLE_LOGIN_MAX_DELAY_MINUTES: limit(15),
  /** A pair without attempts for this long starts afresh (a successful login forgets it at once). */
  THROTTLE_LOGIN_FORGET_HOURS: limit(24),
  /** Failed logins from one address across accounts per window: far above a household's, or a proxy's. */
  THROTTLE_LOGIN_PER_ADDRESS: limit(300),
  THROTTLE_LOGIN_WINDOW_MINUTES: limit(60),
  THROTTLE_FORGOT_PER_ACCOUNT: limit(5),
  THROTTLE_FORGOT_PER_ADDRESS: limit(20),
  THROTTLE_FORGOT_WINDOW_MINUTES: limit(60),
  THROTTLE_RESET_PER_ACCOUNT: limit(5),
  THROTTLE_RESET_PER_ADDRESS: limit(10),
  THROTTLE_RESET_WINDOW_MINUTES: limit(15),
  /** Registrations from one address, successful or not (each costs a password hash). */
  THROTTLE_REGISTER_PER_ADDRESS: limit(10),
  THROTTLE_REGISTER_WINDOW_MINUTES: limit(60),
};

/**
 * The catalog: whether a chosen community or category exists and what a community or store is called;
 * the store an approved application to sell becomes.
 */
const catalogServiceUrlSchema = serviceUrlsSchema('http://127.0.0.1:4002');

export const authConfigSchema = baseServiceConfigSchema
  .extend({
    PORT: portSchema(4001),
    CATALOG_SERVICE_URL: catalogServiceUrlSchema,
    /** The first administrator, created at start when no admin of that name exists (never updated). */
    ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
    // Required: a deployment that forgets it must not get a guessable administrator. `npm start`
    // passes the development password and prints it.
    ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters'),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(720),
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(168),
    /** An administrator's session ends after this long unused (2 h)... */
    ADMIN_SESSION_IDLE_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * HOUR_MS),
    /** ...and this long after its login at most (24 h). */
    ADMIN_SESSION_MAX_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * HOUR_MS),
    ...passwordResetConfig,
    ...throttleConfig,
  })
  .refine((config) => config.SESSION_IDLE_HOURS <= config.SESSION_ABSOLUTE_HOURS, {
    message: 'SESSION_IDLE_HOURS must not exceed SESSION_ABSOLUTE_HOURS',
    path: ['SESSION_IDLE_HOURS'],
  })
  .refine((config) => config.ADMIN_SESSION_IDLE_MS <= config.ADMIN_SESSION_MAX_MS, {
    message: 'ADMIN_SESSION_IDLE_MS must not exceed ADMIN_SESSION_MAX_MS',
    path: ['ADMIN_SESSION_IDLE_MS'],
  })
  // Forgot-password must reach the resident somehow; a deployment with neither would fail every request.
  .refine((config) => config.SMTP_URL !== undefined || config.MAILBOX_DIR !== undefined, {
    message: NO_EMAIL_DELIVERY_MESSAGE,
    path: ['SMTP_URL'],
  })
  // The folder holds every resident's reset links in plain text, for a developer to click.
  .refine((config) => !isProduction(config) || config.MAILBOX_DIR === undefined, {
    message: 'MAILBOX_DIR must not be set in production: the dev mailbox is for development; set SMTP_URL',
    path: ['MAILBOX_DIR'],
  })
  .check(refuseDevDefaults('GATEWAY_SIGNING_SECRET', 'ADMIN_PASSWORD'));

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

/** An administrator's sessions: hours of idleness and a day at most, not a resident's month. */
export function adminSessionPolicyOf(
  config: Pick<AuthConfig, 'ADMIN_SESSION_IDLE_MS' | 'ADMIN_SESSION_MAX_MS'>,
): SessionPolicy {
  return {
    absoluteLifetimeMs: config.ADMIN_SESSION_MAX_MS,
    idleTimeoutMs: config.ADMIN_SESSION_IDLE_MS,
    touchIntervalMs: Math.min(DEFAULT_TOUCH_INTERVAL_MS, config.ADMIN_SESSION_IDLE_MS),
  };
}

/** The throttle settings alone, for tests that set a few limits and take the defaults for the rest. */
export const throttleConfigSchema = z.object(throttleConfig);

export function throttlePolicyOf(config: z.infer<typeof throttleConfigSchema>): ThrottlePolicy {
  const window = (minutes: number) => minutes * MINUTE_MS;
  const login = window(config.THROTTLE_LOGIN_WINDOW_MINUTES);
  const forgot = window(config.THROTTLE_FORGOT_WINDOW_MINUTES);
  const reset = window(config.THROTTLE_RESET_WINDOW_MINUTES);
  return {
    login: {
      perAccountAndAddress: {
        freeFailures: config.THROTTLE_LOGIN_FREE_FAILURES,
        firstDelayMs: config.THROTTLE_LOGIN_DELAY_SECONDS * 1000,
        maxDelayMs: Math.max(
          config.THROTTLE_LOGIN_MAX_DELAY_MINUTES * MINUTE_MS,
          config.THROTTLE_LOGIN_DELAY_SECONDS * 1000,
        ),
        forgetAfterMs: config.THROTTLE_LOGIN_FORGET_HOURS * HOUR_MS,
      },
      perAddress: { limit: config.THROTTLE_LOGIN_PER_ADDRESS, windowMs: login },
    },
    forgotPassword: {
      perAccount: { limit: config.THROTTLE_FORGOT_PER_ACCOUNT, windowMs: forgot },
      perAddress: { limit: config.THROTTLE_FORGOT_PER_ADDRESS, windowMs: forgot },
    },
    resetPassword: {
      perAccount: { limit: config.THROTTLE_RESET_PER_ACCOUNT, windowMs: reset },
      perAddress: { limit: config.THROTTLE_RESET_PER_ADDRESS, windowMs: reset },
    },
    register: {
      perAddress: {
        limit: config.THROTTLE_REGISTER_PER_ADDRESS,
        windowMs: window(config.THROTTLE_REGISTER_WINDOW_MINUTES),
      },
    },
  };
}

/**
 * `npm run vendor:approve` and its siblings (scripts/vendor-applications.ts): the database and catalog
 * the services use. Without DATABASE_URL, the PGlite `npm start` serves; without
 * GATEWAY_SIGNING_SECRET, the one `npm start` left in DATA_DIR.
 */
export const vendorApplicationsCommandConfigSchema = z.object({
  DATABASE_URL: optionalText,
  EMBEDDED_DB_PORT: z.coerce.number().int().positive().default(DEFAULT_EMBEDDED_DB_PORT),
  CATALOG_SERVICE_URL: catalogServiceUrlSchema,
  GATEWAY_SIGNING_SECRET: optionalText.pipe(
    z.string().min(16, 'GATEWAY_SIGNING_SECRET must be at least 16 characters').optional(),
  ),
  DATA_DIR: z.string().default(DEV_DATA_DIR),
});
export type VendorApplicationsCommandConfig = z.infer<typeof vendorApplicationsCommandConfigSchema>;
