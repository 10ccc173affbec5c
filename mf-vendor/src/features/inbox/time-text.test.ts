import { placedAt, timeLeft, timeSince } from './time-text';

const NOW = Date.parse('2026-11-28T14:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('the time since an order was placed', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 min ago'],
    [5 * 60_000 + 30_000, '5 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1 h ago'],
    [2 * 3_600_000 + 10 * 60_000, '2 h 10 min ago'],
    [24 * 3_600_000, '1 day ago'],
    [3 * 24 * 3_600_000, '3 days ago'],
  ])('reads %i ms as %s', (ms, text) => {
    expect(timeSince(ago(ms), NOW)).toBe(text);
  });

  it('reads a time a little ahead of the device clock as just now, and a bad time as nothing', () => {
    expect(timeSince(ago(-20_000), NOW)).toBe('just now');
    expect(timeSince('not a time', NOW)).toBe('');
  });
});

describe('the time left to answer', () => {
  it('counts minutes and seconds down, rounding a started second up', () => {
    expect(timeLeft(ago(-10 * 60_000), NOW)).toBe('10:00');
    expect(timeLeft(ago(-(4 * 60_000 + 5_000)), NOW)).toBe('4:05');
    expect(timeLeft(ago(-500), NOW)).toBe('0:01');
  });

  it('is over at the deadline', () => {
    expect(timeLeft(ago(0), NOW)).toBeNull();
    expect(timeLeft(ago(1000), NOW)).toBeNull();
    expect(timeLeft('soon', NOW)).toBeNull();
  });
});

it('dates an order in Indian time', () => {
  expect(placedAt('2026-11-28T14:15:00.000Z')).toBe('28 Nov, 7:45 pm');
});
