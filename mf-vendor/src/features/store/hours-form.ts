import {
  StoreHoursRequestSchema,
  WEEKDAYS,
  minutesOfTime,
  timeOfMinutes,
  type StoreHoursRequest,
  type Weekday,
  type WeeklyHours,
} from '@marketplace/contracts';

/**
 * The hours editor's state and its conversions to and from the contract's WeeklyHours. A browser's
 * time input has no 24:00, so a range that closes at midnight says so with its own flag.
 */
export interface RangeForm {
  opens: string;
  closes: string;
  untilMidnight: boolean;
}

export interface DayForm {
  closed: boolean;
  ranges: RangeForm[];
}

export interface HoursForm {
  /** False: "No fixed hours", the switch alone opens and closes the store. */
  fixed: boolean;
  days: Record<Weekday, DayForm>;
}

/** As many ranges as a day may have (STORE_MESSAGES.tooManyRanges). */
export const MAX_RANGES = 4;

const MIDNIGHT = '24:00';
const DAY_END = 24 * 60;
const FIRST_RANGE: RangeForm = { opens: '09:00', closes: '21:00', untilMidnight: false };

function rangeFormOf(range: { opens: string; closes: string }): RangeForm {
  return range.closes === MIDNIGHT
    ? { opens: range.opens, closes: '', untilMidnight: true }
    : { opens: range.opens, closes: range.closes, untilMidnight: false };
}

/** The editor's state for the store's hours; without hours, every day open 09:00 to 21:00, ready to save. */
export function hoursFormOf(hours: WeeklyHours | null): HoursForm {
  const days = Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, DayForm] => {
      if (hours === null) return [day, { closed: false, ranges: [{ ...FIRST_RANGE }] }];
      const ranges = hours[day];
      return [day, { closed: ranges.length === 0, ranges: ranges.map(rangeFormOf) }];
    }),
  ) as Record<Weekday, DayForm>;
  return { fixed: hours !== null, days };
}

/** The body of PUT /api/vendor/stores/{id}/hours for the editor's state, before the schema checks it. */
export function hoursRequestOf(form: HoursForm): { hours: Record<Weekday, RangeBody[]> | null } {
  if (!form.fixed) return { hours: null };
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { closed, ranges } = form.days[day];
      return [
        day,
        closed
          ? []
          : ranges.map((range) => ({
              opens: range.opens,
              closes: range.untilMidnight ? MIDNIGHT : range.closes,
            })),
      ];
    }),
  ) as Record<Weekday, RangeBody[]>;
  return { hours };
}
type RangeBody = { opens: string; closes: string };

/**
 * The editor's state checked with StoreHoursRequestSchema: the request to send, or each day's first
 * message (STORE_MESSAGES: a time that is no time, a range that closes before it opens, overlaps).
 */
export function checkHours(
  form: HoursForm,
): { ok: true; request: StoreHoursRequest } | { ok: false; days: Partial<Record<Weekday, string>> } {
  const result = StoreHoursRequestSchema.safeParse(hoursRequestOf(form));
  if (result.success) return { ok: true, request: result.data };
  const days: Partial<Record<Weekday, string>> = {};
  for (const issue of result.error.issues) {
    const day = issue.path[1];
    if ((WEEKDAYS as readonly PropertyKey[]).includes(day ?? '') && days[day as Weekday] === undefined) {
      days[day as Weekday] = issue.message;
    }
  }
  return { ok: false, days };
}

/** Every day as Monday is, in the editor (saved only with the form). */
export function copyMondayToAll(form: HoursForm): HoursForm {
  const monday = form.days.monday;
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { closed: monday.closed, ranges: monday.ranges.map((range) => ({ ...range })) },
    ]),
  ) as Record<Weekday, DayForm>;
  return { ...form, days };
}

/** The day closed, or open again with the ranges it had (or 09:00 to 21:00). */
export function setDayClosed(day: DayForm, closed: boolean): DayForm {
  if (closed || day.ranges.length > 0) return { ...day, closed };
  return { closed: false, ranges: [{ ...FIRST_RANGE }] };
}

/** One more range after the day's last: an hour after it closes, for two hours (or to midnight). */
export function addRange(day: DayForm): DayForm {
  if (day.ranges.length >= MAX_RANGES) return day;
  const last = day.ranges.at(-1);
  const lastClose =
    last === undefined
      ? minutesOfTime(FIRST_RANGE.opens) - 60
      : last.untilMidnight
        ? DAY_END
        : /^\d{2}:\d{2}$/.test(last.closes)
          ? minutesOfTime(last.closes)
          : minutesOfTime(FIRST_RANGE.closes);
  const opens = Math.min(lastClose + 60, DAY_END - 120);
  const closes = opens + 120;
  const range: RangeForm =
    closes >= DAY_END
      ? { opens: timeOfMinutes(opens), closes: '', untilMidnight: true }
      : { opens: timeOfMinutes(opens), closes: timeOfMinutes(closes), untilMidnight: false };
  return { closed: false, ranges: [...day.ranges, range] };
}

export function removeRange(day: DayForm, index: number): DayForm {
  const ranges = day.ranges.filter((_, at) => at !== index);
  // The last range gone is a closed day, as a day without ranges is on the wire.
  return ranges.length === 0 ? { closed: true, ranges } : { ...day, ranges };
}

export function updateRange(day: DayForm, index: number, change: Partial<RangeForm>): DayForm {
  return { ...day, ranges: day.ranges.map((range, at) => (at === index ? { ...range, ...change } : range)) };
}
