import { WELCOME_BONUS } from '@marketplace/contracts';
import { UserNotFoundError } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';

export interface OnboardingCompletion {
  user: UserRecord;
  /** False when onboarding was already complete: the bonus is given once. */
  bonusAwarded: boolean;
}

/** The last onboarding step (PATCH /api/users/onboarding {points: 100, onboardingCompleted: true}). */
export async function completeOnboarding(
  deps: { profiles: ProfileRepository; users: UserRepository },
  userId: number,
): Promise<OnboardingCompletion> {
  // The bonus is the server's constant; the request only says "done".
  const bonusAwarded = await deps.profiles.completeOnboarding(userId, WELCOME_BONUS.points);
  const user = await deps.users.findById(userId);
  if (!user) throw new UserNotFoundError();
  return { user, bonusAwarded };
}
