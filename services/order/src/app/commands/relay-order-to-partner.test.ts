import { relayRetryDelay } from './relay-order-to-partner';

describe('relayRetryDelay', () => {
  const policy = { maxAttempts: 6, baseDelayMs: 2_000, maxDelayMs: 10_000, timeoutMs: 1_000 };

  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => relayRetryDelay(policy, attempts))).toEqual([
      2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
