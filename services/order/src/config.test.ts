import { loadConfig } from './config';

const required = {
  DATABASE_URL: 'postgresql://localhost/test',
  GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-chars',
};

describe('order config', () => {
  it('refuses to start in production with the demo status config, naming SEED_DEMO_DATA', () => {
    const production = { ...required, NODE_ENV: 'production' };
    expect(loadConfig(production).NODE_ENV).toBe('production');
    expect(() => loadConfig({ ...production, SEED_DEMO_DATA: 'true' })).toThrow('SEED_DEMO_DATA');
    expect(() => loadConfig({ ...production, GATEWAY_SIGNING_SECRET: '' })).toThrow('GATEWAY_SIGNING_SECRET');
  });
});
