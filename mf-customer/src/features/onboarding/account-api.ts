import type { QueryClient } from '@tanstack/react-query';
import {
  OnboardingResponseSchema,
  UserProfileSchema,
  type OnboardingUpdate,
  type ProfileUpdate,
  type User,
  type UserProfile,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { CURRENT_USER_QUERY_KEY } from '../auth/current-user';
import { COMMUNITIES_QUERY_KEY } from '../community/community-api';

export const USER_PROFILE_QUERY_KEY = ['user', 'profile'] as const;

/** PATCH /api/users/onboarding in any of its three forms; answers the updated resident. */
export async function updateOnboarding(update: OnboardingUpdate): Promise<User> {
  const answer = await apiFetch<unknown>('/api/users/onboarding', { method: 'PATCH', body: update });
  return OnboardingResponseSchema.parse(answer).user;
}

/** PATCH /api/user/profile: the community, or the delivery details. */
export async function updateUserProfile(update: ProfileUpdate): Promise<UserProfile> {
  return UserProfileSchema.parse(
    await apiFetch<unknown>('/api/user/profile', { method: 'PATCH', body: update }),
  );
}

/**
 * Customer spec 7: a successful account change refreshes the user and community caches. The
 * resident the server answered goes into the cache at once, so a guard reading it right after
 * (home checks onboardingCompleted) already sees the change; the refetches then confirm it.
 */
export async function refreshAccountCaches(queryClient: QueryClient, user?: User): Promise<void> {
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  await Promise.all(
    [CURRENT_USER_QUERY_KEY, USER_PROFILE_QUERY_KEY, COMMUNITIES_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
