import type { StoreHoursRequest, StoreMembership } from '@marketplace/contracts';
import { requireOwner, scheduleOf } from '../../domain/store';
import { rescheduled } from '../../domain/store-hours';
import type { MemberStore } from '../queries/get-member-store';
import { changeMemberStore, type ChangeMemberStoreDeps } from './change-member-store';

/**
 * PUT /api/vendor/stores/{id}/hours (the owner): the store follows its new hours from now on, any
 * switch ended; without hours it keeps the state it had, as its switch.
 */
export function setStoreHours(
  deps: ChangeMemberStoreDeps,
  input: { memberships: readonly StoreMembership[]; storeId: number; request: StoreHoursRequest },
): Promise<MemberStore> {
  return changeMemberStore(deps, input, (store, role, now) => {
    requireOwner(role);
    const { hours } = input.request;
    return { hours, schedule: rescheduled(scheduleOf(store), hours, now) };
  });
}
