/**
 * India Standard Time, the marketplace's clock (its stores' hours, a day of money, a report's day):
 * UTC+05:30 all year, India having had no daylight saving since 1945, so no time-zone database is
 * needed anywhere.
 */
export const IST_OFFSET = '+05:30';
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** The IST date (YYYY-MM-DD) an instant falls on. */
export function istDateOf(at: Date | number): string {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as India reads it, with its offset: 2026-12-02T13:05:00+05:30. */
export function istTimestampOf(at: Date | number): string {
  return `${new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}${IST_OFFSET}`;
}

/** The instant an IST date (YYYY-MM-DD) begins. */
export function istDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000${IST_OFFSET}`);
}
