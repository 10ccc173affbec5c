import request from 'supertest';
import {
  COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMMUNITY_NOT_JOINABLE_MESSAGE,
  DIETARY_PREFERENCE_REPEATED_MESSAGE,
  OnboardingResponseSchema,
} from '@marketplace/contracts';
import { createResident, useAccountTestApp } from './account-test-app';
import { asGateway } from './auth-test-app';
import { BRIGADE, PALM_MEADOWS, PRESTIGE, UNKNOWN_COMMUNITY_ID } from './fake-catalog';

const account = useAccountTestApp();

const onboard = (userId: number, body: unknown) =>
  request(account.ctx.app)
    .patch('/api/users/onboarding')
    .set(asGateway({ user: { id: userId, sessionId: `session-${userId}` } }))
    .send(body as object);

const stored = async (userId: number) => (await account.ctx.repositories.users.findById(userId))!;

const person = {
  firstName: 'Asha',
  lastName: 'Rao Kulkarni',
  phone: '98765 43210',
  email: 'Asha.Kulkarni@Example.com',
  dietaryPreferences: ['vegetarian', 'jain'],
};

it('refuses a visitor who is not signed in (401)', async () => {
  const response = await request(account.ctx.app)
    .patch('/api/users/onboarding')
    .set(asGateway())
    .send({ communityId: PRESTIGE.id });
  expect(response.status).toBe(401);
});

describe('step 1: {communityId}', () => {
  it('saves the community and answers {message, user}', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { communityId: PRESTIGE.id });
    expect(response.status).toBe(200);
    expect(OnboardingResponseSchema.parse(response.body)).toEqual({
      message: 'Community updated',
      user: expect.objectContaining({ id: asha.id, communityId: PRESTIGE.id, onboardingCompleted: false }),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('lets the resident change it later (update mode from home)', async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const response = await onboard(asha.id, { communityId: BRIGADE.id });
    expect(response.body.user.communityId).toBe(BRIGADE.id);
  });

  it('refuses a community the catalog does not know (422 Community not found)', async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const response = await onboard(asha.id, { communityId: UNKNOWN_COMMUNITY_ID });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'Community not found' });
    expect((await stored(asha.id)).communityId).toBe(PRESTIGE.id);
  });

  it('refuses a blocked community to a newcomer (409), and lets its own residents keep it', async () => {
    const asha = await createResident(account.ctx, { communityId: PRESTIGE.id });
    const refused = await onboard(asha.id, { communityId: PALM_MEADOWS.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: COMMUNITY_NOT_JOINABLE_MESSAGE });
    expect((await stored(asha.id)).communityId).toBe(PRESTIGE.id);

    const resident = await createResident(account.ctx, { communityId: PALM_MEADOWS.id });
    const kept = await onboard(resident.id, { communityId: PALM_MEADOWS.id });
    expect(kept.status).toBe(200);
    expect(kept.body.user.communityId).toBe(PALM_MEADOWS.id);
  });

  it('saves nothing while the catalog cannot be asked (503)', async () => {
    const asha = await createResident(account.ctx);
    account.catalog.down = true;
    const response = await onboard(asha.id, { communityId: PRESTIGE.id });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE });
    expect((await stored(asha.id)).communityId).toBeNull();
  });

  it.each([
    ['null', null],
    ['0', 0],
    ['not a number', '1'],
    ['not an integer', 1.5],
    ['beyond any id', 3_000_000_000],
  ])('answers 400 Community is required when the id is %s', async (_label, communityId) => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { communityId });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Community is required');
  });
});

describe('step 2: {firstName, lastName, phone, email, dietaryPreferences}', () => {
  it('saves the person, email lower-cased and phone as digits, and answers {message, user}', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, person);
    expect(response.status).toBe(200);
    expect(OnboardingResponseSchema.parse(response.body)).toEqual({
      message: 'Profile updated',
      user: {
        id: asha.id,
        firstName: 'Asha',
        lastName: 'Rao Kulkarni',
        email: 'asha.kulkarni@example.com',
        phone: '9876543210',
        communityId: null,
        profileImageUrl: null,
        dietaryPreferences: ['vegetarian', 'jain'],
        points: 0,
        onboardingCompleted: false,
      },
    });
    expect(await stored(asha.id)).toMatchObject({ phone: '9876543210', email: 'asha.kulkarni@example.com' });
  });

  it('takes a one-word name with an empty last name and no dietary preferences', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { firstName: 'Asha', phone: '9000011111' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ firstName: 'Asha', lastName: '', dietaryPreferences: [] });
  });

  it('keeps the email the account has when the form leaves it empty', async () => {
    const asha = await createResident(account.ctx);
    for (const email of ['', null]) {
      const response = await onboard(asha.id, { ...person, phone: '9000022222', email });
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe(asha.email);
    }
  });

  it('accepts the phone and email the resident already has', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { ...person, phone: asha.phone, email: asha.email });
    expect(response.status).toBe(200);
  });

  it('refuses a phone another account holds (409), however it is formatted', async () => {
    const asha = await createResident(account.ctx);
    await createResident(account.ctx, { phone: '9111122222' });
    const response = await onboard(asha.id, { ...person, phone: '91111 22222', email: null });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Phone number is already registered' });
    expect((await stored(asha.id)).phone).toBe(asha.phone);
  });

  it('refuses an email another account holds (409), in any letter case', async () => {
    const asha = await createResident(account.ctx);
    await createResident(account.ctx, { email: 'ravi.kumar@example.com' });
    const response = await onboard(asha.id, {
      ...person,
      phone: '9000033333',
      email: 'RAVI.Kumar@example.com',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Email is already registered' });
    expect(await stored(asha.id)).toMatchObject({ email: asha.email, phone: asha.phone });
  });

  it.each([
    ['the name is missing', { firstName: undefined }, 'Full name is required'],
    ['the name is blank', { firstName: '   ' }, 'Full name is required'],
    ['the phone is missing', { phone: undefined }, 'Phone number is required'],
    ['the phone is shorter than 10 characters', { phone: '98765' }, 'Phone number is required'],
    ['the phone is not a number', { phone: 'ten letters!' }, 'Please enter a valid phone number'],
    ['the email is invalid', { email: 'asha@' }, 'Invalid email'],
    [
      'the first name is over 100 characters',
      { firstName: 'x'.repeat(101) },
      'First name must be at most 100 characters',
    ],
  ])('answers 400 with the spec message when %s', async (_label, overrides, message) => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { ...person, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await stored(asha.id)).lastName).toBe('Rao');
  });

  it('answers 400 for a dietary preference the form does not offer', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { ...person, dietaryPreferences: ['carnivore'] });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers 400 when a dietary preference is chosen twice, and saves nothing', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, {
      ...person,
      dietaryPreferences: ['vegan', 'vegan', 'vegan', 'vegan', 'vegan'],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(DIETARY_PREFERENCE_REPEATED_MESSAGE);
    expect((await stored(asha.id)).lastName).toBe('Rao');
  });

  it('answers 400 for an empty body, in the words of the profile form', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Full name is required');
  });

  it('refuses a body that mixes two forms', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, { communityId: PRESTIGE.id, firstName: 'Asha' });
    expect(response.status).toBe(400);
    expect((await stored(asha.id)).communityId).toBeNull();
  });
});

describe('step 3: {points: 100, onboardingCompleted: true}', () => {
  const completion = { points: 100, onboardingCompleted: true };

  it('completes onboarding with the 100-point welcome bonus', async () => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, completion);
    expect(response.status).toBe(200);
    expect(OnboardingResponseSchema.parse(response.body)).toEqual({
      message: 'Onboarding completed',
      user: expect.objectContaining({ id: asha.id, points: 100, onboardingCompleted: true }),
    });
  });

  it('gives the bonus once: a repeat answers the user without adding points', async () => {
    const asha = await createResident(account.ctx);
    await onboard(asha.id, completion).expect(200);
    const repeat = await onboard(asha.id, completion);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({
      message: 'Onboarding already completed',
      user: expect.objectContaining({ points: 100, onboardingCompleted: true }),
    });
    expect((await stored(asha.id)).points).toBe(100);
  });

  it('adds the bonus to points the resident already has', async () => {
    const asha = await createResident(account.ctx, { points: 20 });
    const response = await onboard(asha.id, completion);
    expect(response.body.user.points).toBe(120);
  });

  it('gives the bonus once even when the completion is sent twice at the same moment', async () => {
    const asha = await createResident(account.ctx);
    const responses = await Promise.all([onboard(asha.id, completion), onboard(asha.id, completion)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(responses.map((response) => response.body.message).sort()).toEqual([
      'Onboarding already completed',
      'Onboarding completed',
    ]);
    expect((await stored(asha.id)).points).toBe(100);
  });

  it.each([
    ['other points', { points: 500, onboardingCompleted: true }],
    ['onboardingCompleted false', { points: 100, onboardingCompleted: false }],
    ['points alone', { points: 100 }],
  ])('refuses %s (400) and awards nothing', async (_label, body) => {
    const asha = await createResident(account.ctx);
    const response = await onboard(asha.id, body);
    expect(response.status).toBe(400);
    expect(await stored(asha.id)).toMatchObject({ points: 0, onboardingCompleted: false });
  });
});
