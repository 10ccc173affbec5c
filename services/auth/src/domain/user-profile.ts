import type { UserProfile } from '@marketplace/contracts';
import type { UserRecord } from './user';

/** What a resident may change about themselves; absent keys stay as they are, null clears. */
export type ProfileChanges = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'communityId'
    | 'dietaryPreferences'
    | 'flatNumber'
    | 'floor'
    | 'block'
    | 'deliveryAddress'
  >
>;

/** Customer spec 3, User profile. The community's name is the catalog's, looked up by the caller. */
export function toUserProfileView(user: UserRecord, selectedCommunityName: string | null): UserProfile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    flatNumber: user.flatNumber,
    floor: user.floor,
    block: user.block,
    deliveryAddress: user.deliveryAddress,
    communityId: user.communityId,
    profileImageUrl: user.profileImageUrl,
    selectedCommunityName,
  };
}
