/** What time it is, for the use cases that read the stores' hours (tests move it). */
export type Clock = () => Date;

/**
 * The system's clock, moved by an offset a test sets (STORE_TEST_CLOCK): the hours of a store close
 * it "on their own" in a browser test without the test waiting for the real hour.
 */
export function adjustableClock(): { clock: Clock; setOffsetMs: (offsetMs: number) => void } {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    setOffsetMs: (next) => {
      offsetMs = next;
    },
  };
}
