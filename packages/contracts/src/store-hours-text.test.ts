import { clockTime, weeklyHoursLines } from './store-hours-text';
import { WEEKDAYS, type WeeklyHours } from './vendor-store';

const every = (opens: string, closes: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as WeeklyHours;

describe('weekly hours as text', () => {
  it('writes times as the spec does', () => {
    expect(clockTime('09:00')).toBe('09:00 AM');
    expect(clockTime('21:00')).toBe('09:00 PM');
    expect(clockTime('12:30')).toBe('12:30 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('24:00')).toBe('12:00 AM');
  });

  it("says 'Daily' when every day is the same, like the spec's fixed text", () => {
    expect(weeklyHoursLines(every('09:00', '21:00'))).toEqual([
      { label: 'Daily', text: '09:00 AM - 09:00 PM', day: null },
    ]);
  });

  it('gives a line a day otherwise, with a lunch break and a closed day', () => {
    const hours: WeeklyHours = {
      ...every('09:00', '21:00'),
      monday: [
        { opens: '08:00', closes: '12:00' },
        { opens: '16:00', closes: '22:00' },
      ],
      sunday: [],
    };
    const lines = weeklyHoursLines(hours);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toEqual({
      label: 'Monday',
      text: '08:00 AM - 12:00 PM, 04:00 PM - 10:00 PM',
      day: 'monday',
    });
    expect(lines[6]).toEqual({ label: 'Sunday', text: 'Closed', day: 'sunday' });
  });
});
