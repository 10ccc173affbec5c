import { devMailboxEnv, loadLauncherConfig, partnerHostAllowList } from './config';

describe('devMailboxEnv', () => {
  it('puts the mailbox under DATA_DIR and points reset links at the gateway', () => {
    const config = loadLauncherConfig({ DATA_DIR: '/tmp/e2e-data', PORT: '8180' });
    expect(devMailboxEnv(config, '/repo')).toEqual({
      auth: { MAILBOX_DIR: '/tmp/e2e-data/mailbox', PUBLIC_URL: 'http://localhost:8180' },
      gateway: { DEV_MAILBOX_DIR: '/tmp/e2e-data/mailbox' },
    });
  });

  it('resolves the default .data folder against the repository root', () => {
    expect(devMailboxEnv(loadLauncherConfig({}), '/repo')).toEqual({
      auth: { MAILBOX_DIR: '/repo/.data/mailbox', PUBLIC_URL: 'http://localhost:8080' },
      gateway: { DEV_MAILBOX_DIR: '/repo/.data/mailbox' },
    });
  });
});

describe('partnerHostAllowList', () => {
  it('allows the simulator’s address and port, and what the operator adds', () => {
    expect(partnerHostAllowList(loadLauncherConfig({}), 'http://127.0.0.1:4010')).toBe('127.0.0.1:4010');
    const config = loadLauncherConfig({ PARTNER_HOST_ALLOWLIST: 'Partner.Internal, 10.0.0.5:8443' });
    expect(partnerHostAllowList(config, 'http://127.0.0.1:4210')).toBe(
      '127.0.0.1:4210,partner.internal,10.0.0.5:8443',
    );
  });
});
