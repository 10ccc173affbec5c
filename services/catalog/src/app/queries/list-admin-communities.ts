import type { AdminCommunitiesQuery } from '@marketplace/contracts';
import type { AdminCommunityRecord } from '../../domain/community';
import type { CommunityRepository } from '../../domain/community.repository';

/** GET /api/admin/communities: every status unless one is asked for, unlike the residents' list. */
export function listAdminCommunities(
  deps: { communities: CommunityRepository },
  filter: AdminCommunitiesQuery,
): Promise<AdminCommunityRecord[]> {
  return deps.communities.list(filter);
}
