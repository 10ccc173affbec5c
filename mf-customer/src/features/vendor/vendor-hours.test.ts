import { VENDOR_PAGE_TEXTS, WEEKDAYS, type WeeklyHours } from '@marketplace/contracts';
import { vendorHoursText } from './vendor-hours';

const every = (opens: string, closes: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as WeeklyHours;

describe("the vendor page's hours", () => {
  it("shows the spec's fixed text for a store without hours", () => {
    expect(vendorHoursText(null)).toEqual({ line: VENDOR_PAGE_TEXTS.operatingHours });
  });

  it("writes a store open 9 to 9 every day exactly as the spec's text", () => {
    expect(vendorHoursText(every('09:00', '21:00'))).toEqual({ line: 'Daily 09:00 AM - 09:00 PM' });
    expect(vendorHoursText(every('09:00', '21:00'))).toEqual({ line: VENDOR_PAGE_TEXTS.operatingHours });
  });

  it('gives a line a day when the days differ, a closed day said so', () => {
    const text = vendorHoursText({ ...every('08:00', '22:00'), sunday: [] });
    expect(text).toHaveProperty('days');
    const days = 'days' in text ? text.days : [];
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ label: 'Monday', text: '08:00 AM - 10:00 PM', day: 'monday' });
    expect(days[6]).toEqual({ label: 'Sunday', text: 'Closed', day: 'sunday' });
  });
});
