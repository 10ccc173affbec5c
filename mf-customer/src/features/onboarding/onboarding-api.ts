import { OnboardingResponseSchema, type OnboardingUpdate, type User } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** PATCH /api/users/onboarding in any of its three forms; answers the updated resident. */
export async function updateOnboarding(update: OnboardingUpdate): Promise<User> {
  const answer = await apiFetch<unknown>('/api/users/onboarding', { method: 'PATCH', body: update });
  return OnboardingResponseSchema.parse(answer).user;
}
