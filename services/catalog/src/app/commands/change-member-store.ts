import { STORE_MESSAGES, type StoreMembership, type StoreRole } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { memberRole, type StoreRecord, type StoreWrite } from '../../domain/store';
import type { StoreRepository } from '../../domain/store.repository';
import { memberStoreOf, type MemberStore } from '../queries/get-member-store';

export interface ChangeMemberStoreDeps {
  stores: Pick<StoreRepository, 'change'>;
  clock: () => Date;
}

/**
 * The one way a member's call changes their store: the caller's role in it (404 for another
 * store), then `decide` under the store's lock with the time of the change, and the store as it is
 * after. The use cases of the store's calls are each a `decide`.
 */
export async function changeMemberStore(
  deps: ChangeMemberStoreDeps,
  { memberships, storeId }: { memberships: readonly StoreMembership[]; storeId: number },
  decide: (store: StoreRecord, role: StoreRole, now: Date) => StoreWrite,
): Promise<MemberStore> {
  const role = memberRole(memberships, storeId);
  const now = deps.clock();
  const store = await deps.stores.change(storeId, (current) => decide(current, role, now));
  if (!store) throw new NotFoundError(STORE_MESSAGES.storeNotFound);
  return memberStoreOf(store, role, now);
}
