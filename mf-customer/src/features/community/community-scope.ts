import { useAuthState } from '../auth/current-user';

/**
 * The community a signed-in resident's lists are for (decision 59: the catalog shows a resident only
 * the vendors serving their community), or null for everyone else. Queries of those lists carry it
 * in their keys, so a change of community shows the new community's lists at once and switching
 * back finds the old ones still cached.
 */
export function useCommunityScope(): number | null {
  const auth = useAuthState();
  return auth.status === 'signed-in' ? (auth.user.communityId ?? null) : null;
}
