/** Customer spec 9: a vertical swipe must travel more than this many pixels to change post. */
export const SWIPE_THRESHOLD_PX = 50;

export type FeedStep = 'next' | 'previous';

/**
 * What a vertical swipe from startY to endY asks for: dragging up brings the next post in from
 * below, dragging down brings back the previous one. Exactly the threshold or less is a tap or a
 * wobble, and does nothing.
 */
export function swipeStep(startY: number, endY: number, threshold = SWIPE_THRESHOLD_PX): FeedStep | null {
  const travel = endY - startY;
  if (Math.abs(travel) <= threshold) return null;
  return travel < 0 ? 'next' : 'previous';
}

/**
 * The post a step lands on. A resident's swipe or arrow stops at either end of the feed (`clamp`);
 * a video that ends moves on by itself and wraps from the last post to the first (`wrap`), so the
 * feed keeps playing.
 */
export function stepIndex(index: number, step: FeedStep, count: number, mode: 'clamp' | 'wrap'): number {
  if (count <= 0) return 0;
  const target = index + (step === 'next' ? 1 : -1);
  if (mode === 'wrap') return ((target % count) + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}

/** Whether a resident's step from this post would move at all (the arrows are disabled otherwise). */
export function canStep(index: number, step: FeedStep, count: number): boolean {
  return stepIndex(index, step, count, 'clamp') !== index;
}

/** How much of a progress bar is filled, 0 to 1, from the video's clock; unknown durations read 0. */
export function playedFraction(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(Math.max(currentTime / duration, 0), 1);
}
