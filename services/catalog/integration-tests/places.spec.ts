import request from 'supertest';
import { CityNameListSchema, CitySchema, CommunitySchema, StateListSchema } from '@marketplace/contracts';
import { seedDemoData } from '../src/seed/demo-data';
import {
  DEMO_PARTNER,
  SETUP_TIMEOUT_MS,
  anonymous,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

let t: CatalogTestApp;

beforeAll(async () => {
  t = await startCatalogTestApp();
  await seedDemoData(t.prisma, { partner: DEMO_PARTNER });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close(), SETUP_TIMEOUT_MS);

const get = (path: string) => request(t.app).get(path).set(anonymous());

describe('states and cities', () => {
  it('GET /api/states lists state names alphabetically', async () => {
    const res = await get('/api/states').expect(200);
    expect(StateListSchema.parse(res.body)).toEqual([
      'Karnataka',
      'Kerala',
      'Maharashtra',
      'Tamil Nadu',
      'Telangana',
    ]);
  });

  it('GET /api/cities lists every city with its id and state, by state then name', async () => {
    const res = await get('/api/cities').expect(200);
    const cities = res.body.map((city: unknown) => CitySchema.parse(city));
    expect(cities.slice(0, 3)).toEqual([
      { cityId: 1, cityName: 'Bengaluru', state: 'Karnataka' },
      { cityId: 3, cityName: 'Mangaluru', state: 'Karnataka' },
      { cityId: 2, cityName: 'Mysuru', state: 'Karnataka' },
    ]);
    expect(cities).toContainEqual({ cityId: 8, cityName: 'Hyderabad', state: 'Telangana' });
    expect(cities).toHaveLength(9);
  });

  it("GET /api/cities/{state} lists the state's city names, whatever the case or encoding of the name", async () => {
    expect((await get('/api/cities/Karnataka').expect(200)).body).toEqual([
      'Bengaluru',
      'Mangaluru',
      'Mysuru',
    ]);
    expect((await get('/api/cities/karnataka').expect(200)).body).toEqual([
      'Bengaluru',
      'Mangaluru',
      'Mysuru',
    ]);
    const tamilNadu = await get(`/api/cities/${encodeURIComponent('Tamil Nadu')}`).expect(200);
    expect(CityNameListSchema.parse(tamilNadu.body)).toEqual(['Chennai', 'Coimbatore']);
  });

  it('GET /api/cities/{state} answers an empty list for an unknown state', async () => {
    expect((await get('/api/cities/Atlantis').expect(200)).body).toEqual([]);
  });
});

describe('communities', () => {
  it('GET /api/communities lists active communities only, with the spec fields', async () => {
    const res = await get('/api/communities').expect(200);
    const communities = res.body.map((community: unknown) => CommunitySchema.strict().parse(community));
    const names = communities.map((community: { name: string }) => community.name);
    expect(names).toContain('Prestige Lakeside Habitat');
    expect(names).not.toContain('Old Madras Road Commercial Complex'); // inactive
    expect(names).not.toContain('Panampilly Nagar'); // blocked
    expect(communities).toHaveLength(14);
    // Alphabetical regardless of case, on every database server.
    expect(names.indexOf('Hiranandani Gardens')).toBe(
      names.indexOf('HSR Layout Sector 2 Residents Welfare Association') - 1,
    );
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
  });

  it('GET /api/communities filters by city and state, case-insensitively', async () => {
    const bengaluru = (await get('/api/communities?city=Bengaluru&state=Karnataka').expect(200)).body;
    expect(bengaluru).toHaveLength(9);
    expect(
      bengaluru.every(
        (c: { city: string; state: string }) => c.city === 'Bengaluru' && c.state === 'Karnataka',
      ),
    ).toBe(true);
    expect(new Set(bengaluru.map((c: { type: string }) => c.type))).toEqual(
      new Set(['apartment', 'society', 'district', 'commercial']),
    );

    expect(
      (await get('/api/communities?city=pune').expect(200)).body.map((c: { name: string }) => c.name),
    ).toEqual(['Magarpatta City']);
    expect((await get('/api/communities?state=TELANGANA').expect(200)).body).toHaveLength(1);
    expect((await get('/api/communities?city=Bengaluru&state=Maharashtra').expect(200)).body).toEqual([]);
    expect((await get('/api/communities?state=Kerala').expect(200)).body).toEqual([]);
  });

  it('GET /api/communities, /api/cities/{state}: % and _ in a city or state are letters, not wildcards', async () => {
    for (const query of [
      'city=%25',
      'state=%25',
      'city=Pun_',
      'state=_arnataka',
      'city=%25&state=%25',
      'city=%5C%25',
    ])
      expect((await get(`/api/communities?${query}`).expect(200)).body).toEqual([]);
    for (const state of ['%25', 'K%25', '_arnataka', 'Karnatak_'])
      expect((await get(`/api/cities/${state}`).expect(200)).body).toEqual([]);
    // The names themselves still match, whatever their case.
    expect((await get('/api/communities?city=PUNE&state=maharashtra').expect(200)).body).toHaveLength(1);
  });

  it('GET /api/communities treats an empty filter as no filter and refuses a repeated one', async () => {
    expect((await get('/api/communities?city=&state=').expect(200)).body).toHaveLength(14);
    const res = await get('/api/communities?city=Pune&city=Mumbai').expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('GET /api/communities/{id} answers one community', async () => {
    const res = await get('/api/communities/1').expect(200);
    expect(res.body).toEqual({
      id: 1,
      name: 'Prestige Lakeside Habitat',
      address: 'Varthur Main Road, Gunjur, Bengaluru',
      pincode: '560087',
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'apartment',
      status: 'active',
    });
  });

  it('GET /api/communities/{id} still answers a community that was deactivated, saying so', async () => {
    const res = await get('/api/communities/10').expect(200);
    expect(res.body).toMatchObject({ name: 'Old Madras Road Commercial Complex', status: 'inactive' });
  });

  it('GET /api/communities/{id} answers 404 JSON for an unknown id', async () => {
    const res = await get('/api/communities/9999').expect(404);
    expect(res.body).toEqual({ message: 'Community not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999'])(
    'GET /api/communities/%s answers 400',
    async (id) => {
      const res = await get(`/api/communities/${id}`).expect(400);
      expect(res.body).toEqual({ message: 'Invalid community id' });
    },
  );
});

describe('service plumbing', () => {
  it('refuses a request without the gateway signature', async () => {
    const res = await request(t.app).get('/api/states').expect(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers health and readiness without a signature', async () => {
    await request(t.app).get('/healthz').expect(200);
    expect((await request(t.app).get('/readyz').expect(200)).body).toMatchObject({ status: 'ready' });
  });
});
