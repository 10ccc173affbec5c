import { Prisma } from './generated/client';
import { splitAtWholeHours, windowParts } from './hourly-totals';

const at = (time: string) => new Date(`2026-11-20T${time}Z`);
const between = (from: string, to: string) => ({ from: at(from), to: at(to) });

describe('splitAtWholeHours', () => {
  it('reads the whole UTC hours from the totals and the partial ones at either edge from the log', () => {
    // An Indian day starts and ends on the half hour.
    expect(splitAtWholeHours(between('00:30:00.000', '05:30:00.000'))).toEqual({
      wholeHours: between('01:00:00.000', '05:00:00.000'),
      partialHours: [between('00:30:00.000', '01:00:00.000'), between('05:00:00.000', '05:30:00.000')],
    });
  });

  it('has no partial hours when the window starts and ends on the hour', () => {
    expect(splitAtWholeHours(between('01:00:00.000', '03:00:00.000'))).toEqual({
      wholeHours: between('01:00:00.000', '03:00:00.000'),
      partialHours: [],
    });
  });

  it('keeps an open bound open, so an unbounded window is all totals', () => {
    expect(splitAtWholeHours({})).toEqual({
      wholeHours: { from: undefined, to: undefined },
      partialHours: [],
    });
    expect(splitAtWholeHours({ from: at('10:15:00.000') })).toEqual({
      wholeHours: { from: at('11:00:00.000'), to: undefined },
      partialHours: [between('10:15:00.000', '11:00:00.000')],
    });
    expect(splitAtWholeHours({ to: at('10:00:00.001') })).toEqual({
      wholeHours: { from: undefined, to: at('10:00:00.000') },
      partialHours: [between('10:00:00.000', '10:00:00.001')],
    });
  });

  it('reads a window holding no whole hour from the log alone, in one part', () => {
    expect(splitAtWholeHours(between('10:10:00.000', '10:20:00.000'))).toEqual({
      wholeHours: null,
      partialHours: [between('10:10:00.000', '10:20:00.000')],
    });
    expect(splitAtWholeHours(between('10:30:00.000', '11:15:00.000'))).toEqual({
      wholeHours: null,
      partialHours: [between('10:30:00.000', '11:15:00.000')],
    });
  });

  it('reads nothing for an empty window', () => {
    expect(splitAtWholeHours(between('10:10:00.000', '10:10:00.000'))).toEqual({
      wholeHours: null,
      partialHours: [],
    });
  });
});

describe('windowParts', () => {
  /** Each part as the table it reads and its conditions, the bounds in place of their placeholders. */
  const parts = (window: Parameters<typeof windowParts>[0]) =>
    windowParts(window, {
      log: (inWindow) => Prisma.sql`log ${Prisma.join(inWindow, ' AND ')}`,
      hours: (inWindow) => Prisma.sql`hours ${Prisma.join(inWindow, ' AND ')}`,
    }).map((part) => [part.sql, part.values]);

  it('reads the partial first hour of a window open at its end from the log, and every later hour from the totals', () => {
    expect(parts({ from: at('10:15:00.000') })).toEqual([
      [
        'log created_at >= ?::timestamptz AND created_at < ?::timestamptz',
        ['2026-11-20T10:15:00.000Z', '2026-11-20T11:00:00.000Z'],
      ],
      ['hours hour >= ?::timestamptz', ['2026-11-20T11:00:00.000Z']],
    ]);
  });

  it('reads a window from the hour on from the totals alone, and both partial hours of a bounded one from the log', () => {
    expect(parts({ from: at('11:00:00.000') })).toEqual([
      ['hours hour >= ?::timestamptz', ['2026-11-20T11:00:00.000Z']],
    ]);
    expect(parts(between('10:15:00.000', '12:30:00.000')).map(([sql]) => sql)).toEqual([
      'log created_at >= ?::timestamptz AND created_at < ?::timestamptz',
      'log created_at >= ?::timestamptz AND created_at < ?::timestamptz',
      'hours hour >= ?::timestamptz AND hour < ?::timestamptz',
    ]);
  });
});
