import { SWIPE_THRESHOLD_PX, canStep, playedFraction, stepIndex, swipeStep } from './feed-navigation';

describe('a vertical swipe on the feed', () => {
  it('moves to the next post when dragged up more than 50 px', () => {
    expect(swipeStep(400, 349)).toBe('next');
    expect(swipeStep(600, 100)).toBe('next');
  });

  it('moves back to the previous post when dragged down more than 50 px', () => {
    expect(swipeStep(300, 351)).toBe('previous');
  });

  it('does nothing for a drag of 50 px or less, either way', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(400, 350)).toBeNull();
    expect(swipeStep(400, 450)).toBeNull();
    expect(swipeStep(400, 400)).toBeNull();
  });
});

describe('the post a step lands on', () => {
  it('goes one post forward or back inside the feed', () => {
    expect(stepIndex(2, 'next', 6, 'clamp')).toBe(3);
    expect(stepIndex(2, 'previous', 6, 'clamp')).toBe(1);
  });

  it("stops at either end for the resident's own swipes and arrows", () => {
    expect(stepIndex(5, 'next', 6, 'clamp')).toBe(5);
    expect(stepIndex(0, 'previous', 6, 'clamp')).toBe(0);
    expect(canStep(0, 'previous', 6)).toBe(false);
    expect(canStep(0, 'next', 6)).toBe(true);
    expect(canStep(5, 'next', 6)).toBe(false);
  });

  it('wraps from the last post to the first when a video ends', () => {
    expect(stepIndex(5, 'next', 6, 'wrap')).toBe(0);
    expect(stepIndex(0, 'previous', 6, 'wrap')).toBe(5);
    expect(stepIndex(3, 'next', 6, 'wrap')).toBe(4);
  });

  it('stays on the only post there is', () => {
    expect(stepIndex(0, 'next', 1, 'wrap')).toBe(0);
    expect(stepIndex(0, 'next', 0, 'clamp')).toBe(0);
  });
});

describe("the current post's progress bar", () => {
  it("fills with the video's time", () => {
    expect(playedFraction(0, 4)).toBe(0);
    expect(playedFraction(1, 4)).toBe(0.25);
    expect(playedFraction(4, 4)).toBe(1);
  });

  it('stays empty while the duration is unknown and never overflows', () => {
    expect(playedFraction(1, Number.NaN)).toBe(0);
    expect(playedFraction(1, Number.POSITIVE_INFINITY)).toBe(0);
    expect(playedFraction(1, 0)).toBe(0);
    expect(playedFraction(5, 4)).toBe(1);
  });
});
