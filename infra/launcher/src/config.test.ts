import { devMailboxEnv, loadLauncherConfig } from './config';

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
