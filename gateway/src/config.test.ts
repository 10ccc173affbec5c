import { loadConfig } from './config';

const required = { GATEWAY_SIGNING_SECRET: 'a-secret-of-sixteen-plus' };

describe('gateway configuration', () => {
  it('reuses a session resolution for 2 s by default and refuses longer', () => {
    expect(loadConfig(required).SESSION_CACHE_MS).toBe(2_000);
    expect(loadConfig({ ...required, SESSION_CACHE_MS: '0' }).SESSION_CACHE_MS).toBe(0);
    // Longer would keep serving a session that a password reset ended.
    expect(() => loadConfig({ ...required, SESSION_CACHE_MS: '2001' })).toThrow('SESSION_CACHE_MS');
  });

  it('serves no dev mailbox unless DEV_MAILBOX_DIR names a folder', () => {
    expect(loadConfig(required).DEV_MAILBOX_DIR).toBeUndefined();
    expect(loadConfig({ ...required, DEV_MAILBOX_DIR: '' }).DEV_MAILBOX_DIR).toBeUndefined();
    expect(loadConfig({ ...required, DEV_MAILBOX_DIR: '/tmp/mailbox' }).DEV_MAILBOX_DIR).toBe('/tmp/mailbox');
  });
});
