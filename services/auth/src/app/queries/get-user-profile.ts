import type { UserProfile } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { CommunityDirectory } from '../../domain/community-directory';
import { CommunityDirectoryUnavailableError, UserNotFoundError } from '../../domain/errors';
import type { UserRecord } from '../../domain/user';
import { toUserProfileView } from '../../domain/user-profile';
import type { UserRepository } from '../../domain/user.repository';

export interface ProfileViewDeps {
  communities: CommunityDirectory;
  logger: Pick<Logger, 'warn'>;
}

/**
 * The profile with its community's name from the catalog. The name only decorates the profile, so
 * when the catalog cannot be asked the profile still answers, without it, and the outage is logged.
 */
export async function describeProfile(deps: ProfileViewDeps, user: UserRecord): Promise<UserProfile> {
  if (user.communityId === null) return toUserProfileView(user, null);
  try {
    const community = await deps.communities.find(user.communityId);
    return toUserProfileView(user, community?.name ?? null);
  } catch (error) {
    if (!(error instanceof CommunityDirectoryUnavailableError)) throw error;
    deps.logger.warn(
      { err: error, communityId: user.communityId },
      'community name unavailable; the profile answers without it',
    );
    return toUserProfileView(user, null);
  }
}

/** GET /api/user/profile: the signed-in resident's own profile. */
export async function getUserProfile(
  deps: ProfileViewDeps & { users: UserRepository },
  userId: number,
): Promise<UserProfile> {
  const user = await deps.users.findById(userId);
  if (!user) throw new UserNotFoundError();
  return describeProfile(deps, user);
}
