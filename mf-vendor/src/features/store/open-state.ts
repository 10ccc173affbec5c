import {
  IST_OFFSET_MINUTES,
  VENDOR_STORE_TEXTS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  clockTime,
  type Store,
} from '@marketplace/contracts';

const TEXTS = VENDOR_STORE_TEXTS.store;

/** India Standard Time, wherever the phone is. */
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A moment as India's calendar and clock read it: its date (YYYY-MM-DD), time (HH:MM) and weekday. */
export function istParts(time: number): { date: string; time: string; weekdayLabel: string } {
  const shifted = new Date(time + IST_OFFSET_MS);
  const iso = shifted.toISOString();
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  const weekday = WEEKDAYS[(shifted.getUTCDay() + 6) % 7]!;
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekdayLabel: WEEKDAY_LABELS[weekday] };
}

/** Whole days from `fromDate` to `toDate` (both YYYY-MM-DD). */
function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * When a change comes, as the counter reads it in India Standard Time: '09:00 PM' today, 'midnight'
 * at the end of today, '09:00 AM tomorrow', '09:00 AM on Monday' within the week, else the date.
 */
export function changeTimeText(iso: string | null, now: number): string | null {
  if (iso === null) return null;
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return null;
  const then = istParts(at);
  const days = daysBetween(istParts(now).date, then.date);
  if (days === 1 && then.time === '00:00') return TEXTS.midnight;
  const time = clockTime(then.time);
  if (days <= 0) return time;
  if (days === 1) return TEXTS.timeTomorrow(time);
  if (days < 7) return TEXTS.timeOn(time, then.weekdayLabel);
  const date = new Date(at).toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
  });
  return TEXTS.timeOn(time, date);
}

/** Why the store is open or closed now and until when: 'Open by your hours until 09:00 PM'. */
export function openStateText(store: Pick<Store, 'openState' | 'pausedUntil'>, now: number): string {
  const { isOpen, source, changesAt } = store.openState;
  switch (source) {
    case 'suspended':
      return TEXTS.suspended;
    case 'paused':
      return TEXTS.paused(changeTimeText(store.pausedUntil ?? changesAt, now));
    case 'hours':
      return isOpen
        ? TEXTS.openByHours(changeTimeText(changesAt, now))
        : TEXTS.closedByHours(changeTimeText(changesAt, now));
    case 'switch':
      return isOpen
        ? TEXTS.openByYou(changeTimeText(changesAt, now))
        : TEXTS.closedByYou(changeTimeText(changesAt, now));
  }
}

/** Another member, the hours or a pause's end may change the store: read it this often. */
export const STORE_RECHECK_MS = 60_000;

/**
 * How long until the store is read again: just after its next change on its own (a pause's end,
 * the hours' next opening or closing), and at least every minute, for another member's change.
 */
export function storeRecheckMs(store: Pick<Store, 'openState'> | undefined, now: number): number | false {
  if (store === undefined) return false;
  const changesAt = store.openState.changesAt === null ? NaN : Date.parse(store.openState.changesAt);
  if (!Number.isFinite(changesAt) || changesAt <= now) return STORE_RECHECK_MS;
  return Math.min(STORE_RECHECK_MS, Math.max(1_000, changesAt - now + 1_000));
}
