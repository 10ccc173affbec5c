import request from 'supertest';
import { AppConfigListSchema, CUSTOMER_PROFILE_CONFIG, isAppSectionEnabled } from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
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
  it('answers an empty list before any page is configured', async () => {
    const res = await getAppConfig().expect(200);
    expect(res.body).toEqual([]);
  });

  it('answers every page with all its sections, as the profile screen reads them', async () => {
    await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
    const res = await getAppConfig().expect(200);
    const config = AppConfigListSchema.parse(res.body);
    expect(config).toEqual([
      {
        pageName: 'customer-profile',
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

  it('lets the browser, and no shared cache, keep it five minutes', async () => {
    const res = await getAppConfig().expect(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
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
