import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ADMIN_PASSWORD, DEV_SIGNING_SECRET_FILE, DEV_WEBHOOK_SECRET } from '@marketplace/service-kit';
import {
  devMailboxEnv,
  loadLauncherConfig,
  partnerHostAllowList,
  replicaPort,
  writeDevSigningSecret,
} from './config';

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

describe('writeDevSigningSecret', () => {
  it("leaves this start's signing secret in DATA_DIR, readable by this user alone, for commands run beside it", () => {
    const root = mkdtempSync(join(tmpdir(), 'launcher-'));
    try {
      const config = loadLauncherConfig({ DATA_DIR: 'state' });
      writeDevSigningSecret(config, root);
      const file = join(root, 'state', DEV_SIGNING_SECRET_FILE);
      expect(readFileSync(file, 'utf8')).toBe(config.GATEWAY_SIGNING_SECRET);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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

describe('loadLauncherConfig', () => {
  it('hands out the development secrets and warn-level logs for npm start', () => {
    const config = loadLauncherConfig({});
    expect(config).toMatchObject({
      WEBHOOK_SECRET: DEV_WEBHOOK_SECRET,
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    });
    expect(config.GATEWAY_SIGNING_SECRET).toHaveLength(43);
  });

  describe('in production (npm run start:prod)', () => {
    const secrets = {
      NODE_ENV: 'production',
      WEBHOOK_SECRET: 'whsec_b3VyLW93bi13ZWJob29rLXNlY3JldC0zMmI=',
      GATEWAY_SIGNING_SECRET: 'our-own-signing-secret-0123456789',
      ADMIN_PASSWORD: 'our-own-admin-password',
    };

    it('starts with secrets of its own, logging at info', () => {
      expect(loadLauncherConfig(secrets)).toMatchObject({ ...secrets, LOG_LEVEL: 'info' });
      expect(loadLauncherConfig({ ...secrets, LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    });

    it('refuses to start while any secret is missing, naming each', () => {
      expect(() => loadLauncherConfig({ NODE_ENV: 'production' })).toThrow(
        /WEBHOOK_SECRET is required in production[\s\S]*GATEWAY_SIGNING_SECRET is required in production[\s\S]*ADMIN_PASSWORD is required in production/,
      );
    });

    it.each([
      ['WEBHOOK_SECRET', DEV_WEBHOOK_SECRET],
      ['ADMIN_PASSWORD', DEV_ADMIN_PASSWORD],
    ])('refuses %s at its development default', (name, value) => {
      expect(() => loadLauncherConfig({ ...secrets, [name]: value })).toThrow(
        `${name} is a development default`,
      );
    });
  });

  describe('several replicas (npm run start:cluster)', () => {
    it('runs one process of each service by default, and up to four', () => {
      expect(loadLauncherConfig({}).REPLICAS).toBe(1);
      expect(loadLauncherConfig({ REPLICAS: '2' }).REPLICAS).toBe(2);
      expect(() => loadLauncherConfig({ REPLICAS: '5' })).toThrow(/REPLICAS/);
    });

    it('puts each replica ten ports above the one before', () => {
      const config = loadLauncherConfig({ SERVICES_BASE_PORT: '4001' });
      expect([replicaPort(config, 2, 0), replicaPort(config, 2, 1)]).toEqual([4003, 4013]);
    });

    it('refuses several replicas in production without PostgreSQL and Kafka named, naming REPLICAS', () => {
      const production = {
        NODE_ENV: 'production',
        WEBHOOK_SECRET: 'whsec_b3VyLW93bi13ZWJob29rLXNlY3JldC0zMmI=',
        GATEWAY_SIGNING_SECRET: 'our-own-signing-secret-0123456789',
        ADMIN_PASSWORD: 'our-own-admin-password',
        REPLICAS: '2',
      };
      expect(() => loadLauncherConfig({ ...production, DATABASE_URL: 'postgresql://db/app' })).toThrow(
        /REPLICAS: several replicas in production share one PostgreSQL server and one Kafka cluster/,
      );
      expect(
        loadLauncherConfig({
          ...production,
          DATABASE_URL: 'postgresql://db/app',
          KAFKA_BROKERS: 'kafka:9092',
        }).REPLICAS,
      ).toBe(2);
      // Development starts what is not named (local-infrastructure.ts).
      expect(loadLauncherConfig({ REPLICAS: '2' }).REPLICAS).toBe(2);
    });
  });
});
