import { useQuery } from '@tanstack/react-query';
import { CommunitySchema, type Community } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** GET /api/communities/{id}: the resident's community, for its name in the home header. */
export function useCommunity(communityId: number | null) {
  return useQuery({
    queryKey: ['communities', communityId],
    queryFn: async (): Promise<Community> =>
      CommunitySchema.parse(await apiFetch<unknown>(`/api/communities/${communityId}`)),
    enabled: communityId !== null,
    staleTime: 5 * 60_000,
  });
}
