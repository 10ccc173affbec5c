import { DEFAULT_COD_ORDER_MAX_RUPEES } from '@marketplace/contracts';
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

  it('takes cash orders up to ₹50,000 unless COD_ORDER_MAX_RUPEES says otherwise', () => {
    expect(loadConfig(required).COD_ORDER_MAX_RUPEES).toBe(DEFAULT_COD_ORDER_MAX_RUPEES);
    expect(DEFAULT_COD_ORDER_MAX_RUPEES).toBe(50_000);
    expect(loadConfig({ ...required, COD_ORDER_MAX_RUPEES: '20000' }).COD_ORDER_MAX_RUPEES).toBe(20_000);
    expect(() => loadConfig({ ...required, COD_ORDER_MAX_RUPEES: '0' })).toThrow('COD_ORDER_MAX_RUPEES');
  });
});
