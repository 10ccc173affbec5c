import { DEMO_LOCAL_STORES, DEMO_VENDOR } from '@marketplace/contracts';
import type { AuthConfig } from '../config';
import { DuplicateAccountError } from '../domain/errors';
import type { PasswordHasher } from '../domain/password-hasher';
import type { StoreMembershipRepository } from '../domain/store-membership.repository';
import type { NewUser, UserRecord } from '../domain/user';
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

/**
 * Every demo local vendor of the catalog (DEMO_LOCAL_STORES, by the ids its seed gives them) has an
 * owner account with this password: the README's demo vendor owns the first, Annapoorna Mess, and
 * `vendor<id>@marketplace.local` each of the others. They need no resident onboarding to use the
 * vendor app.
 */
export { DEMO_VENDOR };

export function demoStoreOwnerEmail(storeId: number): string {
  return storeId === DEMO_LOCAL_STORES[0].id ? DEMO_VENDOR.email : `vendor${storeId}@marketplace.local`;
}

export interface DemoDataDeps {
  users: UserRepository;
  storeMemberships: Pick<StoreMembershipRepository, 'add'>;
  hasher: PasswordHasher;
}

/** What one run created; nothing when it was all there already. */
export interface DemoSeedReport {
  resident: boolean;
  storeOwners: number;
}

/**
 * Loads the demo accounts that are missing (an account holding a demo email or phone is left as it
 * is) and the owners' memberships; safe to run at every start, by several instances at once.
 */
export async function seedDemoData(deps: DemoDataDeps): Promise<DemoSeedReport> {
  return { resident: await seedDemoResident(deps), storeOwners: await seedDemoStoreOwners(deps) };
}

/** At start: the demo data only when SEED_DEMO_DATA asks for it, which production's configuration refuses. */
export function seedDemoDataIfAsked(
  config: Pick<AuthConfig, 'SEED_DEMO_DATA'>,
  deps: DemoDataDeps,
): Promise<DemoSeedReport | null> {
  return config.SEED_DEMO_DATA ? seedDemoData(deps) : Promise.resolve(null);
}

async function seedDemoResident(deps: DemoDataDeps): Promise<boolean> {
  if (await deps.users.existsWithEmailOrPhone(DEMO_RESIDENT.email, DEMO_RESIDENT.phone)) return false;
  const { password, ...profile } = DEMO_RESIDENT;
  return (
    (await createUnlessTaken(deps.users, { ...profile, passwordHash: await deps.hasher.hash(password) })) !==
    null
  );
}

async function seedDemoStoreOwners(deps: DemoDataDeps): Promise<number> {
  // One hash for all of them, and only when an account is missing: argon2 is slow on purpose, and
  // these accounts share a published password anyway.
  let passwordHash: string | undefined;
  let created = 0;
  for (const store of DEMO_LOCAL_STORES) {
    const email = demoStoreOwnerEmail(store.id);
    let owner = await deps.users.findByEmail(email);
    if (!owner) {
      passwordHash ??= await deps.hasher.hash(DEMO_VENDOR.password);
      owner = await createUnlessTaken(deps.users, {
        firstName: store.name,
        lastName: 'Owner',
        email,
        phone: null,
        passwordHash,
      });
      if (owner) created += 1;
    }
    // Null: another instance created the account just now, and adds its membership itself.
    if (owner) await deps.storeMemberships.add(owner.id, { storeId: store.id, role: 'owner' });
  }
  return created;
}

/** The new account, or null when another instance created it between our check and our insert. */
async function createUnlessTaken(users: UserRepository, user: NewUser): Promise<UserRecord | null> {
  try {
    return await users.create(user);
  } catch (error) {
    if (error instanceof DuplicateAccountError) return null;
    throw error;
  }
}
