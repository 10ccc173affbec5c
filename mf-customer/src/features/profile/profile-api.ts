import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  USER_ORDERS_POLL_MS,
  UserOrdersResponseSchema,
  UserProfileSchema,
  type Order,
  type ProfileUpdate,
  type User,
  type UserProfile,
} from '@marketplace/contracts';
import { apiFetch, COMMUNITIES_QUERY_KEY } from '@marketplace/ui/api';
import { CURRENT_USER_QUERY_KEY } from '../auth/current-user';

export const USER_PROFILE_QUERY_KEY = ['user', 'profile'] as const;

/** GET /api/user/profile: phone, email and the selected community's name for the account card. */
export function useUserProfile() {
  return useQuery({
    queryKey: USER_PROFILE_QUERY_KEY,
    queryFn: async (): Promise<UserProfile> =>
      UserProfileSchema.parse(await apiFetch<unknown>('/api/user/profile')),
  });
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

/** GET /api/orders/user, polled every 30 seconds (customer spec 9): the profile header counts them. */
export function useUserOrders() {
  return useQuery({
    queryKey: ['orders', 'user'],
    queryFn: async (): Promise<Order[]> =>
      UserOrdersResponseSchema.parse(await apiFetch<unknown>('/api/orders/user')),
    refetchInterval: USER_ORDERS_POLL_MS,
  });
}
