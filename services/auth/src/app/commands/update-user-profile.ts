import type { ProfileUpdate, UserProfile } from '@marketplace/contracts';
import { requireJoinableCommunity } from '../../domain/community-directory';
import { normalizePhone } from '../../domain/credentials';
import { InvalidPhoneError, UserNotFoundError } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRepository } from '../../domain/user.repository';
import { toUserProfileView, type ProfileChanges } from '../../domain/user-profile';
import { describeProfile, type ProfileViewDeps } from '../queries/get-user-profile';

export interface UpdateUserProfileDeps extends ProfileViewDeps {
  profiles: ProfileRepository;
  users: Pick<UserRepository, 'findById'>;
}

/**
 * PATCH /api/user/profile: the community from the home selector, or the delivery details saved at
 * onboarding and checkout. Absent fields stay; an empty text clears its field.
 */
export async function updateUserProfile(
  deps: UpdateUserProfileDeps,
  { userId, update }: { userId: number; update: ProfileUpdate },
): Promise<UserProfile> {
  const changes: ProfileChanges = {
    flatNumber: update.flatNumber,
    floor: update.floor,
    block: update.block,
    deliveryAddress: update.deliveryAddress,
  };
  const community =
    update.communityId === undefined
      ? undefined
      : await requireJoinableCommunity(
          deps.communities,
          update.communityId,
          (await deps.users.findById(userId))?.communityId ?? null,
        );
  if (community) changes.communityId = community.id;
  if (update.phone !== undefined) {
    const phone = normalizePhone(update.phone);
    if (!phone) throw new InvalidPhoneError();
    changes.phone = phone;
  }
  const user = await deps.profiles.update(userId, changes);
  if (!user) throw new UserNotFoundError();
  // The community was just read from the catalog: no second lookup for its name.
  return community ? toUserProfileView(user, community.name) : describeProfile(deps, user);
}
