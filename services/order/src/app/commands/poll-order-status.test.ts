import { longestAskMs } from './poll-order-status';

describe('longestAskMs', () => {
  it('is one timeout when there is a single try', () => {
    expect(longestAskMs({ attempts: 1, timeoutMs: 5_000 }, 1_000)).toBe(5_000);
  });

  it("adds every try's timeout and the growing pauses between tries", () => {
    // The config's defaults: 1 + 3 retries of 30 s, pauses of 1, 2 and 3 s.
    expect(longestAskMs({ attempts: 4, timeoutMs: 30_000 }, 1_000)).toBe(126_000);
  });
});
