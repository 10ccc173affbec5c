import request from 'supertest';
import {
  ADDRESS_LIMIT_MESSAGE,
  AddressListSchema,
  AddressSchema,
  COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMMUNITY_NOT_JOINABLE_MESSAGE,
  MAX_ADDRESSES_PER_USER,
  type Address,
  type AddressRequest,
} from '@marketplace/contracts';
import { createResident, useAccountTestApp } from './account-test-app';
import { asGateway } from './auth-test-app';
import { BRIGADE, PALM_MEADOWS, PRESTIGE, UNKNOWN_COMMUNITY_ID } from './fake-catalog';

const account = useAccountTestApp();

const as = (userId: number) => asGateway({ user: { id: userId, sessionId: `session-${userId}` } });
const list = async (userId: number): Promise<Address[]> =>
  AddressListSchema.parse(
    (await request(account.ctx.app).get('/api/user/addresses').set(as(userId)).expect(200)).body,
  );
const post = (userId: number, body: unknown) =>
  request(account.ctx.app)
    .post('/api/user/addresses')
    .set(as(userId))
    .send(body as object);
const put = (userId: number, id: number | string, body: unknown) =>
  request(account.ctx.app)
    .put(`/api/user/addresses/${id}`)
    .set(as(userId))
    .send(body as object);
/** How many residents the catalog is told would lose the community if it deleted it. */
const residentsOf = async (communityId: number): Promise<number> =>
  (
    await request(account.ctx.app)
      .get(`/internal/communities/${communityId}/residents`)
      .set(asGateway({ service: 'catalog' }))
      .expect(200)
  ).body.count;
const remove = (userId: number, id: number | string) =>
  request(account.ctx.app).delete(`/api/user/addresses/${id}`).set(as(userId));

/** What the form sends for a home in Prestige Lakeside (customer spec 7). */
const home = (overrides: Partial<AddressRequest> = {}): AddressRequest => ({
  addressType: 'home',
  flatNumber: 'A-101',
  floor: '1',
  streetAddress: 'Tower A, Varthur Main Road',
  communityId: PRESTIGE.id,
  communityAddress: 'Varthur Main Road, Whitefield',
  pincode: '560087',
  cityName: 'Bengaluru',
  state: 'Karnataka',
  isDefault: false,
  ...overrides,
});

async function add(userId: number, overrides: Partial<AddressRequest> = {}): Promise<Address> {
  const response = await post(userId, home(overrides));
  if (response.status !== 201) throw new Error(`add answered ${response.status}: ${response.text}`);
  return AddressSchema.parse(response.body);
}

const defaults = (addresses: Address[]) =>
  addresses.filter((address) => address.isDefault).map(({ id }) => id);

describe('signed-out visitors', () => {
  it.each([
    ['GET', '/api/user/addresses'],
    ['POST', '/api/user/addresses'],
    ['PUT', '/api/user/addresses/1'],
    ['DELETE', '/api/user/addresses/1'],
  ])('%s %s answers 401', async (method, path) => {
    const agent = request(account.ctx.app);
    const call = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'].call(agent, path);
    expect((await call.set(asGateway()).send(home())).status).toBe(401);
  });
});

describe('GET /api/user/addresses', () => {
  it('answers an empty list for a resident without addresses', async () => {
    expect(await list((await createResident(account.ctx)).id)).toEqual([]);
  });

  it('lists the default first, then the newest', async () => {
    const userId = (await createResident(account.ctx)).id;
    const first = await add(userId, { flatNumber: '1' });
    const second = await add(userId, { flatNumber: '2' });
    const third = await add(userId, { flatNumber: '3' });
    expect((await list(userId)).map(({ id }) => id)).toEqual([first.id, third.id, second.id]);
  });
});

describe('POST /api/user/addresses', () => {
  it('saves the address and answers 201 with it, coordinates as numbers', async () => {
    const userId = (await createResident(account.ctx)).id;
    const response = await post(userId, home({ latitude: 12.971599, longitude: 77.594566, cityId: 1 }));
    expect(response.status).toBe(201);
    expect(AddressSchema.strict().parse(response.body)).toEqual({
      id: expect.any(Number),
      addressType: 'home',
      flatNumber: 'A-101',
      floor: '1',
      streetAddress: 'Tower A, Varthur Main Road',
      communityId: PRESTIGE.id,
      communityAddress: 'Varthur Main Road, Whitefield',
      pincode: '560087',
      cityId: 1,
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.971599,
      longitude: 77.594566,
      isDefault: true,
    });
    expect(await list(userId)).toEqual([response.body]);
  });

  it("makes a resident's first address their default even when not asked to", async () => {
    const userId = (await createResident(account.ctx)).id;
    expect((await add(userId, { isDefault: false })).isDefault).toBe(true);
    expect((await add(userId, { isDefault: false })).isDefault).toBe(false);
  });

  it('fills the community address and state from the catalog when the form left them empty', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId, { communityAddress: '', state: null });
    expect(address).toMatchObject({ communityAddress: PRESTIGE.address, state: PRESTIGE.state });
  });

  it('keeps what the resident typed over the catalog', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId, { communityAddress: 'Gate 2, Lake Road', state: 'KA' });
    expect(address).toMatchObject({ communityAddress: 'Gate 2, Lake Road', state: 'KA' });
  });

  it('stores optional parts it was not given as null', async () => {
    const userId = (await createResident(account.ctx)).id;
    const response = await post(userId, {
      streetAddress: '12 Lake Road',
      communityId: BRIGADE.id,
      pincode: '570001',
      cityName: 'Mysuru',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      addressType: 'home',
      flatNumber: null,
      floor: null,
      communityAddress: null,
      cityId: null,
      state: 'Karnataka',
      latitude: null,
      longitude: null,
    });
  });

  it('moves the default to a new address marked default, in the same change', async () => {
    const userId = (await createResident(account.ctx)).id;
    const first = await add(userId);
    const second = await add(userId, { isDefault: true });
    expect(second.isDefault).toBe(true);
    const addresses = await list(userId);
    expect(defaults(addresses)).toEqual([second.id]);
    expect(addresses.find(({ id }) => id === first.id)?.isDefault).toBe(false);
  });

  it('keeps one default when several defaults are saved at the same moment', async () => {
    const userId = (await createResident(account.ctx)).id;
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => post(userId, home({ flatNumber: `F${n}`, isDefault: true }))),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(defaults(await list(userId))).toHaveLength(1);
  });

  it('refuses a community the catalog does not know (422) and saves nothing', async () => {
    const userId = (await createResident(account.ctx)).id;
    const response = await post(userId, home({ communityId: UNKNOWN_COMMUNITY_ID }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'Community not found' });
    expect(await list(userId)).toEqual([]);
  });

  it('refuses a community that takes no residents (409, as the profile does), so it blocks no deletion', async () => {
    const userId = (await createResident(account.ctx, { communityId: PRESTIGE.id })).id;
    const response = await post(userId, home({ communityId: PALM_MEADOWS.id }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: COMMUNITY_NOT_JOINABLE_MESSAGE });
    expect(await list(userId)).toEqual([]);
    expect(await residentsOf(PALM_MEADOWS.id)).toBe(0);
  });

  it("saves an address in the resident's own community, even one that takes no new residents", async () => {
    const userId = (await createResident(account.ctx, { communityId: PALM_MEADOWS.id })).id;
    expect((await add(userId, { communityId: PALM_MEADOWS.id })).communityId).toBe(PALM_MEADOWS.id);
  });

  it('saves nothing while the catalog cannot be asked (503)', async () => {
    const userId = (await createResident(account.ctx)).id;
    account.catalog.down = true;
    const response = await post(userId, home());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE });
    account.catalog.down = false;
    expect(await list(userId)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per resident (422)`, async () => {
    const userId = (await createResident(account.ctx)).id;
    await account.ctx.prisma.address.createMany({
      data: Array.from({ length: MAX_ADDRESSES_PER_USER - 1 }, (_, n) => ({
        userId,
        streetAddress: `${n + 1} Lake Road`,
        pincode: '560087',
        communityId: PRESTIGE.id,
        cityName: 'Bengaluru',
      })),
    });
    const last = await add(userId);
    const refused = await post(userId, home());
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: ADDRESS_LIMIT_MESSAGE });
    expect(await list(userId)).toHaveLength(MAX_ADDRESSES_PER_USER);
    await remove(userId, last.id).expect(204);
    expect((await post(userId, home())).status).toBe(201);
  });

  it.each([
    ['the street is missing', { streetAddress: undefined }, 'Street address is required'],
    ['the street is blank', { streetAddress: '  ' }, 'Street address is required'],
    ['the community is missing', { communityId: undefined }, 'Please select a community'],
    ['the community is not an id', { communityId: 'Prestige' }, 'Please select a community'],
    ['the pincode is missing', { pincode: undefined }, 'Pincode is required'],
    ['the pincode is blank', { pincode: '' }, 'Pincode is required'],
    ['the city is missing', { cityName: undefined }, 'Please select a city'],
    ['the city is blank', { cityName: ' ' }, 'Please select a city'],
    ['only the latitude is given', { latitude: 12.97 }, 'Latitude and longitude must be given together'],
    ['the community id is beyond any id', { communityId: 3_000_000_000 }, 'Please select a community'],
    ['the city id is beyond any id', { cityId: 3_000_000_000 }, 'cityId is not a valid id'],
    [
      'the city name is over 100 characters',
      { cityName: 'x'.repeat(101) },
      'City must be at most 100 characters',
    ],
    ['the state is over 100 characters', { state: 'x'.repeat(101) }, 'State must be at most 100 characters'],
  ])('answers 400 with the spec message when %s', async (_label, overrides, message) => {
    const userId = (await createResident(account.ctx)).id;
    const response = await post(userId, { ...home(), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await list(userId)).toEqual([]);
  });

  it.each([
    ['an address type the form does not offer', { addressType: 'castle' }],
    ['a latitude outside -90..90', { latitude: 91, longitude: 77.59 }],
    ['a longitude outside -180..180', { latitude: 12.97, longitude: 181 }],
  ])('answers 400 for %s', async (_label, overrides) => {
    const userId = (await createResident(account.ctx)).id;
    expect((await post(userId, { ...home(), ...overrides })).status).toBe(400);
  });
});

describe('PUT /api/user/addresses/:id', () => {
  it('replaces the address and answers 200 with it', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId);
    const response = await put(
      userId,
      address.id,
      home({
        addressType: 'work',
        flatNumber: 'B-202',
        floor: null,
        communityId: BRIGADE.id,
        communityAddress: null,
      }),
    );
    expect(response.status).toBe(200);
    expect(AddressSchema.parse(response.body)).toEqual({
      ...address,
      addressType: 'work',
      flatNumber: 'B-202',
      floor: null,
      communityId: BRIGADE.id,
      communityAddress: null,
      isDefault: true,
    });
    expect(await list(userId)).toEqual([response.body]);
  });

  it('makes the address the default and clears the previous one', async () => {
    const userId = (await createResident(account.ctx)).id;
    const first = await add(userId);
    const second = await add(userId);
    const response = await put(userId, second.id, home({ isDefault: true }));
    expect(response.body.isDefault).toBe(true);
    expect(defaults(await list(userId))).toEqual([second.id]);
    expect((await list(userId)).find(({ id }) => id === first.id)?.isDefault).toBe(false);
  });

  it('hands the default to the most recent other address when it is unticked', async () => {
    const userId = (await createResident(account.ctx)).id;
    await add(userId);
    const second = await add(userId);
    const third = await add(userId);
    await put(userId, second.id, home({ isDefault: true })).expect(200);
    const response = await put(userId, second.id, home({ isDefault: false }));
    expect(response.body.isDefault).toBe(false);
    expect(defaults(await list(userId))).toEqual([third.id]);
  });

  it("keeps a resident's only address as their default", async () => {
    const userId = (await createResident(account.ctx)).id;
    const only = await add(userId);
    const response = await put(userId, only.id, home({ isDefault: false, flatNumber: 'Z-9' }));
    expect(response.body).toMatchObject({ isDefault: true, flatNumber: 'Z-9' });
  });

  it("answers 404 for another resident's address and leaves it as it was", async () => {
    const asha = (await createResident(account.ctx)).id;
    const ravi = (await createResident(account.ctx)).id;
    const ashas = await add(asha);
    const response = await put(ravi, ashas.id, home({ streetAddress: 'Taken over' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Address not found' });
    expect(await list(asha)).toEqual([ashas]);
    expect(await list(ravi)).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const userId = (await createResident(account.ctx)).id;
    expect((await put(userId, 999_999, home())).body).toEqual({ message: 'Address not found' });
    const malformed = await put(userId, 'abc', home());
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Invalid address id' });
  });

  it('validates like POST', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId);
    const response = await put(userId, address.id, { ...home(), pincode: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Pincode is required');
  });

  it('refuses a community the catalog does not know (422)', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId);
    const response = await put(userId, address.id, home({ communityId: UNKNOWN_COMMUNITY_ID }));
    expect(response.status).toBe(422);
    expect(await list(userId)).toEqual([address]);
  });

  it('refuses moving an address to a community that takes no residents (409) and keeps it', async () => {
    const userId = (await createResident(account.ctx, { communityId: PRESTIGE.id })).id;
    const address = await add(userId);
    const response = await put(userId, address.id, home({ communityId: PALM_MEADOWS.id }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: COMMUNITY_NOT_JOINABLE_MESSAGE });
    expect(await list(userId)).toEqual([address]);
  });

  it('saves an address whose community stopped taking residents as it is', async () => {
    const userId = (await createResident(account.ctx, { communityId: PRESTIGE.id })).id;
    const address = await add(userId);
    await account.ctx.prisma.address.update({
      where: { id: address.id },
      data: { communityId: PALM_MEADOWS.id },
    });
    const response = await put(userId, address.id, home({ communityId: PALM_MEADOWS.id, flatNumber: '9Z' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ communityId: PALM_MEADOWS.id, flatNumber: '9Z' });
  });
});

describe('DELETE /api/user/addresses/:id', () => {
  it('deletes the address and answers 204', async () => {
    const userId = (await createResident(account.ctx)).id;
    const first = await add(userId);
    const second = await add(userId);
    const response = await remove(userId, second.id);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await list(userId)).toEqual([first]);
  });

  it('makes the most recent remaining address the default when the default is deleted', async () => {
    const userId = (await createResident(account.ctx)).id;
    const first = await add(userId);
    const second = await add(userId);
    const third = await add(userId);
    await put(userId, second.id, home({ isDefault: true })).expect(200);
    await remove(userId, second.id).expect(204);
    expect(defaults(await list(userId))).toEqual([third.id]);
    await remove(userId, third.id).expect(204);
    expect(defaults(await list(userId))).toEqual([first.id]);
    await remove(userId, first.id).expect(204);
    expect(await list(userId)).toEqual([]);
  });

  it("answers 404 for another resident's address and keeps it", async () => {
    const asha = (await createResident(account.ctx)).id;
    const ravi = (await createResident(account.ctx)).id;
    const ashas = await add(asha);
    const response = await remove(ravi, ashas.id);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Address not found' });
    expect(await list(asha)).toEqual([ashas]);
  });

  it('answers 404 for an address already deleted and 400 for an id that is not a number', async () => {
    const userId = (await createResident(account.ctx)).id;
    const address = await add(userId);
    await remove(userId, address.id).expect(204);
    expect((await remove(userId, address.id)).status).toBe(404);
    expect((await remove(userId, '1.5')).status).toBe(400);
  });
});

describe('the database', () => {
  it('refuses a second default address for one resident, whoever writes it', async () => {
    const userId = (await createResident(account.ctx)).id;
    await add(userId);
    await expect(
      account.ctx.prisma.address.create({
        data: { userId, streetAddress: 'Side door', pincode: '560087', isDefault: true },
      }),
    ).rejects.toMatchObject({ code: 'P2002' });
  });
});
