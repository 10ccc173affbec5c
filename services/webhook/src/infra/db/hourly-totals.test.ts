import { splitAtWholeHours } from './hourly-totals';

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
