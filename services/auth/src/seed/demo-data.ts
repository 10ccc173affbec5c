import { DuplicateAccountError } from '../domain/errors';
import type { PasswordHasher } from '../domain/password-hasher';
import type { UserRepository } from '../domain/user.repository';

/** The demo resident `npm start` prints; communityId 1 is the catalog's first demo community. */
export const DEMO_RESIDENT = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'demo@marketplace.local',
  phone: '9876543210',
  password: 'demo1234',
  communityId: 1,
  points: 100,
  onboardingCompleted: true,
  flatNumber: 'A-302',
} as const;

/** Loads the demo resident unless an account already holds its email or phone; safe to run at every start. */
export async function seedDemoData(deps: {
  users: UserRepository;
  hasher: PasswordHasher;
}): Promise<boolean> {
  if (await deps.users.existsWithEmailOrPhone(DEMO_RESIDENT.email, DEMO_RESIDENT.phone)) return false;
  const { password, ...profile } = DEMO_RESIDENT;
  try {
    await deps.users.create({ ...profile, passwordHash: await deps.hasher.hash(password) });
    return true;
  } catch (error) {
    // Another instance seeded it between our check and our insert.
    if (error instanceof DuplicateAccountError) return false;
    throw error;
  }
}
