import request from 'supertest';
import { z } from 'zod';
import {
  AdminCommunitySchema,
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_FORM_MESSAGES,
  CommunitySchema,
  VendorSchema,
  type AdminCommunity,
} from '@marketplace/contracts';
import { RESIDENT_COUNT_UNAVAILABLE_MESSAGE } from '../src/domain/errors';
import { seedDemoData } from '../src/seed/demo-data';
import { DEMO_COMMUNITIES } from '../src/seed/demo-places';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  asAdmin,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  // With the read cache main.ts uses: a community write must show in the residents' next reads.
  t = await startCatalogTestApp({ readCache: true });
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);
afterEach(() => {
  t.upstreams.residents.clear();
  t.upstreams.authDown = false;
});

const PRESTIGE_LAKESIDE = 1;
/** Beside Prestige Lakeside, Bengaluru: served by the vendors around it. */
const GUNJUR = { latitude: 12.9433, longitude: 77.7379 };
const KOCHI = { latitude: 9.9634, longitude: 76.2921 };
const PATH = '/api/admin/communities';

const AdminCommunityList = z.array(AdminCommunitySchema.strict());

const listAs = async (query: string, headers: Record<string, string> = asAdmin()) =>
  AdminCommunityList.parse((await request(t.app).get(`${PATH}${query}`).set(headers).expect(200)).body);
const namesOf = async (query: string) => (await listAs(query)).map((community) => community.name);
const create = (body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .post(PATH)
    .set(headers)
    .send(body as object);
const update = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .put(`${PATH}/${id}`)
    .set(headers)
    .send(body as object);
const setStatus = (id: number | string, body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .patch(`${PATH}/${id}/status`)
    .set(headers)
    .send(body as object);
const remove = (id: number | string, headers: Record<string, string> = asAdmin()) =>
  request(t.app).delete(`${PATH}/${id}`).set(headers);

/** The residents' pick-list (active communities only), as the onboarding screen asks for it. */
const residentsPickList = async () =>
  ((await request(t.app).get('/api/communities').set(anonymous()).expect(200)).body as { id: number }[]).map(
    (community) => community.id,
  );
/** What a signed-in resident of the community is offered: only the vendors serving it. */
const vendorsOfferedIn = async (communityId: number) =>
  new Set(
    (
      await request(t.app)
        .get('/api/restaurants/all')
        .set(asResident(900 + communityId, communityId))
        .expect(200)
    ).body.map((vendor: unknown) => VendorSchema.parse(vendor).id),
  );
const servedBy = async (communityId: number) =>
  new Set(
    (await t.prisma.vendorCoverage.findMany({ where: { communityId }, select: { vendorId: true } })).map(
      (row) => row.vendorId,
    ),
  );

let sequence = 0;
/** A community made through the call under test, with a unique name. */
async function createCommunity(overrides: Record<string, unknown> = {}): Promise<AdminCommunity> {
  sequence += 1;
  const res = await create({
    name: `Test Enclave ${sequence}`,
    state: 'Karnataka',
    city: 'Bengaluru',
    ...overrides,
  }).expect(201);
  return AdminCommunitySchema.strict().parse(res.body);
}

describe('GET /api/admin/communities', () => {
  it('lists every community of every status by name, with city and state names and its business count', async () => {
    const communities = await listAs('');
    expect(communities).toHaveLength(DEMO_COMMUNITIES.length);
    const names = communities.map((community) => community.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect(new Set(communities.map((community) => community.status))).toEqual(
      new Set(['active', 'inactive', 'blocked']),
    );
    const lakeside = communities.find((community) => community.id === PRESTIGE_LAKESIDE);
    expect(lakeside).toEqual({
      id: PRESTIGE_LAKESIDE,
      name: 'Prestige Lakeside Habitat',
      type: 'apartment',
      address: 'Varthur Main Road, Gunjur, Bengaluru',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560087',
      latitude: 12.9431,
      longitude: 77.7376,
      status: 'active',
      businessCount: (await servedBy(PRESTIGE_LAKESIDE)).size,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    for (const community of communities) {
      expect(community.businessCount).toBe((await servedBy(community.id)).size);
    }
  });

  it('searches names case-insensitively, anywhere in the name', async () => {
    expect(await namesOf('?search=TECH')).toEqual(['Embassy Tech Village', 'Manyata Tech Park']);
    expect(await namesOf('?search=%20nagar%20')).toEqual([
      'Anna Nagar',
      'Jayanagar',
      'Panampilly Nagar',
      'Vijayanagar 4th Stage Residents Forum',
    ]);
    expect(await namesOf('?search=no-such-community')).toEqual([]);
    // Taken literally, not as LIKE wildcards.
    expect(await namesOf('?search=%25')).toEqual([]);
    expect(await namesOf('?search=_')).toEqual([]);
  });

  it('takes one city or several (repeated), matched case-insensitively', async () => {
    expect(await namesOf('?city=Mysuru')).toEqual(['Vijayanagar 4th Stage Residents Forum']);
    expect(await namesOf('?city=mumbai&city=PUNE')).toEqual(['Hiranandani Gardens', 'Magarpatta City']);
    expect(await namesOf('?city=Atlantis')).toEqual([]);
  });

  it('reads % and _ in a city or state as letters, not wildcards', async () => {
    for (const query of ['?city=%25', '?state=%25', '?city=Mysur_', '?state=K%25&city=%25', '?city=%5C'])
      expect(await namesOf(query)).toEqual([]);
  });

  it('takes one state or several (repeated), every status included', async () => {
    expect(await namesOf('?state=Maharashtra')).toEqual(['Hiranandani Gardens', 'Magarpatta City']);
    expect(await namesOf('?state=kerala&state=Telangana')).toEqual(['My Home Avatar', 'Panampilly Nagar']);
  });

  it('matches a pincode exactly or by its first digits', async () => {
    expect(await namesOf('?pincode=560087')).toEqual(['Prestige Lakeside Habitat', 'Sobha Dream Acres']);
    expect(await namesOf('?pincode=56010')).toEqual([
      'Embassy Tech Village',
      'HSR Layout Sector 2 Residents Welfare Association',
    ]);
    expect(await namesOf('?pincode=60')).toEqual(['Anna Nagar']);
    expect(await namesOf('?pincode=%25')).toEqual([]);
  });

  it('filters by status, and lists all of them when the status is omitted, empty or "all"', async () => {
    expect(await namesOf('?status=inactive')).toEqual(['Old Madras Road Commercial Complex']);
    expect(await namesOf('?status=blocked')).toEqual(['Panampilly Nagar']);
    expect(await namesOf('?status=active')).toHaveLength(DEMO_COMMUNITIES.length - 2);
    expect(await namesOf('?status=all')).toHaveLength(DEMO_COMMUNITIES.length);
    expect(await namesOf('?status=')).toHaveLength(DEMO_COMMUNITIES.length);
  });

  it('combines the filters: every one must hold', async () => {
    expect(await namesOf('?state=Karnataka&city=Mysuru&city=Kochi')).toEqual([
      'Vijayanagar 4th Stage Residents Forum',
    ]);
    expect(await namesOf('?city=Bengaluru&pincode=5600&status=inactive&search=road')).toEqual([
      'Old Madras Road Commercial Complex',
    ]);
    expect(await namesOf('?city=Bengaluru&search=Avatar')).toEqual([]);
  });

  it('answers 400 for a status that is none of them', async () => {
    const res = await request(t.app).get(`${PATH}?status=archived`).set(asAdmin()).expect(400);
    expect(res.body.message).toBe('status must be all or one of: active, inactive, blocked');
  });
});

describe('POST /api/admin/communities', () => {
  it('creates an active apartment by default, with the city and state as the catalog names them', async () => {
    const before = await t.prisma.community.count();
    const res = await create({ name: '  Palm Meadows  ', state: 'karnataka', city: 'BENGALURU' }).expect(201);
    const created = AdminCommunitySchema.strict().parse(res.body);
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Palm Meadows',
      type: 'apartment',
      address: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: null,
      latitude: null,
      longitude: null,
      status: 'active',
      businessCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await t.prisma.community.count()).toBe(before + 1);
    expect(await namesOf('?search=palm')).toEqual(['Palm Meadows']);
    expect(await residentsPickList()).toContain(created.id);
  });

  it('takes every field of the form, blank optional ones as absent', async () => {
    const created = await createCommunity({
      name: 'Cyber Gateway',
      type: 'commercial',
      address: 'HITEC City, Madhapur',
      state: 'Telangana',
      city: 'Hyderabad',
      pincode: '500081',
      latitude: 17.4474,
      longitude: 78.3762,
      status: 'inactive',
    });
    expect(created).toMatchObject({
      name: 'Cyber Gateway',
      type: 'commercial',
      address: 'HITEC City, Madhapur',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
      latitude: 17.4474,
      longitude: 78.3762,
      status: 'inactive',
    });
    expect(await residentsPickList()).not.toContain(created.id);
    const blank = await createCommunity({ address: '  ', pincode: '', latitude: '', longitude: null });
    expect(blank).toMatchObject({ address: null, pincode: null, latitude: null, longitude: null });
  });

  it('takes coordinates as numeric strings with many decimals, and is served at once by the vendors around it', async () => {
    const created = await createCommunity({ latitude: '12.943312345678901', longitude: '+77.73791234567' });
    expect(created.latitude).toBeCloseTo(12.943312, 6);
    expect(created.longitude).toBeCloseTo(77.737912, 6);
    const served = await servedBy(created.id);
    expect(served.size).toBeGreaterThan(0);
    expect(created.businessCount).toBe(served.size);
    expect(await vendorsOfferedIn(created.id)).toEqual(served);
  });

  it.each([
    [{}, COMMUNITY_FORM_MESSAGES.nameRequired],
    [{ name: '   ', state: 'Karnataka', city: 'Bengaluru' }, COMMUNITY_FORM_MESSAGES.nameRequired],
    [
      { name: 'X', type: 'castle', state: 'Karnataka', city: 'Bengaluru' },
      COMMUNITY_FORM_MESSAGES.typeRequired,
    ],
    [{ name: 'X', type: null, state: 'Karnataka', city: 'Bengaluru' }, COMMUNITY_FORM_MESSAGES.typeRequired],
    [{ name: 'X', city: 'Bengaluru' }, COMMUNITY_FORM_MESSAGES.stateRequired],
    [{ name: 'X', state: ' ', city: 'Bengaluru' }, COMMUNITY_FORM_MESSAGES.stateRequired],
    [{ name: 'X', state: 'Karnataka' }, COMMUNITY_FORM_MESSAGES.cityRequired],
    [{ name: 'X', state: 'Karnataka', city: '' }, COMMUNITY_FORM_MESSAGES.cityRequired],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', latitude: 'north' },
      COMMUNITY_FORM_MESSAGES.latitudeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', latitude: 90.5 },
      COMMUNITY_FORM_MESSAGES.latitudeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', latitude: true },
      COMMUNITY_FORM_MESSAGES.latitudeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', longitude: '-180.01' },
      COMMUNITY_FORM_MESSAGES.longitudeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', longitude: '1e2' },
      COMMUNITY_FORM_MESSAGES.longitudeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', pincode: '56008756008' },
      COMMUNITY_FORM_MESSAGES.pincodeInvalid,
    ],
    [
      { name: 'X', state: 'Karnataka', city: 'Bengaluru', status: 'archived' },
      'status must be one of: active, inactive, blocked',
    ],
  ])('answers 400 with the form message for %j', async (body, message) => {
    const before = await t.prisma.community.count();
    expect((await create(body).expect(400)).body.message).toBe(message);
    expect(await t.prisma.community.count()).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await request(t.app)
      .post(PATH)
      .set(asAdmin())
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 400 when the city is not one of the state’s, or the state is unknown', async () => {
    const before = await t.prisma.community.count();
    expect((await create({ name: 'X', state: 'Kerala', city: 'Bengaluru' }).expect(400)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.cityNotInState('Bengaluru', 'Kerala'),
    });
    expect((await create({ name: 'X', state: 'Atlantis', city: 'Kochi' }).expect(400)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.cityNotInState('Kochi', 'Atlantis'),
    });
    // % and _ name no city: they are not LIKE's wildcards here.
    expect((await create({ name: 'X', state: '%', city: '%' }).expect(400)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.cityNotInState('%', '%'),
    });
    expect((await create({ name: 'X', state: 'Karnatak_', city: 'Mysur_' }).expect(400)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.cityNotInState('Mysur_', 'Karnatak_'),
    });
    expect(await t.prisma.community.count()).toBe(before);
  });
});

describe('PUT /api/admin/communities/:id', () => {
  it('keeps the status of an edit that does not name one, so an edit never unblocks a community', async () => {
    const blocked = await createCommunity({ status: 'blocked' });
    const res = await update(blocked.id, {
      name: 'Renamed Enclave',
      state: 'Karnataka',
      city: 'Bengaluru',
    }).expect(200);
    expect(res.body).toMatchObject({ name: 'Renamed Enclave', status: 'blocked' });
    expect(await residentsPickList()).not.toContain(blocked.id);
  });

  it('replaces every field and answers the community as stored', async () => {
    const created = await createCommunity();
    const res = await update(created.id, {
      name: 'Chamundi Heights',
      type: 'society',
      address: 'Chamundi Hill Road',
      state: 'KARNATAKA',
      city: 'mysuru',
      pincode: '570010',
      latitude: '12.2724',
      longitude: '76.6700',
      status: 'blocked',
    }).expect(200);
    const updated = AdminCommunitySchema.strict().parse(res.body);
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Chamundi Heights',
      type: 'society',
      address: 'Chamundi Hill Road',
      city: 'Mysuru',
      state: 'Karnataka',
      pincode: '570010',
      latitude: 12.2724,
      longitude: 76.67,
      status: 'blocked',
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await listAs(`?search=Chamundi`)).map((community) => community.id)).toEqual([created.id]);
  });

  it('a community that moves is served by the vendors around its new place, in the residents’ next lists', async () => {
    const created = await createCommunity(GUNJUR);
    const aroundGunjur = await vendorsOfferedIn(created.id);
    expect(aroundGunjur.size).toBeGreaterThan(0);

    const res = await update(created.id, { name: created.name, state: 'Kerala', city: 'Kochi', ...KOCHI });
    const moved = AdminCommunitySchema.parse(res.body);
    const aroundKochi = await servedBy(created.id);
    expect(aroundKochi.size).toBeGreaterThan(0);
    expect(moved.businessCount).toBe(aroundKochi.size);
    expect([...aroundKochi].some((vendorId) => aroundGunjur.has(vendorId))).toBe(false);
    expect(await vendorsOfferedIn(created.id)).toEqual(aroundKochi);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const body = { name: 'X', state: 'Karnataka', city: 'Bengaluru' };
    expect((await update(999999, body).expect(404)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.notFound,
    });
    expect((await update('abc', body).expect(400)).body).toEqual({ message: 'Invalid community id' });
    expect((await update('1.5', body).expect(400)).body).toEqual({ message: 'Invalid community id' });
  });

  it('answers 400 for a bad form or a city of another state, and changes nothing', async () => {
    const created = await createCommunity();
    expect(
      (await update(created.id, { state: 'Karnataka', city: 'Bengaluru' }).expect(400)).body.message,
    ).toBe(COMMUNITY_FORM_MESSAGES.nameRequired);
    expect(
      (await update(created.id, { name: 'X', state: 'Tamil Nadu', city: 'Mysuru' }).expect(400)).body,
    ).toEqual({ message: COMMUNITY_ADMIN_MESSAGES.cityNotInState('Mysuru', 'Tamil Nadu') });
    expect((await listAs(`?search=${encodeURIComponent(created.name)}`))[0]).toEqual(created);
  });
});

describe('PATCH /api/admin/communities/:id/status', () => {
  it('moves a community from any status to any other; residents are offered active ones only', async () => {
    const created = await createCommunity(GUNJUR);
    for (const [status, offered] of [
      ['inactive', false],
      ['blocked', false],
      ['active', true],
      ['blocked', false],
      ['inactive', false],
      ['active', true],
    ] as const) {
      const res = await setStatus(created.id, { status }).expect(200);
      expect(AdminCommunitySchema.strict().parse(res.body)).toMatchObject({ id: created.id, status });
      expect((await residentsPickList()).includes(created.id)).toBe(offered);
    }
  });

  it('lets residents who already belong to an inactive or blocked community keep it and its vendors', async () => {
    const created = await createCommunity(GUNJUR);
    const served = await vendorsOfferedIn(created.id);
    for (const status of ['inactive', 'blocked'] as const) {
      await setStatus(created.id, { status }).expect(200);
      const own = await request(t.app).get(`/api/communities/${created.id}`).set(anonymous()).expect(200);
      expect(CommunitySchema.strict().parse(own.body)).toMatchObject({ id: created.id, name: created.name });
      expect(await vendorsOfferedIn(created.id)).toEqual(served);
      expect((await listAs(`?status=${status}`)).map((community) => community.id)).toContain(created.id);
    }
  });

  it('answers 400 for a missing or unknown status, 404 for an unknown id, 400 for a bad id', async () => {
    const message = 'status must be one of: active, inactive, blocked';
    expect((await setStatus(PRESTIGE_LAKESIDE, {}).expect(400)).body.message).toBe(message);
    expect((await setStatus(PRESTIGE_LAKESIDE, { status: 'gone' }).expect(400)).body.message).toBe(message);
    expect((await setStatus(999999, { status: 'active' }).expect(404)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.notFound,
    });
    expect((await setStatus('x1', { status: 'active' }).expect(400)).body).toEqual({
      message: 'Invalid community id',
    });
  });
});

describe('DELETE /api/admin/communities/:id', () => {
  const vendorOf = (data: { communityId?: number; serves?: number }) =>
    t.prisma.vendor.create({
      data: {
        name: 'Test Corner Store',
        categoryId: 1,
        serviceRadiusKm: null,
        ...(data.communityId !== undefined && { communityId: data.communityId }),
        ...(data.serves !== undefined && { serviceCommunities: { create: [{ communityId: data.serves }] } }),
      },
    });

  it('deletes a community nobody belongs to, with the coverage derived from it', async () => {
    const created = await createCommunity(GUNJUR);
    expect((await servedBy(created.id)).size).toBeGreaterThan(0);
    const lakesideCount = (await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } }))
      .businessCount;
    expect(await residentsPickList()).toContain(created.id);

    expect((await remove(created.id).expect(200)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.deleted,
    });
    expect(await t.prisma.community.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await t.prisma.vendorCoverage.count({ where: { communityId: created.id } })).toBe(0);
    expect(await residentsPickList()).not.toContain(created.id);
    await request(t.app).get(`/api/communities/${created.id}`).set(anonymous()).expect(404);
    expect((await listAs('')).map((community) => community.id)).not.toContain(created.id);
    expect(
      (await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } })).businessCount,
    ).toBe(lakesideCount);
  });

  it('refuses (409) while a vendor is based in it, lists it among those it serves, or both, counted once', async () => {
    const created = await createCommunity();
    const based = await vendorOf({ communityId: created.id });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.inUse(0, 1),
    });
    await t.prisma.vendorServiceCommunity.create({ data: { vendorId: based.id, communityId: created.id } });
    const serving = await vendorOf({ serves: created.id });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.inUse(0, 2),
    });
    await t.prisma.vendor.deleteMany({ where: { id: { in: [based.id, serving.id] } } });
    await remove(created.id).expect(200);
  });

  it('refuses (409) while residents belong to it, as the auth service counts them', async () => {
    const created = await createCommunity();
    t.upstreams.residents.set(created.id, 3);
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.inUse(3, 0),
    });
    const vendor = await vendorOf({ communityId: created.id });
    expect((await remove(created.id).expect(409)).body).toEqual({
      message: COMMUNITY_ADMIN_MESSAGES.inUse(3, 1),
    });
    await t.prisma.vendor.delete({ where: { id: vendor.id } });
    expect(await t.prisma.community.findUnique({ where: { id: created.id } })).not.toBeNull();
  });

  it('deletes nothing (503) while the auth service cannot count the residents', async () => {
    const created = await createCommunity();
    t.upstreams.authDown = true;
    expect((await remove(created.id).expect(503)).body).toEqual({
      message: RESIDENT_COUNT_UNAVAILABLE_MESSAGE,
    });
    expect(await t.prisma.community.findUnique({ where: { id: created.id } })).not.toBeNull();
    t.upstreams.authDown = false;
    await remove(created.id).expect(200);
  });

  it('answers 404 for an unknown id, even while the auth service is away, and 400 for a bad id', async () => {
    t.upstreams.authDown = true;
    expect((await remove(999999).expect(404)).body).toEqual({ message: COMMUNITY_ADMIN_MESSAGES.notFound });
    expect((await remove('one').expect(400)).body).toEqual({ message: 'Invalid community id' });
  });
});

describe('authorisation', () => {
  const form = { name: 'Intruders Nest', state: 'Karnataka', city: 'Bengaluru' };
  const calls: [string, (headers: Record<string, string>) => request.Test][] = [
    ['GET /api/admin/communities', (headers) => request(t.app).get(PATH).set(headers)],
    ['POST /api/admin/communities', (headers) => create(form, headers)],
    ['PUT /api/admin/communities/:id', (headers) => update(PRESTIGE_LAKESIDE, form, headers)],
    [
      'PATCH /api/admin/communities/:id/status',
      (headers) => setStatus(PRESTIGE_LAKESIDE, { status: 'blocked' }, headers),
    ],
    ['DELETE /api/admin/communities/:id', (headers) => remove(PRESTIGE_LAKESIDE, headers)],
  ];

  it.each(calls)(
    '%s answers 401 to anonymous callers and 403 to residents, changing nothing',
    async (_label, call) => {
      const before = await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } });
      expect((await call(anonymous()).expect(401)).body).toEqual({
        message: 'Admin authentication required',
      });
      expect((await call(asResident(7, PRESTIGE_LAKESIDE)).expect(403)).body).toEqual({
        message: 'Administrator access required',
      });
      expect(await t.prisma.community.findUniqueOrThrow({ where: { id: PRESTIGE_LAKESIDE } })).toEqual(
        before,
      );
      expect(await t.prisma.community.count({ where: { name: form.name } })).toBe(0);
    },
  );

  it('checks the caller before the id: a bad id still answers 401 to anonymous callers', async () => {
    await remove('abc', anonymous()).expect(401);
  });
});
