import { scheduleOf } from '../../domain/store';
import { settledSchedule } from '../../domain/store-hours';
import type { StoreRepository } from '../../domain/store.repository';

export interface SettleStoreSchedulesDeps {
  stores: Pick<StoreRepository, 'settleDue'>;
  clock: () => Date;
}

/** Stores settled a transaction at a time; a sweep goes on while a batch comes back full. */
const BATCH = 200;

/**
 * The schedule sweep (each replica, every STORE_SCHEDULE_SWEEP_MS): every store whose pause ended,
 * whose switch lapsed or whose hours open or close it by now is settled, and its next change set.
 * Answers the stores whose open state changed, so the caller drops what the read caches keep.
 */
export async function settleStoreSchedules(deps: SettleStoreSchedulesDeps): Promise<number[]> {
  const now = deps.clock();
  const changed: number[] = [];
  for (;;) {
    let settled = 0;
    const batch = await deps.stores.settleDue(now, BATCH, (store) => {
      settled += 1;
      return { schedule: settledSchedule(scheduleOf(store), now) };
    });
    changed.push(...batch);
    if (settled < BATCH) return changed;
  }
}
