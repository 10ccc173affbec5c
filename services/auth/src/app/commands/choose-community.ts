import { requireCommunity, type CommunityDirectory } from '../../domain/community-directory';
import { UserNotFoundError } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRecord } from '../../domain/user';

export interface ChooseCommunityDeps {
  communities: CommunityDirectory;
  profiles: ProfileRepository;
}

/** Onboarding step 1 (PATCH /api/users/onboarding {communityId}): only a community the catalog knows. */
export async function chooseCommunity(
  deps: ChooseCommunityDeps,
  { userId, communityId }: { userId: number; communityId: number },
): Promise<UserRecord> {
  await requireCommunity(deps.communities, communityId);
  const user = await deps.profiles.update(userId, { communityId });
  if (!user) throw new UserNotFoundError();
  return user;
}
