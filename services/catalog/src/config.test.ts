import { loadConfig } from './config';

const required = {
  DATABASE_URL: 'postgresql://localhost/test',
  GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-chars',
};

describe('catalog config', () => {
  it('defaults to port 4002, the local partner simulator and a ten-minute sync', () => {
    expect(loadConfig(required)).toMatchObject({
      PORT: 4002,
      PARTNER_BASE_URL: 'http://127.0.0.1:4010',
      PARTNER_AUTH_METHOD: 'none',
      PARTNER_HOST_ALLOWLIST: [],
      CATALOG_SYNC_INTERVAL_MS: 600_000,
      SEED_DEMO_DATA: false,
    });
  });

  it('reads the partner settings the launcher passes', () => {
    const config = loadConfig({
      ...required,
      SEED_DEMO_DATA: 'true',
      PARTNER_BASE_URL: 'http://127.0.0.1:5010',
      PARTNER_AUTH_METHOD: 'bearer',
      PARTNER_AUTH_KEY: 'token',
      PARTNER_HOST_ALLOWLIST: '127.0.0.1:5010',
      CATALOG_SYNC_INTERVAL_MS: '30000',
    });
    expect(config).toMatchObject({
      SEED_DEMO_DATA: true,
      PARTNER_BASE_URL: 'http://127.0.0.1:5010',
      PARTNER_AUTH_METHOD: 'bearer',
      PARTNER_AUTH_KEY: 'token',
      PARTNER_HOST_ALLOWLIST: ['127.0.0.1:5010'],
      CATALOG_SYNC_INTERVAL_MS: 30_000,
    });
  });

  it('refuses a partner auth method without its key, and an unknown method', () => {
    expect(() => loadConfig({ ...required, PARTNER_AUTH_METHOD: 'bearer' })).toThrow(
      'PARTNER_AUTH_KEY is required',
    );
    expect(() => loadConfig({ ...required, PARTNER_AUTH_METHOD: 'oauth' })).toThrow('PARTNER_AUTH_METHOD');
  });

  it('asks an external image model only when its URL and key are both given', () => {
    expect(loadConfig({ ...required, IMAGE_API_URL: '' })).toMatchObject({
      IMAGE_API_URL: undefined,
      IMAGE_MODEL: 'dall-e-3',
      IMAGE_SIZE: '1024x1024',
      IMAGE_API_TIMEOUT_MS: 8_000,
    });
    expect(
      loadConfig({
        ...required,
        IMAGE_API_URL: 'http://127.0.0.1:9000/v1/images/generations',
        IMAGE_API_KEY: 'k',
      }),
    ).toMatchObject({ IMAGE_API_URL: 'http://127.0.0.1:9000/v1/images/generations', IMAGE_API_KEY: 'k' });
    expect(() => loadConfig({ ...required, IMAGE_API_URL: 'http://127.0.0.1:9000/' })).toThrow(
      'IMAGE_API_KEY is required with IMAGE_API_URL',
    );
    expect(() => loadConfig({ ...required, IMAGE_SIZE: 'large' })).toThrow('IMAGE_SIZE');
  });

  it('refuses to start in production with demo data, naming SEED_DEMO_DATA', () => {
    const production = { ...required, NODE_ENV: 'production' };
    expect(loadConfig(production).NODE_ENV).toBe('production');
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow('SEED_DEMO_DATA');
    expect(() => loadConfig({ ...production, GATEWAY_SIGNING_SECRET: '' })).toThrow('GATEWAY_SIGNING_SECRET');
  });

  it('moves the stores’ clock only where a test asks for it, never in production', () => {
    expect(loadConfig(required)).toMatchObject({ STORE_TEST_CLOCK: false, STORE_SCHEDULE_SWEEP_MS: 5_000 });
    expect(loadConfig({ ...required, STORE_TEST_CLOCK: 'true' }).STORE_TEST_CLOCK).toBe(true);
    expect(() => loadConfig({ ...required, NODE_ENV: 'production', STORE_TEST_CLOCK: 'true' })).toThrow(
      'STORE_TEST_CLOCK must be off in production',
    );
  });
});
