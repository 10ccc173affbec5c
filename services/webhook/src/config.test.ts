import { DEV_WEBHOOK_SECRET } from '@marketplace/service-kit';
import { loadConfig } from './config';

const env = {
  DATABASE_URL: 'postgresql://localhost/marketplace',
  GATEWAY_SIGNING_SECRET: 'a-gateway-signing-secret',
  WEBHOOK_SECRET: 'whsec_c2VjcmV0',
};

describe('loadConfig', () => {
  it('defaults to port 4004, body secrets accepted, no Kafka', () => {
    expect(loadConfig(env)).toMatchObject({
      PORT: 4004,
      WEBHOOK_ALLOW_BODY_SECRET: true,
      KAFKA_BROKERS: [],
      DATABASE_POOL_SIZE: 2,
      WEBHOOK_BATCH_MAX_SIZE: 256,
      WEBHOOK_BATCH_LINGER_MS: 2,
      WEBHOOK_SECRETS_REFRESH_MS: 5_000,
    });
  });

  it('limits refused deliveries to 60 a minute with a burst of 120, and keeps the log 30 days', () => {
    expect(loadConfig(env)).toMatchObject({
      WEBHOOK_REFUSED_PER_MINUTE: 60,
      WEBHOOK_REFUSED_BURST: 120,
      WEBHOOK_LOG_RETENTION_DAYS: 30,
    });
    expect(loadConfig({ ...env, WEBHOOK_LOG_RETENTION_DAYS: '7' }).WEBHOOK_LOG_RETENTION_DAYS).toBe(7);
    expect(() => loadConfig({ ...env, WEBHOOK_LOG_RETENTION_DAYS: '0' })).toThrow(
      'WEBHOOK_LOG_RETENTION_DAYS',
    );
  });

  it('turns the body secret off with WEBHOOK_ALLOW_BODY_SECRET=false', () => {
    expect(loadConfig({ ...env, WEBHOOK_ALLOW_BODY_SECRET: 'false' }).WEBHOOK_ALLOW_BODY_SECRET).toBe(false);
  });

  it('refuses the body secret by default in production, unless WEBHOOK_ALLOW_BODY_SECRET turns it on', () => {
    const production = { ...env, NODE_ENV: 'production' };
    expect(loadConfig(production).WEBHOOK_ALLOW_BODY_SECRET).toBe(false);
    expect(loadConfig({ ...production, WEBHOOK_ALLOW_BODY_SECRET: 'true' }).WEBHOOK_ALLOW_BODY_SECRET).toBe(
      true,
    );
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).WEBHOOK_ALLOW_BODY_SECRET).toBe(true);
  });

  it('refuses to start without WEBHOOK_SECRET or with a malformed flag', () => {
    expect(() => loadConfig({ ...env, WEBHOOK_SECRET: undefined })).toThrow('WEBHOOK_SECRET');
    expect(() => loadConfig({ ...env, WEBHOOK_ALLOW_BODY_SECRET: 'nope' })).toThrow(
      'WEBHOOK_ALLOW_BODY_SECRET',
    );
  });

  it('refuses to start in production with the development webhook secret or none, naming WEBHOOK_SECRET', () => {
    const production = { ...env, NODE_ENV: 'production' };
    expect(loadConfig(production).WEBHOOK_SECRET).toBe(env.WEBHOOK_SECRET);
    expect(() => loadConfig({ ...production, WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(
      'WEBHOOK_SECRET is a development default',
    );
    expect(() => loadConfig({ ...production, WEBHOOK_SECRET: '' })).toThrow('WEBHOOK_SECRET');
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow('SEED_DEMO_DATA');
  });
});
