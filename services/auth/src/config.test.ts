import { DEV_ADMIN_PASSWORD, parseConfig } from '@marketplace/service-kit';
import {
  adminSessionPolicyOf,
  authConfigSchema,
  NO_EMAIL_DELIVERY_MESSAGE,
  sessionPolicyOf,
  throttlePolicyOf,
  vendorApplicationsCommandConfigSchema,
} from './config';

const required = {
  DATABASE_URL: 'postgres://localhost/test',
  GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-plus',
  ADMIN_PASSWORD: 'a-real-password',
  MAILBOX_DIR: '/tmp/mailbox',
};

describe('auth configuration', () => {
  it('defaults to port 4001, the admin user name and 30-day / 7-day sessions', () => {
    const config = parseConfig(authConfigSchema, required);
    expect(config).toMatchObject({
      PORT: 4001,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'a-real-password',
      SEED_DEMO_DATA: false,
    });
    expect(sessionPolicyOf(config)).toEqual({
      absoluteLifetimeMs: 720 * 3_600_000,
      idleTimeoutMs: 168 * 3_600_000,
      touchIntervalMs: 60_000,
    });
  });

  it('refuses an idle timeout longer than the absolute lifetime', () => {
    expect(() =>
      parseConfig(authConfigSchema, { ...required, SESSION_ABSOLUTE_HOURS: '24', SESSION_IDLE_HOURS: '48' }),
    ).toThrow('SESSION_IDLE_HOURS must not exceed SESSION_ABSOLUTE_HOURS');
  });

  it('gives administrators 2-hour idle / 24-hour sessions, and refuses an idle time past the maximum', () => {
    expect(adminSessionPolicyOf(parseConfig(authConfigSchema, required))).toEqual({
      absoluteLifetimeMs: 24 * 3_600_000,
      idleTimeoutMs: 2 * 3_600_000,
      touchIntervalMs: 60_000,
    });
    expect(() =>
      parseConfig(authConfigSchema, {
        ...required,
        ADMIN_SESSION_MAX_MS: '3600000',
        ADMIN_SESSION_IDLE_MS: '7200000',
      }),
    ).toThrow('ADMIN_SESSION_IDLE_MS must not exceed ADMIN_SESSION_MAX_MS');
  });

  it('refuses to start without an administrator password, so none is guessable', () => {
    const { ADMIN_PASSWORD: _omitted, ...withoutPassword } = required;
    expect(() => parseConfig(authConfigSchema, withoutPassword)).toThrow('ADMIN_PASSWORD');
  });

  it('refuses an admin password shorter than the spec minimum', () => {
    expect(() => parseConfig(authConfigSchema, { ...required, ADMIN_PASSWORD: '123' })).toThrow(
      'ADMIN_PASSWORD',
    );
  });

  it('sends reset links to the local gateway, with the spec messages, by default', () => {
    const config = parseConfig(authConfigSchema, required);
    expect(config).toMatchObject({
      PUBLIC_URL: 'http://localhost:8080',
      MAILBOX_DIR: '/tmp/mailbox',
      AUTH_GENERIC_ERRORS: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    const generic = parseConfig(authConfigSchema, { ...required, AUTH_GENERIC_ERRORS: 'true', SMTP_URL: '' });
    expect(generic.AUTH_GENERIC_ERRORS).toBe(true);
    expect(generic.SMTP_URL).toBeUndefined();
    expect(
      parseConfig(authConfigSchema, { ...required, AUTH_GENERIC_ERRORS: 'false' }).AUTH_GENERIC_ERRORS,
    ).toBe(false);
  });

  it.each(['1', 'yes', 'TRUE', 'ture', ''])('refuses AUTH_GENERIC_ERRORS=%j: only true or false', (value) => {
    expect(() => parseConfig(authConfigSchema, { ...required, AUTH_GENERIC_ERRORS: value })).toThrow(
      'AUTH_GENERIC_ERRORS must be true or false',
    );
  });

  it('has no dev mailbox unless MAILBOX_DIR is set: SMTP alone is enough', () => {
    const { MAILBOX_DIR: _omitted, ...withoutMailbox } = required;
    const config = parseConfig(authConfigSchema, {
      ...withoutMailbox,
      SMTP_URL: 'smtps://u:p@smtp.example.com',
    });
    expect(config.MAILBOX_DIR).toBeUndefined();
    expect(config.SMTP_URL).toBe('smtps://u:p@smtp.example.com');
  });

  it('refuses to start with neither SMTP_URL nor MAILBOX_DIR, naming both', () => {
    const { MAILBOX_DIR: _omitted, ...withoutMailbox } = required;
    for (const env of [withoutMailbox, { ...withoutMailbox, SMTP_URL: '', MAILBOX_DIR: '' }]) {
      expect(() => parseConfig(authConfigSchema, env)).toThrow(NO_EMAIL_DELIVERY_MESSAGE);
    }
    expect(NO_EMAIL_DELIVERY_MESSAGE).toMatch(/SMTP_URL.*MAILBOX_DIR/);
  });

  it('refuses a PUBLIC_URL or SMTP_URL that is not a URL', () => {
    expect(() => parseConfig(authConfigSchema, { ...required, PUBLIC_URL: 'localhost' })).toThrow(
      'PUBLIC_URL',
    );
    expect(() => parseConfig(authConfigSchema, { ...required, SMTP_URL: 'mail server' })).toThrow('SMTP_URL');
  });

  it('throttles login, forgot-password, reset-password and registration with the documented defaults', () => {
    const minutes = (n: number) => n * 60_000;
    expect(throttlePolicyOf(parseConfig(authConfigSchema, required))).toEqual({
      login: {
        perAccountAndAddress: {
          freeFailures: 5,
          firstDelayMs: 30_000,
          maxDelayMs: minutes(15),
          forgetAfterMs: minutes(24 * 60),
        },
        perAddress: { limit: 300, windowMs: minutes(60) },
      },
      forgotPassword: {
        perAccount: { limit: 5, windowMs: minutes(60) },
        perAddress: { limit: 20, windowMs: minutes(60) },
      },
      resetPassword: {
        perAccount: { limit: 5, windowMs: minutes(15) },
        perAddress: { limit: 10, windowMs: minutes(15) },
      },
      register: { perAddress: { limit: 10, windowMs: minutes(60) } },
    });
  });

  it('refuses a throttle limit that is not a positive whole number', () => {
    expect(() => parseConfig(authConfigSchema, { ...required, THROTTLE_LOGIN_FREE_FAILURES: '0' })).toThrow(
      'THROTTLE_LOGIN_FREE_FAILURES',
    );
  });

  describe('in production', () => {
    const production = {
      ...required,
      NODE_ENV: 'production',
      MAILBOX_DIR: '',
      SMTP_URL: 'smtps://mail.example.com',
    };

    it('starts with its own administrator password and real email', () => {
      expect(parseConfig(authConfigSchema, production)).toMatchObject({ NODE_ENV: 'production' });
    });

    it('refuses the development administrator password, naming ADMIN_PASSWORD', () => {
      expect(() =>
        parseConfig(authConfigSchema, { ...production, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }),
      ).toThrow('ADMIN_PASSWORD is a development default');
    });

    it('refuses to create the demo resident, whose password is published', () => {
      expect(() => parseConfig(authConfigSchema, { ...production, SEED_DEMO_DATA: 'true' })).toThrow(
        'SEED_DEMO_DATA',
      );
    });

    it('refuses the dev mailbox, which keeps every reset link on disk', () => {
      expect(() => parseConfig(authConfigSchema, { ...production, MAILBOX_DIR: '/tmp/mailbox' })).toThrow(
        'MAILBOX_DIR must not be set in production',
      );
    });

    it('refuses a missing gateway signing secret', () => {
      expect(() =>
        parseConfig(authConfigSchema, { ...production, GATEWAY_SIGNING_SECRET: undefined }),
      ).toThrow('GATEWAY_SIGNING_SECRET is required');
    });
  });
});

describe('the vendor applications command configuration', () => {
  it('defaults to the PGlite, catalog and DATA_DIR of `npm start`', () => {
    expect(parseConfig(vendorApplicationsCommandConfigSchema, {})).toEqual({
      DATABASE_URL: undefined,
      EMBEDDED_DB_PORT: 5499,
      CATALOG_SERVICE_URL: ['http://127.0.0.1:4002'],
      GATEWAY_SIGNING_SECRET: undefined,
      DATA_DIR: '.data',
    });
  });

  it('takes a named database and secret, and refuses a short secret', () => {
    expect(
      parseConfig(vendorApplicationsCommandConfigSchema, {
        DATABASE_URL: 'postgres://db/marketplace',
        GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-plus',
      }),
    ).toMatchObject({
      DATABASE_URL: 'postgres://db/marketplace',
      GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-plus',
    });
    expect(() =>
      parseConfig(vendorApplicationsCommandConfigSchema, { GATEWAY_SIGNING_SECRET: 'short' }),
    ).toThrow('GATEWAY_SIGNING_SECRET must be at least 16 characters');
  });
});
