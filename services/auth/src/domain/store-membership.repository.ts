import type { StoreMember, StoreMembership } from '@marketplace/contracts';

export interface StoreMembershipRepository {
  /** The user's stores with their role, by store id. */
  listOfUser(userId: number): Promise<StoreMembership[]>;
  /** Makes the user a member of the store; a membership already there is kept as it is. */
  add(userId: number, membership: StoreMembership): Promise<void>;
  /** Makes the user a member with the role, or raises their role to it (never lowers it). */
  grant(userId: number, membership: StoreMembership): Promise<void>;
  /** The members of these stores with their names and emails, owners first. */
  listMembersOf(storeIds: readonly number[]): Promise<StoreMember[]>;
  /** Whether the user is a member of the store. */
  isMember(userId: number, storeId: number): Promise<boolean>;
}
