import {
  WEEKDAYS,
  WEEKDAY_LABELS,
  minutesOfTime,
  type OpeningRange,
  type Weekday,
  type WeeklyHours,
} from './vendor-store';

/**
 * A store's weekly hours as residents and members read them, in the spec's manner ('Daily 09:00 AM -
 * 09:00 PM'): one line when every day is the same, else a line a day, closed days said so.
 */

/** 'HH:MM' (24 h) as the spec writes a time: '09:00 AM', '12:30 PM'; 24:00 is midnight. */
export function clockTime(time: string): string {
  const minutes = minutesOfTime(time) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

export const CLOSED_DAY_TEXT = 'Closed';

function rangesText(ranges: readonly OpeningRange[]): string {
  return ranges.length === 0
    ? CLOSED_DAY_TEXT
    : ranges.map((range) => `${clockTime(range.opens)} - ${clockTime(range.closes)}`).join(', ');
}

export interface HoursLine {
  /** 'Daily', or a weekday's name. */
  label: string;
  text: string;
  day: Weekday | null;
}

export function weeklyHoursLines(hours: WeeklyHours): HoursLine[] {
  const texts = WEEKDAYS.map((day) => rangesText(hours[day]));
  if (texts.every((text) => text === texts[0]) && texts[0] !== CLOSED_DAY_TEXT)
    return [{ label: 'Daily', text: texts[0]!, day: null }];
  return WEEKDAYS.map((day, index) => ({ label: WEEKDAY_LABELS[day], text: texts[index]!, day }));
}
