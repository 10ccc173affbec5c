import { DEV_PARTNER_AUTH_KEY, DEV_SIMULATOR_WEBHOOK_SECRET } from '@marketplace/service-kit';
import { loadConfig } from './config';

describe('partner-sim config', () => {
  it('runs on the documented defaults with no environment', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 4010,
      PARTNER_AUTH_METHOD: 'bearer',
      PARTNER_AUTH_KEY: DEV_PARTNER_AUTH_KEY,
      PARTNER_STEP_MS: 3000,
      WEBHOOK_URL: 'http://localhost:8080/api/webhook',
      WEBHOOK_SECRET: DEV_SIMULATOR_WEBHOOK_SECRET,
    });
  });

  it('reads the auth method, key and pace from the environment', () => {
    expect(
      loadConfig({ PARTNER_AUTH_METHOD: 'basic', PARTNER_AUTH_KEY: 'sr:pass', PARTNER_STEP_MS: '250' }),
    ).toMatchObject({ PARTNER_AUTH_METHOD: 'basic', PARTNER_AUTH_KEY: 'sr:pass', PARTNER_STEP_MS: 250 });
  });

  it('refuses an unknown auth method and a basic key that is not user:pass', () => {
    expect(() => loadConfig({ PARTNER_AUTH_METHOD: 'oauth' })).toThrow('PARTNER_AUTH_METHOD');
    expect(() => loadConfig({ PARTNER_AUTH_METHOD: 'basic', PARTNER_AUTH_KEY: 'nocolon' })).toThrow(
      'user:pass',
    );
  });
});
