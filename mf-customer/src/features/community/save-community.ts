import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@marketplace/contracts';
import { CURRENT_USER_QUERY_KEY } from '../auth/current-user';
import { refreshAccountCaches, updateUserProfile, USER_PROFILE_QUERY_KEY } from '../profile/profile-api';

/**
 * Customer spec 4 and 7: a resident's change of community is saved to their profile with
 * PATCH /api/user/profile. The new community shows at once; a failure is only logged (spec 8) and
 * the resident stays where they are.
 */
export function useSaveCommunity(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communityId: number) => updateUserProfile({ communityId }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(USER_PROFILE_QUERY_KEY, profile);
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, (user) =>
        user ? { ...user, communityId: profile.communityId } : user,
      );
      onSaved();
      await refreshAccountCaches(queryClient);
    },
    onError: (error) => console.error('Failed to update community', error),
  });
}
