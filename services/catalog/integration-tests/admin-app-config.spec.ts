import request from 'supertest';
import { z } from 'zod';
import {
  APP_CONFIG_ADMIN_MESSAGES,
  AdminAppConfigPageSchema,
  AdminAppConfigSectionSchema,
  AppConfigListSchema,
  CUSTOMER_PROFILE_CONFIG,
  isAppSectionEnabled,
  type AdminAppConfigPage,
} from '@marketplace/contracts';
import {
  SETUP_TIMEOUT_MS,
  anonymous,
  asAdmin,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;
let profile: AdminAppConfigPage;
let home: AdminAppConfigPage;

beforeAll(async () => {
  // With the read cache main.ts uses: a change must show in the residents' next request.
  t = await startCatalogTestApp({ readCache: true });
  await t.prisma.appConfigPage.create({
    data: {
      pageName: 'customer-home',
      displayName: 'Customer Home',
      status: 'disabled',
      sections: { create: [{ sectionName: 'banner', displayName: 'Banner', description: 'Top banner' }] },
    },
  });
  const pages = await listPages();
  profile = pages[0]!;
  home = pages[1]!;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const PATH = '/api/admin/app-config';
const PROFILE = CUSTOMER_PROFILE_CONFIG.pageName;
const REVIEWS = CUSTOMER_PROFILE_CONFIG.sections.reviews;

async function listPages(headers: Record<string, string> = asAdmin()): Promise<AdminAppConfigPage[]> {
  const res = await request(t.app).get(PATH).set(headers).expect(200);
  return z.array(AdminAppConfigPageSchema.strict()).parse(res.body);
}
const pageStatus = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .patch(`${PATH}/pages/${id}/status`)
    .set(headers)
    .send(body as object);
const sectionStatus = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .patch(`${PATH}/sections/${id}/status`)
    .set(headers)
    .send(body as object);
const pageText = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .put(`${PATH}/pages/${id}`)
    .set(headers)
    .send(body as object);
const sectionText = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .put(`${PATH}/sections/${id}`)
    .set(headers)
    .send(body as object);
/** What the resident's profile screen reads. */
const residentsConfig = async () =>
  AppConfigListSchema.parse(
    (await request(t.app).get('/api/customer/app-config').set(asResident()).expect(200)).body,
  );
const reviewsSection = () => profile.sections.find((section) => section.sectionName === REVIEWS)!;

describe('GET /api/admin/app-config', () => {
  it('lists every page by id, enabled or not, each with its sections by id, names and descriptions', async () => {
    const pages = await listPages();
    expect(pages.map((page) => page.pageName)).toEqual([PROFILE, 'customer-home']);
    expect(pages[0]).toMatchObject({
      pageName: PROFILE,
      displayName: 'Customer Profile',
      description: 'Menu entries and cards of the resident profile screen',
      status: 'enabled',
    });
    expect(pages[0]!.sections.map((section) => section.sectionName)).toEqual(
      Object.values(CUSTOMER_PROFILE_CONFIG.sections),
    );
    const ids = pages[0]!.sections.map((section) => section.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(pages[0]!.sections[0]).toEqual({
      id: expect.any(Number),
      sectionName: 'edit-profile',
      displayName: 'Edit Profile',
      description: 'Name, email and phone',
      status: 'enabled',
    });
    expect(pages[1]).toEqual({
      id: expect.any(Number),
      pageName: 'customer-home',
      displayName: 'Customer Home',
      description: null,
      status: 'disabled',
      sections: [
        {
          id: expect.any(Number),
          sectionName: 'banner',
          displayName: 'Banner',
          description: 'Top banner',
          status: 'enabled',
        },
      ],
    });
  });
});

describe('PATCH /api/admin/app-config/pages/:pageId/status', () => {
  it('switches a page off and on, answers the page, and residents see it on their next request', async () => {
    const off = await pageStatus(profile.id, { status: 'disabled' }).expect(200);
    expect(AdminAppConfigPageSchema.strict().parse(off.body)).toEqual({ ...profile, status: 'disabled' });
    expect(isAppSectionEnabled(await residentsConfig(), PROFILE, REVIEWS)).toBe(false);

    const on = await pageStatus(profile.id, { status: 'enabled' }).expect(200);
    expect(on.body).toEqual(profile);
    expect(isAppSectionEnabled(await residentsConfig(), PROFILE, REVIEWS)).toBe(true);
    expect(await listPages()).toEqual([profile, home]);
  });
});

describe('PATCH /api/admin/app-config/sections/:sectionId/status', () => {
  it('switches a section off and on, answers the section, and residents see it on their next request', async () => {
    const section = reviewsSection();
    const off = await sectionStatus(section.id, { status: 'disabled' }).expect(200);
    expect(AdminAppConfigSectionSchema.strict().parse(off.body)).toEqual({ ...section, status: 'disabled' });
    const config = await residentsConfig();
    expect(isAppSectionEnabled(config, PROFILE, REVIEWS)).toBe(false);
    expect(isAppSectionEnabled(config, PROFILE, CUSTOMER_PROFILE_CONFIG.sections.favorites)).toBe(true);

    expect((await sectionStatus(section.id, { status: 'enabled' }).expect(200)).body).toEqual(section);
    expect(isAppSectionEnabled(await residentsConfig(), PROFILE, REVIEWS)).toBe(true);
  });
});

describe('PUT /api/admin/app-config/pages/:id', () => {
  it('renames a page and changes its description, keeping its name and status', async () => {
    const res = await pageText(home.id, { displayName: '  Home Screen ', description: ' The landing page ' });
    const renamed = AdminAppConfigPageSchema.strict().parse(res.body);
    expect(renamed).toEqual({ ...home, displayName: 'Home Screen', description: 'The landing page' });
    expect((await listPages())[1]).toEqual(renamed);

    const cleared = await pageText(home.id, { displayName: 'Home Screen', description: '' }).expect(200);
    expect(cleared.body.description).toBeNull();
    const omitted = await pageText(home.id, { displayName: 'Customer Home' }).expect(200);
    expect(omitted.body).toEqual(home);
  });
});

describe('PUT /api/admin/app-config/sections/:id', () => {
  it('renames a section and changes its description, keeping its name and status', async () => {
    const section = reviewsSection();
    const res = await sectionText(section.id, { displayName: 'Reviews I wrote', description: null }).expect(
      200,
    );
    expect(AdminAppConfigSectionSchema.strict().parse(res.body)).toEqual({
      ...section,
      displayName: 'Reviews I wrote',
      description: null,
    });
    expect(isAppSectionEnabled(await residentsConfig(), PROFILE, REVIEWS)).toBe(true);
    await sectionText(section.id, {
      displayName: section.displayName,
      description: section.description,
    }).expect(200);
    expect(await listPages()).toEqual([profile, home]);
  });
});

describe('bad requests', () => {
  const statusMessage = 'status must be one of: enabled, disabled';
  const textCases: [string, unknown, string][] = [
    ['no display name', {}, 'Display name is required'],
    ['a blank display name', { displayName: '   ' }, 'Display name is required'],
    [
      'a display name of 101 characters',
      { displayName: 'x'.repeat(101) },
      'Display name must be at most 100 characters',
    ],
    [
      'a description of 501 characters',
      { displayName: 'Reviews', description: 'x'.repeat(501) },
      'Description must be at most 500 characters',
    ],
  ];

  it.each([[{}], [{ status: 'on' }], [{ status: true }]])(
    'a status change of %j answers 400, for pages and sections alike',
    async (body) => {
      expect((await pageStatus(profile.id, body).expect(400)).body.message).toBe(statusMessage);
      expect((await sectionStatus(reviewsSection().id, body).expect(400)).body.message).toBe(statusMessage);
    },
  );

  it.each(textCases)(
    'a text change with %s answers 400, for pages and sections alike',
    async (_label, body, message) => {
      expect((await pageText(profile.id, body).expect(400)).body.message).toBe(message);
      expect((await sectionText(reviewsSection().id, body).expect(400)).body.message).toBe(message);
    },
  );

  it('changes nothing on a refused request', async () => {
    expect(await listPages()).toEqual([profile, home]);
  });

  it('answers 404 for an unknown page or section id', async () => {
    const pageNotFound = { message: APP_CONFIG_ADMIN_MESSAGES.pageNotFound };
    const sectionNotFound = { message: APP_CONFIG_ADMIN_MESSAGES.sectionNotFound };
    expect((await pageStatus(999999, { status: 'enabled' }).expect(404)).body).toEqual(pageNotFound);
    expect((await pageText(999999, { displayName: 'X' }).expect(404)).body).toEqual(pageNotFound);
    expect((await sectionStatus(999999, { status: 'enabled' }).expect(404)).body).toEqual(sectionNotFound);
    expect((await sectionText(999999, { displayName: 'X' }).expect(404)).body).toEqual(sectionNotFound);
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await pageStatus('abc', { status: 'enabled' }).expect(400)).body).toEqual({
      message: 'Invalid page id',
    });
    expect((await pageText('0', { displayName: 'X' }).expect(400)).body).toEqual({
      message: 'Invalid page id',
    });
    expect((await sectionStatus('-1', { status: 'enabled' }).expect(400)).body).toEqual({
      message: 'Invalid section id',
    });
    expect((await sectionText('1e3', { displayName: 'X' }).expect(400)).body).toEqual({
      message: 'Invalid section id',
    });
  });
});

describe('authorisation', () => {
  const calls: [string, (headers: Record<string, string>) => request.Test][] = [
    ['GET /api/admin/app-config', (headers) => request(t.app).get(PATH).set(headers)],
    ['PATCH pages/:pageId/status', (headers) => pageStatus(profile.id, { status: 'disabled' }, headers)],
    [
      'PATCH sections/:sectionId/status',
      (headers) => sectionStatus(reviewsSection().id, { status: 'disabled' }, headers),
    ],
    ['PUT pages/:id', (headers) => pageText(profile.id, { displayName: 'Hijacked' }, headers)],
    ['PUT sections/:id', (headers) => sectionText(reviewsSection().id, { displayName: 'Hijacked' }, headers)],
  ];

  it.each(calls)(
    '%s answers 401 to anonymous callers and 403 to residents, changing nothing',
    async (_label, call) => {
      expect((await call(anonymous()).expect(401)).body).toEqual({
        message: 'Admin authentication required',
      });
      expect((await call(asResident()).expect(403)).body).toEqual({
        message: 'Administrator access required',
      });
      expect(await listPages()).toEqual([profile, home]);
    },
  );
});
