import type { BrowserContext, Page } from '@playwright/test';

/**
 * The vendor app's alert is a sound (mf-vendor's chime.ts, Web Audio), which a test cannot hear:
 * this records, in every page of `context`, when a chime starts. A chime is a few notes created
 * together, counted once. Only a running audio context makes a sound, so a chime recorded here is
 * one the speaker played.
 */
export async function recordAlertChimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const chimes: number[] = [];
    Object.assign(window, { alertChimes: chimes });
    const createOscillator = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      const now = Date.now();
      const last = chimes.at(-1);
      if (this.state === 'running' && (last === undefined || now - last >= 100)) chimes.push(now);
      return createOscillator.call(this);
    };
  });
}

/** When each chime so far started (the page's Date.now()). */
export function alertChimes(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { alertChimes?: number[] }).alertChimes ?? []);
}

/** The page's clock, to compare with the chimes' times. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}
