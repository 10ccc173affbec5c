import { requireJoinableCommunity, type CommunityDirectory } from '../../domain/community-directory';
import { UserNotFoundError } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';

export interface ChooseCommunityDeps {
  communities: CommunityDirectory;
  profiles: ProfileRepository;
  users: Pick<UserRepository, 'findById'>;
}

/**
 * Onboarding step 1 (PATCH /api/users/onboarding {communityId}): a community the catalog knows and
 * that takes residents (active), or the one the resident already has.
 */
export async function chooseCommunity(
  deps: ChooseCommunityDeps,
  { userId, communityId }: { userId: number; communityId: number },
): Promise<UserRecord> {
  const current = await deps.users.findById(userId);
  if (!current) throw new UserNotFoundError();
  await requireJoinableCommunity(deps.communities, communityId, current.communityId);
  const user = await deps.profiles.update(userId, { communityId });
  if (!user) throw new UserNotFoundError();
  return user;
}
