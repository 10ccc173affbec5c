import {
  VENDOR_PAGE_TEXTS,
  weeklyHoursLines,
  type HoursLine,
  type WeeklyHours,
} from '@marketplace/contracts';

/** One line of text, or a line a day. */
export type VendorHoursText = { line: string } | { days: HoursLine[] };

/**
 * The Info tab's hours: one line ('Daily 09:00 AM - 09:00 PM') when every day is the same, else a
 * line a day. A store that has not set its hours shows customer spec 2's fixed text.
 */
export function vendorHoursText(hours: WeeklyHours | null): VendorHoursText {
  if (hours === null) return { line: VENDOR_PAGE_TEXTS.operatingHours };
  const lines = weeklyHoursLines(hours);
  const [only] = lines;
  return lines.length === 1 && only !== undefined ? { line: `${only.label} ${only.text}` } : { days: lines };
}
