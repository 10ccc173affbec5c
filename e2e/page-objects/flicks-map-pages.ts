import { expect, type Locator, type Page } from '@playwright/test';

/** /customer/feeds: the full-screen feed of sample posts, its overlay controls and its gestures. */
export class FlicksPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/feeds');
    await expect(this.page.getByRole('heading', { name: 'Flicks', level: 1 })).toBeVisible();
  }

  get feed(): Locator {
    return this.page.getByRole('main');
  }

  get video(): Locator {
    return this.feed.locator('video');
  }

  /** The announcement of where the feed is: 'Post 2 of 6'. */
  get position(): Locator {
    return this.feed.getByRole('status');
  }

  button(name: 'Previous post' | 'Next post' | 'Like' | 'Mute' | 'Unmute'): Locator {
    return this.feed.getByRole('button', { name, exact: true });
  }

  /** The current post's vendor: the one link that is not Back. */
  get vendorLink(): Locator {
    return this.feed.getByRole('link').filter({ hasNotText: '←' });
  }

  /** A reaction's count as read aloud: '1,240 likes', '86 comments', '41 shares'. */
  reaction(kind: 'likes' | 'comments' | 'shares'): Locator {
    return this.feed
      .getByRole('list', { name: 'Reactions' })
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`\\d ${kind}$`) });
  }

  /** The vendor id the current post's name opens, read from its link. */
  async vendorId(): Promise<number> {
    const href = await this.vendorLink.getAttribute('href');
    const match = /^\/customer\/vendor\/(\d+)\?from=home$/.exec(href ?? '');
    expect(match, `a vendor link with from=home, not ${href}`).not.toBeNull();
    return Number(match![1]);
  }

  /** A mouse drag from the middle of the feed, `dy` pixels down (negative: up). */
  async dragWithMouse(dy: number): Promise<void> {
    const { x, y } = await this.middle();
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }

  /** A finger drag from the middle of the feed, as a touch screen sends it (through the DevTools protocol). */
  async dragWithFinger(dy: number): Promise<void> {
    const { x, y } = await this.middle();
    const session = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchY: number | null) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: touchY === null ? [] : [{ x, y: touchY }],
      });
    await touch('touchStart', y);
    for (let step = 1; step <= 8; step++) await touch('touchMove', y + (dy * step) / 8);
    await touch('touchEnd', null);
    await session.detach();
  }

  /** How full a post's progress bar is, 0 to 1 (the bars are drawn only, so read from their style). */
  async progressOf(post: number): Promise<number> {
    const fill = this.feed
      .locator('ol > li')
      .nth(post - 1)
      .locator('span');
    const transform = (await fill.getAttribute('style')) ?? '';
    return Number(/scaleX\(([\d.]+)\)/.exec(transform)?.[1] ?? Number.NaN);
  }

  /** The video's clock and readiness, straight from the element. */
  async playback(): Promise<{ currentTime: number; readyState: number; paused: boolean; muted: boolean }> {
    return this.video.evaluate((element: HTMLVideoElement) => ({
      currentTime: element.currentTime,
      readyState: element.readyState,
      paused: element.paused,
      muted: element.muted,
    }));
  }

  private async middle(): Promise<{ x: number; y: number }> {
    // Left of the arrows and reactions, above the caption: only the video is under the pointer.
    const box = (await this.feed.boundingBox())!;
    return { x: box.x + box.width * 0.35, y: box.y + box.height * 0.45 };
  }
}

/** /customer/map: search, category filter, the drawn map with its pins and the list of businesses. */
export class NearbyBusinessesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/map');
    await expect(this.page.getByRole('heading', { name: 'Nearby Businesses', level: 1 })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search businesses' }).fill(text);
  }

  get category(): Locator {
    return this.page.getByRole('combobox', { name: 'Category' });
  }

  get map(): Locator {
    return this.page.getByRole('group', { name: 'Map of nearby businesses' });
  }

  pin(name: string): Locator {
    return this.map.getByRole('button', { name, exact: true });
  }

  get cards(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async names(): Promise<string[]> {
    return this.cards.getByRole('heading').allInnerTexts();
  }
}
