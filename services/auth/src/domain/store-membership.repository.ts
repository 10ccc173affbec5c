import type { StoreMembership } from '@marketplace/contracts';

export interface StoreMembershipRepository {
  /** The user's stores with their role, by store id. */
  listOfUser(userId: number): Promise<StoreMembership[]>;
  /** Makes the user a member of the store; a membership already there is kept as it is. */
  add(userId: number, membership: StoreMembership): Promise<void>;
}
