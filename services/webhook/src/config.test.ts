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
    });
  });

  it('turns the body secret off with WEBHOOK_ALLOW_BODY_SECRET=false', () => {
    expect(loadConfig({ ...env, WEBHOOK_ALLOW_BODY_SECRET: 'false' }).WEBHOOK_ALLOW_BODY_SECRET).toBe(false);
  });

  it('refuses to start without WEBHOOK_SECRET or with a malformed flag', () => {
    expect(() => loadConfig({ ...env, WEBHOOK_SECRET: undefined })).toThrow('WEBHOOK_SECRET');
    expect(() => loadConfig({ ...env, WEBHOOK_ALLOW_BODY_SECRET: 'nope' })).toThrow(
      'WEBHOOK_ALLOW_BODY_SECRET',
    );
  });
});
