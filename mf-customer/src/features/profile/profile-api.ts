import { useQuery } from '@tanstack/react-query';
import {
  USER_ORDERS_POLL_MS,
  UserOrdersResponseSchema,
  UserProfileSchema,
  type Order,
  type UserProfile,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { USER_PROFILE_QUERY_KEY } from '../onboarding/account-api';

/** GET /api/user/profile: phone, email and the selected community's name for the account card. */
export function useUserProfile() {
  return useQuery({
    queryKey: USER_PROFILE_QUERY_KEY,
    queryFn: async (): Promise<UserProfile> =>
      UserProfileSchema.parse(await apiFetch<unknown>('/api/user/profile')),
  });
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
