import { UserSchema } from '@marketplace/contracts';
import { parseCurrentUser } from './current-user';

describe('parseCurrentUser', () => {
  const user = {
    id: 42,
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    phone: null,
    communityId: 1,
    profileImageUrl: null,
    dietaryPreferences: ['veg'],
    points: 50,
    onboardingCompleted: true,
  };

  it('accepts what the contract accepts, dropping the keys it does not name', () => {
    for (const body of [
      user,
      { ...user, email: null, phone: '+91 98765 43210', communityId: null },
      { ...user, passwordHash: 'x' },
    ]) {
      expect(parseCurrentUser(body)).toEqual(UserSchema.parse(body));
    }
  });

  it('refuses what the contract refuses', () => {
    const { points: _points, ...withoutPoints } = user;
    for (const body of [
      null,
      'x',
      [],
      {},
      withoutPoints,
      { ...user, id: '42' },
      { ...user, id: 1.5 },
      { ...user, points: 2 ** 60 },
      { ...user, firstName: null },
      { ...user, email: undefined },
      { ...user, communityId: '1' },
      { ...user, dietaryPreferences: 'veg' },
      { ...user, dietaryPreferences: [1] },
      { ...user, onboardingCompleted: 'yes' },
    ]) {
      expect(() => parseCurrentUser(body)).toThrow();
      expect(UserSchema.safeParse(body).success).toBe(false);
    }
  });
});
