import { z } from 'zod';
import {
  DEV_ADMIN_PASSWORD,
  DEV_SIMULATOR_WEBHOOK_SECRET,
  DEV_WEBHOOK_SECRET,
  baseServiceConfigSchema,
  parseConfig,
  refuseDevDefaults,
} from './config';

const schema = baseServiceConfigSchema
  .extend({ WEBHOOK_SECRET: z.string().optional(), ADMIN_PASSWORD: z.string().optional() })
  .check(refuseDevDefaults('GATEWAY_SIGNING_SECRET', 'WEBHOOK_SECRET', 'ADMIN_PASSWORD'));

const ownSecrets = {
  DATABASE_URL: 'postgres://db/marketplace',
  GATEWAY_SIGNING_SECRET: 'a-signing-secret-of-our-own',
  WEBHOOK_SECRET: 'a-webhook-secret-of-our-own',
  ADMIN_PASSWORD: 'an-admin-password-of-our-own',
};
const production = { ...ownSecrets, NODE_ENV: 'production' };

describe('refuseDevDefaults', () => {
  it('starts in production with secrets of its own', () => {
    expect(parseConfig(schema, production)).toMatchObject({ NODE_ENV: 'production', SEED_DEMO_DATA: false });
  });

  it.each(['WEBHOOK_SECRET', 'ADMIN_PASSWORD'] as const)(
    'refuses to start in production without %s, naming it',
    (name) => {
      const { [name]: _missing, ...rest } = production;
      expect(() => parseConfig(schema, rest)).toThrow(`${name}: ${name} is required in production`);
    },
  );

  it('refuses to start in production without GATEWAY_SIGNING_SECRET, naming it', () => {
    const { GATEWAY_SIGNING_SECRET: _missing, ...rest } = production;
    expect(() => parseConfig(schema, rest)).toThrow('GATEWAY_SIGNING_SECRET is required');
  });

  it.each([
    ['WEBHOOK_SECRET', DEV_WEBHOOK_SECRET],
    ['WEBHOOK_SECRET', DEV_SIMULATOR_WEBHOOK_SECRET],
    ['ADMIN_PASSWORD', DEV_ADMIN_PASSWORD],
  ])('refuses %s=%s, the development default, in production', (name, value) => {
    expect(() => parseConfig(schema, { ...production, [name]: value })).toThrow(
      `${name}: ${name} is a development default; production needs a secret of its own`,
    );
  });

  it('names every refused secret at once', () => {
    expect(() =>
      parseConfig(schema, { ...production, WEBHOOK_SECRET: DEV_WEBHOOK_SECRET, ADMIN_PASSWORD: '' }),
    ).toThrow(/WEBHOOK_SECRET: [^\n]+\n\s+ADMIN_PASSWORD: /);
  });

  it('refuses demo data in production: its resident’s password is published', () => {
    expect(() => parseConfig(schema, { ...production, SEED_DEMO_DATA: 'true' })).toThrow('SEED_DEMO_DATA');
  });

  it('keeps the development defaults and demo data outside production', () => {
    const development = {
      ...ownSecrets,
      WEBHOOK_SECRET: DEV_WEBHOOK_SECRET,
      ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      SEED_DEMO_DATA: 'true',
    };
    expect(parseConfig(schema, development)).toMatchObject({ SEED_DEMO_DATA: true });
    expect(parseConfig(schema, { ...development, NODE_ENV: 'test' })).toMatchObject({ SEED_DEMO_DATA: true });
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, an empty value counting as unset', () => {
    expect(parseConfig(schema, ownSecrets).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig(schema, { ...ownSecrets, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(parseConfig(schema, { ...ownSecrets, METRICS_TOKEN: 'a-scraper-token-0123' }).METRICS_TOKEN).toBe(
      'a-scraper-token-0123',
    );
  });

  it('refuses a token short enough to guess', () => {
    expect(() => parseConfig(schema, { ...ownSecrets, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });
});
