import type { StoreMembership, StorePauseRequest } from '@marketplace/contracts';
import { refuseOpeningSuspended, scheduleOf } from '../../domain/store';
import { pausedSchedule } from '../../domain/store-hours';
import type { MemberStore } from '../queries/get-member-store';
import { changeMemberStore, type ChangeMemberStoreDeps } from './change-member-store';

/**
 * POST /api/vendor/stores/{id}/pause (any member): "Busy", no new orders for 15, 30 or 60 minutes,
 * after which the store is what its switch or hours say; 0 minutes ends the pause now.
 */
export function pauseStore(
  deps: ChangeMemberStoreDeps,
  input: { memberships: readonly StoreMembership[]; storeId: number; request: StorePauseRequest },
): Promise<MemberStore> {
  return changeMemberStore(deps, input, (store, _role, now) => {
    refuseOpeningSuspended(store, input.request.minutes === 0);
    return { schedule: pausedSchedule(scheduleOf(store), input.request.minutes, now) };
  });
}
