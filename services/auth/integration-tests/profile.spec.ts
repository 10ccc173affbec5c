import request from 'supertest';
import {
  COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMMUNITY_NOT_JOINABLE_MESSAGE,
  UserProfileSchema,
} from '@marketplace/contracts';
import { createResident, useAccountTestApp } from './account-test-app';
import { asGateway } from './auth-test-app';
import { PALM_MEADOWS, PRESTIGE, UNKNOWN_COMMUNITY_ID } from './fake-catalog';

const account = useAccountTestApp();
afterEach(() => jest.restoreAllMocks());

/** A fresh resident, stored directly: these tests are about the profile, not about registering. */

const signedIn = (userId: number) => asGateway({ user: { id: userId, sessionId: `session-${userId}` } });
const getProfile = (userId: number) =>
  request(account.ctx.app).get('/api/user/profile').set(signedIn(userId));
const patchProfile = (userId: number, body: unknown) =>
  request(account.ctx.app)
    .patch('/api/user/profile')
    .set(signedIn(userId))
    .send(body as object);

describe('GET /api/user/profile', () => {
  it('refuses a visitor who is not signed in (401)', async () => {
    const response = await request(account.ctx.app).get('/api/user/profile').set(asGateway());
    expect(response.status).toBe(401);
  });

  it("answers the signed-in resident's profile, without asking the catalog when no community is chosen", async () => {
    const asha = await createResident(account.ctx, { flatNumber: '4B' });
    const lookups = account.catalog.lookups;
    const response = await getProfile(asha.id);
    expect(response.status).toBe(200);
    expect(UserProfileSchema.strict().parse(response.body)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: asha.email,
      phone: asha.phone,
      flatNumber: '4B',
      floor: null,
      block: null,
      deliveryAddress: null,
      communityId: null,
      profileImageUrl: null,
      selectedCommunityName: null,
    });
    expect(account.catalog.lookups).toBe(lookups);
  });

  it("names the resident's community as the catalog calls it", async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const response = await getProfile(asha.id);
    expect(response.body).toMatchObject({ communityId: PRESTIGE.id, selectedCommunityName: PRESTIGE.name });
  });

  it('answers with no community name when the catalog no longer knows the community', async () => {
    const asha = await createResident(account.ctx, { communityId: UNKNOWN_COMMUNITY_ID });
    const response = await getProfile(asha.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ communityId: UNKNOWN_COMMUNITY_ID, selectedCommunityName: null });
  });

  it('still answers while the catalog is down, without the name, and logs a warning', async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const warn = jest.spyOn(account.ctx.logger, 'warn');
    account.catalog.down = true;
    const response = await getProfile(asha.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Asha',
      communityId: PRESTIGE.id,
      selectedCommunityName: null,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ communityId: PRESTIGE.id }),
      'community name unavailable; the profile answers without it',
    );
  });

  it('reads only the resident the session belongs to', async () => {
    const asha = await createResident(account.ctx, { flatNumber: 'A-101' });
    const ravi = await createResident(account.ctx, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      flatNumber: 'C-303',
    });
    expect((await getProfile(asha.id)).body).toMatchObject({ firstName: 'Asha', flatNumber: 'A-101' });
    expect((await getProfile(ravi.id)).body).toMatchObject({ firstName: 'Ravi', flatNumber: 'C-303' });
  });
});

describe('PATCH /api/user/profile', () => {
  it('refuses a visitor who is not signed in (401)', async () => {
    const response = await request(account.ctx.app)
      .patch('/api/user/profile')
      .set(asGateway())
      .send({ communityId: PRESTIGE.id });
    expect(response.status).toBe(401);
  });

  it('saves the community chosen in the home selector and answers the profile with its name', async () => {
    const asha = await createResident(account.ctx);
    const response = await patchProfile(asha.id, { communityId: PRESTIGE.id });
    expect(response.status).toBe(200);
    expect(UserProfileSchema.parse(response.body)).toMatchObject({
      communityId: PRESTIGE.id,
      selectedCommunityName: PRESTIGE.name,
    });
    expect((await getProfile(asha.id)).body.communityId).toBe(PRESTIGE.id);
  });

  it("refuses a community the catalog does not know (422) and keeps the resident's one", async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const response = await patchProfile(asha.id, { communityId: UNKNOWN_COMMUNITY_ID });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'Community not found' });
    expect((await getProfile(asha.id)).body.communityId).toBe(PRESTIGE.id);
  });

  it('refuses moving to a blocked community (409); its own residents save their profile with it', async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const refused = await patchProfile(asha.id, { communityId: PALM_MEADOWS.id, flatNumber: '4B' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: COMMUNITY_NOT_JOINABLE_MESSAGE });
    expect((await getProfile(asha.id)).body).toMatchObject({ communityId: PRESTIGE.id, flatNumber: null });

    const resident = await createResident(account.ctx, { communityId: PALM_MEADOWS.id });
    const saved = await patchProfile(resident.id, { communityId: PALM_MEADOWS.id, flatNumber: '7C' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ communityId: PALM_MEADOWS.id, flatNumber: '7C' });
  });

  it('changes nothing while the catalog cannot confirm the community (503)', async () => {
    const asha = await createResident(account.ctx);
    account.catalog.down = true;
    const response = await patchProfile(asha.id, { communityId: PRESTIGE.id, flatNumber: '9Z' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE });
    account.catalog.down = false;
    expect((await getProfile(asha.id)).body).toMatchObject({ communityId: null, flatNumber: null });
  });

  it('saves the delivery details sent at checkout, the phone normalised like at registration', async () => {
    const asha = await createResident(account.ctx);
    const response = await patchProfile(asha.id, {
      phone: '+91 (98450) 77-777',
      flatNumber: ' 12A ',
      floor: '3',
      block: 'C',
      deliveryAddress: 'Ring the bell twice',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      phone: '+919845077777',
      flatNumber: '12A',
      floor: '3',
      block: 'C',
      deliveryAddress: 'Ring the bell twice',
    });
    expect((await getProfile(asha.id)).body).toEqual(response.body);
  });

  it('leaves absent fields as they are and clears a field sent empty', async () => {
    const asha = await createResident(account.ctx, {
      flatNumber: '4B',
      floor: '2',
      block: 'A',
      communityId: PRESTIGE.id,
    });
    const response = await patchProfile(asha.id, { floor: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      flatNumber: '4B',
      floor: null,
      block: 'A',
      communityId: PRESTIGE.id,
      selectedCommunityName: PRESTIGE.name,
    });
  });

  it("refuses a phone another account holds (409) and keeps the resident's own", async () => {
    const asha = await createResident(account.ctx);
    const ravi = await createResident(account.ctx, { firstName: 'Ravi' });
    const response = await patchProfile(asha.id, { phone: ravi.phone });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Phone number is already registered' });
    expect((await getProfile(asha.id)).body.phone).toBe(asha.phone);
  });

  it('accepts the resident saving the phone they already have', async () => {
    const asha = await createResident(account.ctx);
    const response = await patchProfile(asha.id, { phone: asha.phone });
    expect(response.status).toBe(200);
    expect(response.body.phone).toBe(asha.phone);
  });

  it('changes only the signed-in resident', async () => {
    const asha = await createResident(account.ctx, { flatNumber: 'A-1' });
    const ravi = await createResident(account.ctx, { flatNumber: 'R-1' });
    await patchProfile(ravi.id, { flatNumber: 'R-2' }).expect(200);
    expect((await getProfile(asha.id)).body.flatNumber).toBe('A-1');
    expect((await getProfile(ravi.id)).body.flatNumber).toBe('R-2');
  });

  it.each([
    ['nothing to change', {}, 'Nothing to update'],
    ['a community id of 0', { communityId: 0 }, 'Community is required'],
    ['a community id that is not a number', { communityId: 'one' }, 'Community is required'],
    ['a phone shorter than 10 characters', { phone: '98450' }, 'Phone number is required'],
    ['a phone that is not a number', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
    [
      'a flat number over 100 characters',
      { flatNumber: 'x'.repeat(101) },
      'Flat/House number must be at most 100 characters',
    ],
    [
      'delivery instructions over 500 characters',
      { deliveryAddress: 'x'.repeat(501) },
      'Additional Delivery Instructions must be at most 500 characters',
    ],
    ['a field the profile does not have', { email: 'new@example.com' }, 'Unrecognized key: "email"'],
  ])('answers 400 for %s', async (_label, body, message) => {
    const asha = await createResident(account.ctx, { flatNumber: '4B' });
    const response = await patchProfile(asha.id, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await getProfile(asha.id)).body.flatNumber).toBe('4B');
  });
});
