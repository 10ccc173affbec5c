import { WEEKDAYS, type WeeklyHours } from '@marketplace/contracts';
import {
  hoursStateAt,
  openStateAt,
  pausedSchedule,
  rescheduled,
  settledSchedule,
  switchedSchedule,
  type StoreSchedule,
} from './store-hours';

/** An instant given as India Standard Time. 2026-12-07 is a Monday. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

const everyDay = (opens: string, closes: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ opens, closes }]])) as WeeklyHours;

const closedAllWeek = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;

const schedule = (overrides: Partial<StoreSchedule> = {}): StoreSchedule => ({
  status: 'active',
  hours: null,
  switchOpen: null,
  switchUntil: null,
  pausedUntil: null,
  isOpen: true,
  ...overrides,
});

describe('hoursStateAt: open by the weekly hours, in India Standard Time', () => {
  const hours = everyDay('09:00', '21:00');

  it('is open inside a range and says when it closes', () => {
    expect(hoursStateAt(hours, ist('2026-12-07', '13:15'))).toEqual({
      isOpen: true,
      changesAt: ist('2026-12-07', '21:00'),
    });
  });

  it('is closed before opening and after closing, and says when it opens next', () => {
    expect(hoursStateAt(hours, ist('2026-12-07', '08:59'))).toEqual({
      isOpen: false,
      changesAt: ist('2026-12-07', '09:00'),
    });
    expect(hoursStateAt(hours, ist('2026-12-07', '21:00'))).toEqual({
      isOpen: false,
      changesAt: ist('2026-12-08', '09:00'),
    });
  });

  it('reads the hours of the IST day even where UTC is still the day before', () => {
    // 02:00 IST on Tuesday is 20:30 UTC on Monday.
    const tuesdayOnly: WeeklyHours = { ...closedAllWeek, tuesday: [{ opens: '01:00', closes: '03:00' }] };
    expect(hoursStateAt(tuesdayOnly, ist('2026-12-08', '02:00')).isOpen).toBe(true);
    expect(hoursStateAt(tuesdayOnly, ist('2026-12-07', '02:00'))).toEqual({
      isOpen: false,
      changesAt: ist('2026-12-08', '01:00'),
    });
  });

  it('skips closed days and a lunch break', () => {
    const hoursWithBreak: WeeklyHours = {
      ...everyDay('08:00', '12:00'),
      monday: [
        { opens: '08:00', closes: '12:00' },
        { opens: '16:00', closes: '22:00' },
      ],
      tuesday: [],
    };
    expect(hoursStateAt(hoursWithBreak, ist('2026-12-07', '13:00'))).toEqual({
      isOpen: false,
      changesAt: ist('2026-12-07', '16:00'),
    });
    expect(hoursStateAt(hoursWithBreak, ist('2026-12-07', '22:30'))).toEqual({
      isOpen: false,
      changesAt: ist('2026-12-09', '08:00'),
    });
  });

  it('runs a range that ends at midnight into the next day that starts at midnight', () => {
    const lateNights: WeeklyHours = {
      ...closedAllWeek,
      saturday: [{ opens: '18:00', closes: '24:00' }],
      sunday: [{ opens: '00:00', closes: '02:00' }],
    };
    expect(hoursStateAt(lateNights, ist('2026-12-12', '23:30'))).toEqual({
      isOpen: true,
      changesAt: ist('2026-12-13', '02:00'),
    });
  });

  it('runs Sunday night into Monday morning across the turn of the week', () => {
    const overnight: WeeklyHours = {
      ...closedAllWeek,
      sunday: [{ opens: '20:00', closes: '24:00' }],
      monday: [{ opens: '00:00', closes: '01:00' }],
    };
    expect(hoursStateAt(overnight, ist('2026-12-13', '21:00'))).toEqual({
      isOpen: true,
      changesAt: ist('2026-12-14', '01:00'),
    });
    expect(hoursStateAt(overnight, ist('2026-12-14', '00:30'))).toEqual({
      isOpen: true,
      changesAt: ist('2026-12-14', '01:00'),
    });
  });

  it('never changes for a week without ranges or a store open round the clock', () => {
    expect(hoursStateAt(closedAllWeek, ist('2026-12-07', '12:00'))).toEqual({
      isOpen: false,
      changesAt: null,
    });
    expect(hoursStateAt(everyDay('00:00', '24:00'), ist('2026-12-07', '12:00'))).toEqual({
      isOpen: true,
      changesAt: null,
    });
  });
});

describe('openStateAt: suspension, then a pause, then the switch, then the hours', () => {
  const now = ist('2026-12-07', '13:00');

  it('follows the hours when nothing else holds', () => {
    expect(openStateAt(schedule({ hours: everyDay('09:00', '21:00') }), now)).toEqual({
      isOpen: true,
      source: 'hours',
      changesAt: ist('2026-12-07', '21:00'),
    });
  });

  it('lets a suspension win over everything, for good', () => {
    const suspended = schedule({ status: 'suspended', switchOpen: true, hours: everyDay('09:00', '21:00') });
    expect(openStateAt(suspended, now)).toEqual({ isOpen: false, source: 'suspended', changesAt: null });
  });

  it('keeps a paused store closed until the pause ends', () => {
    const paused = schedule({ switchOpen: true, pausedUntil: ist('2026-12-07', '13:30') });
    expect(openStateAt(paused, now)).toEqual({
      isOpen: false,
      source: 'paused',
      changesAt: ist('2026-12-07', '13:30'),
    });
    expect(openStateAt(paused, ist('2026-12-07', '13:30')).isOpen).toBe(true);
  });
});

describe('the switch lasts until the next change of the hours', () => {
  const hours = everyDay('09:00', '21:00');

  it('closes an open store until its next opening, then the hours open it again', () => {
    const closedByHand = switchedSchedule(schedule({ hours }), false, ist('2026-12-07', '13:00'));
    expect(closedByHand).toEqual({
      isOpen: false,
      switchOpen: false,
      switchUntil: ist('2026-12-07', '21:00'),
      pausedUntil: null,
      nextChangeAt: ist('2026-12-07', '21:00'),
    });
    // At 21:00 the switch lapses; the hours say closed until 09:00 the next day.
    const atClosing = settledSchedule(
      { ...schedule({ hours }), ...closedByHand },
      ist('2026-12-07', '21:00'),
    );
    expect(atClosing).toEqual({
      isOpen: false,
      switchOpen: null,
      switchUntil: null,
      pausedUntil: null,
      nextChangeAt: ist('2026-12-08', '09:00'),
    });
    const nextMorning = settledSchedule({ ...schedule({ hours }), ...atClosing }, ist('2026-12-08', '09:00'));
    expect(nextMorning.isOpen).toBe(true);
  });

  it('opens a closed store until the hours open it anyway', () => {
    const openEarly = switchedSchedule(schedule({ hours }), true, ist('2026-12-07', '07:30'));
    expect(openEarly).toMatchObject({ isOpen: true, switchUntil: ist('2026-12-07', '09:00') });
  });

  it('holds for good in a store without hours', () => {
    expect(switchedSchedule(schedule(), false, ist('2026-12-07', '13:00'))).toEqual({
      isOpen: false,
      switchOpen: false,
      switchUntil: null,
      pausedUntil: null,
      nextChangeAt: null,
    });
  });

  it('ends a pause: opening is taking orders again', () => {
    const paused = schedule({ switchOpen: true, pausedUntil: ist('2026-12-07', '14:00') });
    expect(switchedSchedule(paused, true, ist('2026-12-07', '13:00'))).toMatchObject({
      isOpen: true,
      pausedUntil: null,
    });
  });
});

describe('pauses and new hours', () => {
  const now = ist('2026-12-07', '13:00');

  it('pauses for the chosen minutes and gives the store back as it was', () => {
    const paused = pausedSchedule(schedule({ isOpen: true }), 30, now);
    expect(paused).toEqual({
      isOpen: false,
      switchOpen: true,
      switchUntil: null,
      pausedUntil: ist('2026-12-07', '13:30'),
      nextChangeAt: ist('2026-12-07', '13:30'),
    });
    const after = settledSchedule({ ...schedule({ isOpen: false }), ...paused }, ist('2026-12-07', '13:30'));
    expect(after).toMatchObject({ isOpen: true, pausedUntil: null, nextChangeAt: null });
  });

  it('ends a pause early with 0 minutes', () => {
    const paused = { ...schedule({ isOpen: false }), ...pausedSchedule(schedule(), 60, now) };
    expect(pausedSchedule(paused, 0, ist('2026-12-07', '13:10'))).toMatchObject({
      isOpen: true,
      pausedUntil: null,
    });
  });

  it('follows new hours at once: saving them ends the switch', () => {
    const hours = everyDay('09:00', '21:00');
    const closedByHand = { ...schedule({ hours }), ...switchedSchedule(schedule({ hours }), false, now) };
    expect(rescheduled(closedByHand, everyDay('10:00', '18:00'), now)).toEqual({
      isOpen: true,
      switchOpen: null,
      switchUntil: null,
      pausedUntil: null,
      nextChangeAt: ist('2026-12-07', '18:00'),
    });
    const seedStoreClosed = schedule({ isOpen: false });
    expect(rescheduled(seedStoreClosed, hours, now)).toMatchObject({ isOpen: true, switchOpen: null });
  });

  it('keeps a pause running when the hours change', () => {
    const paused = { ...schedule(), ...pausedSchedule(schedule(), 15, now) };
    expect(rescheduled(paused, everyDay('09:00', '21:00'), now)).toMatchObject({
      isOpen: false,
      pausedUntil: ist('2026-12-07', '13:15'),
      nextChangeAt: ist('2026-12-07', '13:15'),
    });
  });

  it('keeps the state a suspended store would have of its own when its hours are taken away', () => {
    const suspended = schedule({ status: 'suspended', hours: everyDay('09:00', '21:00'), isOpen: false });
    const withoutHours = rescheduled(suspended, null, now);
    expect(withoutHours).toMatchObject({ isOpen: false, switchOpen: true });
    // Reactivated, it is open: the hours had it open at 13:00.
    expect(
      settledSchedule({ ...suspended, ...withoutHours, hours: null, status: 'active' }, now).isOpen,
    ).toBe(true);
  });

  it('keeps the state the old hours gave when the hours are taken away', () => {
    const following = schedule({ hours: everyDay('09:00', '21:00'), isOpen: true });
    expect(rescheduled(following, null, now)).toEqual({
      isOpen: true,
      switchOpen: true,
      switchUntil: null,
      pausedUntil: null,
      nextChangeAt: null,
    });
  });
});
