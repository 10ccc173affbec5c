import { WeeklyHoursSchema, type WeeklyHours } from '@marketplace/contracts';

/**
 * The `vendors.hours` JSONB column as the domain reads it. Every write went through the contract's
 * schema; a value that no longer parses (edited by hand) reads as no hours rather than failing
 * every read of the vendor.
 */
export function weeklyHoursOf(column: unknown): WeeklyHours | null {
  if (column === null || column === undefined) return null;
  const parsed = WeeklyHoursSchema.safeParse(column);
  return parsed.success ? parsed.data : null;
}
