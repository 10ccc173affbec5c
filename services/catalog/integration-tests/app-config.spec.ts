import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { AppConfigListSchema, CUSTOMER_PROFILE_CONFIG, isAppSectionEnabled } from '@marketplace/contracts';
import { CATALOG_SCHEMA } from '../src/infra/db/schema';
import {
  SETUP_TIMEOUT_MS,
  anonymous,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const getAppConfig = () => request(t.app).get('/api/customer/app-config').set(asResident());

describe('GET /api/customer/app-config', () => {
  it('answers the customer-profile page with all its sections on a freshly migrated database, without demo data', async () => {
    expect(await t.prisma.vendor.count()).toBe(0);
    const res = await getAppConfig().expect(200);
    const config = AppConfigListSchema.parse(res.body);
    expect(config).toEqual([
      {
        pageName: CUSTOMER_PROFILE_CONFIG.pageName,
        status: 'enabled',
        sections: Object.values(CUSTOMER_PROFILE_CONFIG.sections).map((sectionName) => ({
          sectionName,
          status: 'enabled',
        })),
      },
    ]);
    for (const section of Object.values(CUSTOMER_PROFILE_CONFIG.sections)) {
      expect(isAppSectionEnabled(config, CUSTOMER_PROFILE_CONFIG.pageName, section)).toBe(true);
    }
  });

  it('gives the page and its sections display names for the back-office', async () => {
    const page = await t.prisma.appConfigPage.findUniqueOrThrow({
      where: { pageName: CUSTOMER_PROFILE_CONFIG.pageName },
      include: { sections: { orderBy: { id: 'asc' } } },
    });
    expect(page.displayName).toBe('Customer Profile');
    expect(page.sections.map((section) => section.displayName)).toEqual([
      'Edit Profile',
      'Addresses',
      'Favorite Vendors',
      'My Reviews',
      'Notifications',
      'Privacy & Security',
      'Help & Support',
      'Support Info',
    ]);
  });

  it("applied again (a database that already had the page), keeps the page and an administrator's statuses", async () => {
    await t.prisma.appConfigSection.updateMany({
      where: { sectionName: CUSTOMER_PROFILE_CONFIG.sections.reviews },
      data: { status: 'disabled' },
    });
    const sql = readFileSync(
      join(__dirname, '../prisma/migrations/20261122020000_customer_profile_app_config/migration.sql'),
      'utf8',
    );
    const client = new Client({ connectionString: t.connectionString });
    await client.connect();
    try {
      await client.query(`SET search_path TO "${CATALOG_SCHEMA}"`);
      await client.query(sql);
    } finally {
      await client.end();
    }
    const config = AppConfigListSchema.parse((await getAppConfig().expect(200)).body);
    expect(config).toHaveLength(1);
    expect(config[0]!.sections).toHaveLength(8);
    expect(isAppSectionEnabled(config, 'customer-profile', CUSTOMER_PROFILE_CONFIG.sections.reviews)).toBe(
      false,
    );
    await t.prisma.appConfigSection.updateMany({ data: { status: 'enabled' } });
  });

  it('is kept by no shared cache, and asked for again by the browser, so a change reaches the next load', async () => {
    const res = await getAppConfig().expect(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('includes disabled pages and sections, with their status', async () => {
    const page = await t.prisma.appConfigPage.create({
      data: {
        pageName: 'customer-home',
        displayName: 'Customer Home',
        status: 'disabled',
        sections: {
          create: [
            { sectionName: 'banner', displayName: 'Banner', status: 'enabled' },
            { sectionName: 'offers', displayName: 'Offers', status: 'disabled' },
          ],
        },
      },
    });
    await t.prisma.appConfigSection.updateMany({
      where: { sectionName: CUSTOMER_PROFILE_CONFIG.sections.support },
      data: { status: 'disabled' },
    });
    const config = AppConfigListSchema.parse((await getAppConfig().expect(200)).body);
    expect(config.map((entry) => entry.pageName)).toEqual(['customer-profile', page.pageName]);
    expect(config[1]).toEqual({
      pageName: 'customer-home',
      status: 'disabled',
      sections: [
        { sectionName: 'banner', status: 'enabled' },
        { sectionName: 'offers', status: 'disabled' },
      ],
    });
    expect(isAppSectionEnabled(config, 'customer-profile', CUSTOMER_PROFILE_CONFIG.sections.support)).toBe(
      false,
    );
    expect(isAppSectionEnabled(config, 'customer-profile', CUSTOMER_PROFILE_CONFIG.sections.help)).toBe(true);
  });

  it('answers visitors who are not signed in too: the configuration holds nothing personal', async () => {
    await request(t.app).get('/api/customer/app-config').set(anonymous()).expect(200);
  });

  it('refuses a call without the gateway signature (401)', async () => {
    await request(t.app).get('/api/customer/app-config').expect(401);
  });
});
