import { STORE_MESSAGES, WEEKDAYS, type WeeklyHours } from '@marketplace/contracts';
import {
  MAX_RANGES,
  addRange,
  checkHours,
  copyMondayToAll,
  hoursFormOf,
  hoursRequestOf,
  removeRange,
  setDayClosed,
  updateRange,
  type HoursForm,
} from './hours-form';

const daily = (ranges: WeeklyHours['monday']): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])) as WeeklyHours;

describe('the hours editor and the weekly hours', () => {
  it('edits the hours as saved and sends them back unchanged, midnight as 24:00', () => {
    const hours: WeeklyHours = {
      ...daily([
        { opens: '07:00', closes: '11:00' },
        { opens: '17:00', closes: '24:00' },
      ]),
      sunday: [],
    };
    const form = hoursFormOf(hours);
    expect(form.fixed).toBe(true);
    expect(form.days.monday.ranges[1]).toEqual({ opens: '17:00', closes: '', untilMidnight: true });
    expect(form.days.sunday).toEqual({ closed: true, ranges: [] });
    expect(hoursRequestOf(form)).toEqual({ hours });
  });

  it('offers 09:00 to 21:00 every day for a store without hours, and sends null for "No fixed hours"', () => {
    const form = hoursFormOf(null);
    expect(form.fixed).toBe(false);
    expect(form.days.friday).toEqual({
      closed: false,
      ranges: [{ opens: '09:00', closes: '21:00', untilMidnight: false }],
    });
    expect(hoursRequestOf(form)).toEqual({ hours: null });
    expect(hoursRequestOf({ ...form, fixed: true }).hours?.friday).toEqual([
      { opens: '09:00', closes: '21:00' },
    ]);
  });

  it('sends a closed day as no ranges, keeping its ranges for when it opens again', () => {
    const form = hoursFormOf(daily([{ opens: '08:00', closes: '20:00' }]));
    const closed = setDayClosed(form.days.tuesday, true);
    expect(hoursRequestOf({ ...form, days: { ...form.days, tuesday: closed } }).hours?.tuesday).toEqual([]);
    expect(setDayClosed(closed, false).ranges).toEqual([
      { opens: '08:00', closes: '20:00', untilMidnight: false },
    ]);
    expect(setDayClosed({ closed: true, ranges: [] }, false).ranges).toHaveLength(1);
  });

  it('copies Monday to every day', () => {
    const form = hoursFormOf(null);
    const monday = updateRange(form.days.monday, 0, { opens: '06:30' });
    const copied = copyMondayToAll({ ...form, days: { ...form.days, monday } });
    for (const day of WEEKDAYS) expect(copied.days[day]).toEqual(monday);
    // A copy, not the same ranges: changing Sunday later leaves Monday alone.
    expect(copied.days.sunday.ranges[0]).not.toBe(copied.days.monday.ranges[0]);
  });

  it('adds a range after the last one, up to four, and a day without ranges is closed', () => {
    const day = hoursFormOf(daily([{ opens: '07:00', closes: '11:00' }])).days.monday;
    const two = addRange(day);
    expect(two.ranges[1]).toEqual({ opens: '12:00', closes: '14:00', untilMidnight: false });
    const late = addRange(updateRange(day, 0, { closes: '21:00' }));
    expect(late.ranges[1]).toEqual({ opens: '22:00', closes: '', untilMidnight: true });
    const four = addRange(addRange(two));
    expect(four.ranges).toHaveLength(MAX_RANGES);
    expect(addRange(four)).toBe(four);
    expect(removeRange(day, 0)).toEqual({ closed: true, ranges: [] });
    expect(removeRange(two, 0).ranges).toEqual([two.ranges[1]]);
  });
});

describe('checking the hours before they are sent', () => {
  const form = (change: (form: HoursForm) => HoursForm) =>
    change(hoursFormOf(daily([{ opens: '09:00', closes: '21:00' }])));
  const withMonday = (monday: HoursForm['days']['monday']) =>
    form((current) => ({ ...current, days: { ...current.days, monday } }));

  it('passes good hours on as the request, ranges in order', () => {
    const result = checkHours(
      withMonday({
        closed: false,
        ranges: [
          { opens: '17:00', closes: '', untilMidnight: true },
          { opens: '07:00', closes: '11:00', untilMidnight: false },
        ],
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        hours: expect.objectContaining({
          monday: [
            { opens: '07:00', closes: '11:00' },
            { opens: '17:00', closes: '24:00' },
          ],
        }),
      },
    });
  });

  it.each([
    ['a time left empty', [{ opens: '', closes: '11:00', untilMidnight: false }], STORE_MESSAGES.hoursFormat],
    [
      'a range that closes before it opens',
      [{ opens: '11:00', closes: '07:00', untilMidnight: false }],
      STORE_MESSAGES.rangeOrder,
    ],
    [
      'ranges that overlap',
      [
        { opens: '07:00', closes: '12:00', untilMidnight: false },
        { opens: '11:00', closes: '14:00', untilMidnight: false },
      ],
      STORE_MESSAGES.rangesOverlap,
    ],
  ])('shows %s next to its day', (_, ranges, message) => {
    const result = checkHours(withMonday({ closed: false, ranges }));
    expect(result).toEqual({ ok: false, days: { monday: message } });
  });

  it('sends "No fixed hours" as null whatever the days say', () => {
    const broken = withMonday({ closed: false, ranges: [{ opens: '', closes: '', untilMidnight: false }] });
    expect(checkHours({ ...broken, fixed: false })).toEqual({ ok: true, request: { hours: null } });
  });
});
