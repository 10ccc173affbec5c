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

  describe('in production', () => {
    const production = { ...required, NODE_ENV: 'production' };

    it('refuses to start without its own signing secret, naming GATEWAY_SIGNING_SECRET', () => {
      expect(loadConfig(production).NODE_ENV).toBe('production');
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('GATEWAY_SIGNING_SECRET is required');
    });

    it('refuses to serve the dev mailbox, naming DEV_MAILBOX_DIR', () => {
      expect(() => loadConfig({ ...production, DEV_MAILBOX_DIR: '/tmp/mailbox' })).toThrow(
        'DEV_MAILBOX_DIR must not be set in production',
      );
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy unless set', () => {
      expect(loadConfig(required).TRUST_PROXY).toBeUndefined();
      expect(loadConfig({ ...required, TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    });

    it('takes a number of proxies, or their addresses and ranges', () => {
      const hops = loadConfig({ ...required, TRUST_PROXY: '2' }).TRUST_PROXY!;
      expect([hops('198.51.100.1', 0), hops('198.51.100.1', 1), hops('198.51.100.1', 2)]).toEqual([
        true,
        true,
        false,
      ]);
      const listed = loadConfig({
        ...required,
        TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,loopback',
      }).TRUST_PROXY!;
      expect(['10.1.2.3', '192.168.1.7', '127.0.0.1', '192.168.1.8'].map((a) => listed(a, 0))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    });

    it.each(['true', 'yes', '10.0.0.0/33', '300.1.1.1', '-1', '1.5', ','])(
      'refuses TRUST_PROXY=%s, naming it',
      (value) => {
        expect(() => loadConfig({ ...required, TRUST_PROXY: value })).toThrow('TRUST_PROXY must be');
      },
    );
  });
});
