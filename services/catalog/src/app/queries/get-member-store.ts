import { STORE_MESSAGES, type StoreMembership, type StoreRole } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { memberRole, scheduleOf, type StoreRecord } from '../../domain/store';
import { openStateAt, type OpenState } from '../../domain/store-hours';
import type { StoreRepository } from '../../domain/store.repository';

export interface MemberStoreDeps {
  stores: Pick<StoreRepository, 'find'>;
  clock: () => Date;
}

/** A store as its member sees it: the store, the caller's role, and why it is open or closed now. */
export interface MemberStore {
  store: StoreRecord;
  role: StoreRole;
  openState: OpenState;
}

export function memberStoreOf(store: StoreRecord, role: StoreRole, now: Date): MemberStore {
  return { store, role, openState: openStateAt(scheduleOf(store), now) };
}

/** GET /api/vendor/stores/{id}: one of the caller's stores. Another store's id is a 404. */
export async function getMemberStore(
  deps: MemberStoreDeps,
  { memberships, storeId }: { memberships: readonly StoreMembership[]; storeId: number },
): Promise<MemberStore> {
  const role = memberRole(memberships, storeId);
  const store = await deps.stores.find(storeId);
  if (!store) throw new NotFoundError(STORE_MESSAGES.storeNotFound);
  return memberStoreOf(store, role, deps.clock());
}
