import {
  IST_OFFSET_MINUTES,
  WEEKDAYS,
  minutesOfTime,
  type OpenStateSource,
  type StoreStatus,
  type WeeklyHours,
} from '@marketplace/contracts';

/**
 * Whether a store is open, and until when (issue 25). A store's state comes from four sources, the
 * first that applies winning: the marketplace's suspension, a pause ("Busy"), the members' switch
 * while it holds, and the weekly hours. A switch holds until the next change of the hours (so a
 * store closed early by hand opens again at its next opening time), or for good when the store has
 * no hours. Everything here is India Standard Time, which has had no daylight saving since 1945:
 * a fixed five and a half hours ahead of UTC.
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export interface StoreSchedule {
  status: StoreStatus;
  hours: WeeklyHours | null;
  /** The switch's position while it holds; null when the store follows its hours. */
  switchOpen: boolean | null;
  /** When the switch stops holding; null: for good. */
  switchUntil: Date | null;
  pausedUntil: Date | null;
  /** What the store was before: a store without hours or switch (the seed's, a partner's) keeps it. */
  isOpen: boolean;
}

export interface OpenState {
  isOpen: boolean;
  source: OpenStateSource;
  /** When evaluating again may give another answer; null when nothing will change on its own. */
  changesAt: Date | null;
}

/** Minutes since Monday 00:00 IST of the week `at` falls in, and that Monday's start as a UTC time. */
function weekPosition(at: Date): { minute: number; weekStartMs: number } {
  const localMs = at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS;
  const local = new Date(localMs);
  // getUTCDay: 0 is Sunday; the week starts on Monday.
  const dayIndex = (local.getUTCDay() + 6) % 7;
  const minuteOfDay = local.getUTCHours() * 60 + local.getUTCMinutes();
  const minute = dayIndex * DAY_MINUTES + minuteOfDay;
  const weekStartMs =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) -
    dayIndex * DAY_MINUTES * MINUTE_MS -
    IST_OFFSET_MINUTES * MINUTE_MS;
  return { minute, weekStartMs };
}

/** The week's open ranges as [start, end) minutes since Monday 00:00, adjacent ranges merged. */
function weekRanges(hours: WeeklyHours): [number, number][] {
  const ranges = WEEKDAYS.flatMap((day, index) =>
    hours[day].map(
      (range) =>
        [
          index * DAY_MINUTES + minutesOfTime(range.opens),
          index * DAY_MINUTES + minutesOfTime(range.closes),
        ] as [number, number],
    ),
  ).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  // Sunday until midnight runs into Monday from midnight: one range across the week's turn.
  const first = merged[0];
  const last = merged[merged.length - 1];
  if (merged.length > 1 && first && last && first[0] === 0 && last[1] === 7 * DAY_MINUTES) {
    merged.shift();
    last[1] = 7 * DAY_MINUTES + first[1];
  }
  return merged;
}

/** Open by the hours at `at`, and the next time that answer changes (null: never, as with no ranges). */
export function hoursStateAt(hours: WeeklyHours, at: Date): { isOpen: boolean; changesAt: Date | null } {
  const ranges = weekRanges(hours);
  if (ranges.length === 0) return { isOpen: false, changesAt: null };
  if (ranges.length === 1 && ranges[0]![1] - ranges[0]![0] >= 7 * DAY_MINUTES)
    return { isOpen: true, changesAt: null };
  const { minute, weekStartMs } = weekPosition(at);
  const timeOf = (weekMinute: number) => new Date(weekStartMs + weekMinute * MINUTE_MS);
  // Seconds into the minute count: a range opening at 09:00 is open from 09:00:00.000.
  const exact = minute + (at.getTime() - timeOf(minute).getTime()) / MINUTE_MS;
  // This week's ranges, then next week's, cover every boundary within the next seven days.
  const weekWeeks = [
    ...ranges,
    ...ranges.map(([start, end]) => [start + 7 * DAY_MINUTES, end + 7 * DAY_MINUTES]),
  ];
  const earlier = ranges.map(([start, end]) => [start - 7 * DAY_MINUTES, end - 7 * DAY_MINUTES]);
  const all = [...earlier, ...weekWeeks];
  const current = all.find(([start, end]) => start! <= exact && exact < end!);
  if (current) return { isOpen: true, changesAt: timeOf(current[1]!) };
  const next = all.find(([start]) => start! > exact);
  return { isOpen: false, changesAt: next ? timeOf(next[0]!) : null };
}

/** The store's state at `now` (see the top of this file for which source wins). */
export function openStateAt(schedule: StoreSchedule, now: Date): OpenState {
  if (schedule.status === 'suspended') return { isOpen: false, source: 'suspended', changesAt: null };
  if (schedule.pausedUntil && schedule.pausedUntil > now)
    return { isOpen: false, source: 'paused', changesAt: schedule.pausedUntil };
  if (switchHolds(schedule, now))
    return { isOpen: schedule.switchOpen!, source: 'switch', changesAt: schedule.switchUntil };
  if (schedule.hours) {
    const { isOpen, changesAt } = hoursStateAt(schedule.hours, now);
    return { isOpen, source: 'hours', changesAt };
  }
  return { isOpen: schedule.isOpen, source: 'switch', changesAt: null };
}

function switchHolds(schedule: StoreSchedule, now: Date): boolean {
  return schedule.switchOpen !== null && (schedule.switchUntil === null || schedule.switchUntil > now);
}

/** The columns a schedule writes: what residents read, and when the sweep must look again. */
export interface ScheduleState {
  isOpen: boolean;
  switchOpen: boolean | null;
  switchUntil: Date | null;
  pausedUntil: Date | null;
  nextChangeAt: Date | null;
}

/**
 * The schedule as it stands at `now`, a switch or pause that ended forgotten. A store without hours
 * always has a switch position, for good: its own, or, never set (the seed's stores, partners'),
 * the open state it was given, so a pause or a suspension ending gives it back.
 */
export function settledSchedule(schedule: StoreSchedule, now: Date): ScheduleState {
  const pausedUntil = schedule.pausedUntil && schedule.pausedUntil > now ? schedule.pausedUntil : null;
  const holds = switchHolds(schedule, now);
  const switchOpen = !schedule.hours
    ? (schedule.switchOpen ?? schedule.isOpen)
    : holds
      ? schedule.switchOpen
      : null;
  const switchUntil = schedule.hours && holds ? schedule.switchUntil : null;
  const state = openStateAt({ ...schedule, switchOpen, switchUntil, pausedUntil }, now);
  return {
    isOpen: state.isOpen,
    switchOpen,
    switchUntil,
    pausedUntil,
    nextChangeAt: state.changesAt,
  };
}

/**
 * The members flip the switch at `now`: it holds until the hours' next change, or for good without
 * hours, and ends a pause (opening is taking orders again; closing needs no pause).
 */
export function switchedSchedule(schedule: StoreSchedule, isOpen: boolean, now: Date): ScheduleState {
  const switchUntil = schedule.hours ? hoursStateAt(schedule.hours, now).changesAt : null;
  return settledSchedule({ ...schedule, switchOpen: isOpen, switchUntil, pausedUntil: null }, now);
}

/**
 * New hours (or none) at `now`. Saving hours is saying "follow them": any switch ends and the store
 * is what its new hours say now. Taking the hours away keeps the state the store had, as its switch.
 */
export function rescheduled(schedule: StoreSchedule, hours: WeeklyHours | null, now: Date): ScheduleState {
  const settled = settledSchedule(schedule, now);
  // The state the store would have of its own, whatever a pause or a suspension says now.
  const withoutPause = openStateAt({ ...schedule, ...settled, pausedUntil: null, status: 'active' }, now);
  const switchOpen = hours ? null : withoutPause.isOpen;
  return settledSchedule(
    { ...schedule, hours, switchOpen, switchUntil: null, pausedUntil: settled.pausedUntil },
    now,
  );
}

/** A pause of `minutes` from `now`, or (0) the end of one. */
export function pausedSchedule(schedule: StoreSchedule, minutes: number, now: Date): ScheduleState {
  const settled = settledSchedule(schedule, now);
  const pausedUntil = minutes > 0 ? new Date(now.getTime() + minutes * MINUTE_MS) : null;
  return settledSchedule({ ...schedule, ...settled, pausedUntil }, now);
}
