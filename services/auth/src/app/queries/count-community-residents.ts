import type { UserRepository } from '../../domain/user.repository';

/**
 * GET /internal/communities/{id}/residents: who would lose their community if the catalog deleted
 * it. A saved address names a community too, so its owner counts even after moving elsewhere.
 */
export function countCommunityResidents(
  deps: { users: UserRepository },
  communityId: number,
): Promise<number> {
  return deps.users.countInCommunity(communityId);
}
