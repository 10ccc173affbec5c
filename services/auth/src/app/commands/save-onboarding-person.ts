import type { z } from 'zod';
import type { OnboardingPersonSchema } from '@marketplace/contracts';
import { normalizeEmail, normalizePhone } from '../../domain/credentials';
import { InvalidPhoneError, UserNotFoundError } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRecord } from '../../domain/user';
import type { ProfileChanges } from '../../domain/user-profile';

export type OnboardingPerson = z.output<typeof OnboardingPersonSchema>;

/**
 * Onboarding step 2 (PATCH /api/users/onboarding {firstName, lastName, phone, email,
 * dietaryPreferences}). Phone and email are sign-in identifiers: they are stored normalised like at
 * registration, and an empty email keeps the one the account has rather than removing it.
 */
export async function saveOnboardingPerson(
  deps: { profiles: ProfileRepository },
  { userId, person }: { userId: number; person: OnboardingPerson },
): Promise<UserRecord> {
  const phone = normalizePhone(person.phone);
  if (!phone) throw new InvalidPhoneError();
  const changes: ProfileChanges = {
    firstName: person.firstName,
    lastName: person.lastName,
    phone,
    dietaryPreferences: person.dietaryPreferences,
  };
  if (person.email) changes.email = normalizeEmail(person.email);
  const user = await deps.profiles.update(userId, changes);
  if (!user) throw new UserNotFoundError();
  return user;
}
