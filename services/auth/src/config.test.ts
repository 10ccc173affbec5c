import { parseConfig } from '@marketplace/service-kit';
import { authConfigSchema, sessionPolicyOf } from './config';

const required = {
  DATABASE_URL: 'postgres://localhost/test',
  GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-plus',
  ADMIN_PASSWORD: 'a-real-password',
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

  it('refuses to start without an administrator password, so none is guessable', () => {
    const { ADMIN_PASSWORD: _omitted, ...withoutPassword } = required;
    expect(() => parseConfig(authConfigSchema, withoutPassword)).toThrow('ADMIN_PASSWORD');
  });

  it('refuses an admin password shorter than the spec minimum', () => {
    expect(() => parseConfig(authConfigSchema, { ...required, ADMIN_PASSWORD: '123' })).toThrow(
      'ADMIN_PASSWORD',
    );
  });
});
