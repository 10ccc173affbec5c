import { expect, test, type Page } from '@playwright/test';
import { HOME_TEXTS } from '@marketplace/contracts';
import { FlicksPage, NearbyBusinessesPage } from '../page-objects/flicks-map-pages';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';

const MAP_CATEGORIES = [
  'All Categories',
  'Coffee & Snacks',
  'Indian Restaurant',
  'Grocery',
  'Beauty & Salon',
  'Home Services',
  'Auto Services',
];

async function vendorName(page: Page, id: number): Promise<string> {
  return (await apiGet<{ name: string }>(page.request, `/api/vendors/${id}`)).name;
}

test('the Flicks tab shows the Coming Soon toast for 5 seconds and opens the feed', async ({ page }) => {
  await signInAsNewResident(page);
  await page.goto('/customer/profile');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flicks' }).click();
  const shownAt = Date.now();

  const toast = page.getByRole('status').filter({ hasText: HOME_TEXTS.flicksComingSoon.title });
  await expect(toast).toContainText(HOME_TEXTS.flicksComingSoon.description);
  await expect(page).toHaveURL(/\/customer\/feeds$/);
  await expect(page.getByRole('heading', { name: 'Flicks', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flicks' }),
  ).toHaveAttribute('aria-current', 'page');
  // Still there 4 s after the tap, gone by 6.5 s.
  await page.waitForTimeout(Math.max(0, 4_000 - (Date.now() - shownAt)));
  await expect(toast).toBeVisible({ timeout: 500 });
  await expect(toast).toBeHidden({ timeout: 2_500 });
});

test('a sample video plays muted, fills its progress bar and can be unmuted', async ({ page }) => {
  await signInAsNewResident(page);
  const flicks = new FlicksPage(page);
  await flicks.open();

  await expect.poll(async () => (await flicks.playback()).readyState).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await flicks.playback()).currentTime).toBeGreaterThan(0.5);
  expect(await flicks.playback()).toMatchObject({ paused: false, muted: true });
  await expect.poll(() => flicks.progressOf(1)).toBeGreaterThan(0);
  await expect(flicks.video).toHaveAttribute('aria-label', /.+: .+/);

  await flicks.button('Unmute').click();
  await expect(flicks.button('Mute')).toBeVisible();
  expect((await flicks.playback()).muted).toBe(false);
  await flicks.button('Mute').click();
  expect((await flicks.playback()).muted).toBe(true);

  await expectNoSeriousA11yViolations(page, 'flicks');
});

/** Keeps the videos from loading, so no post ends and moves on while a test steps through the feed. */
async function holdVideos(page: Page): Promise<void> {
  await page.route('**/media/*', (route) => route.abort());
}

test('swipes over 50 px and the arrows move through the six posts of demo vendors', async ({ page }) => {
  await signInAsNewResident(page);
  await holdVideos(page);
  const flicks = new FlicksPage(page);
  await flicks.open();
  await expect(flicks.position).toHaveText('Post 1 of 6');
  await expect(flicks.button('Previous post')).toBeDisabled();

  // Under the threshold nothing moves, with the mouse or a finger.
  await flicks.dragWithMouse(-40);
  await flicks.dragWithFinger(-45);
  await expect(flicks.position).toHaveText('Post 1 of 6');

  await flicks.dragWithMouse(-120);
  await expect(flicks.position).toHaveText('Post 2 of 6');
  await flicks.dragWithFinger(-120);
  await expect(flicks.position).toHaveText('Post 3 of 6');
  await flicks.dragWithMouse(120);
  await expect(flicks.position).toHaveText('Post 2 of 6');
  await flicks.dragWithFinger(120);
  await expect(flicks.position).toHaveText('Post 1 of 6');

  await flicks.button('Next post').click();
  await expect(flicks.position).toHaveText('Post 2 of 6');
  await flicks.button('Previous post').click();
  await expect(flicks.position).toHaveText('Post 1 of 6');

  // Each post's vendor is the demo vendor of that id.
  const ids: number[] = [];
  for (let post = 1; post <= 6; post++) {
    await expect(flicks.position).toHaveText(`Post ${post} of 6`);
    const id = await flicks.vendorId();
    await expect(flicks.vendorLink).toHaveText(await vendorName(page, id));
    ids.push(id);
    if (post < 6) await flicks.button('Next post').click();
  }
  expect(new Set(ids).size).toBe(6);
  await expect(flicks.button('Next post')).toBeDisabled();
});

test('a video that ends moves on to the next post, and the last one back to the first', async ({ page }) => {
  await signInAsNewResident(page);
  const flicks = new FlicksPage(page);
  await flicks.open();
  // Each sample is 4 s long.
  await expect(flicks.position).toHaveText('Post 2 of 6', { timeout: 10_000 });

  for (let post = 3; post <= 6; post++) {
    await flicks.button('Next post').click();
    await expect(flicks.position).toHaveText(`Post ${post} of 6`);
  }
  await expect(flicks.position).toHaveText('Post 1 of 6', { timeout: 10_000 });
});

test('the like toggle counts one up and back; the vendor name opens the vendor page', async ({ page }) => {
  await signInAsNewResident(page);
  await holdVideos(page);
  const flicks = new FlicksPage(page);
  await flicks.open();

  const likes = flicks.reaction('likes');
  const before = Number((await likes.innerText()).replace(/\D/g, ''));
  await flicks.button('Like').click();
  await expect(flicks.button('Like')).toHaveAttribute('aria-pressed', 'true');
  await expect(likes).toHaveText(`${(before + 1).toLocaleString('en-IN')} likes`);
  await flicks.button('Like').click();
  await expect(flicks.button('Like')).toHaveAttribute('aria-pressed', 'false');
  await expect(likes).toHaveText(`${before.toLocaleString('en-IN')} likes`);
  await expect(flicks.reaction('comments')).toBeVisible();
  await expect(flicks.reaction('shares')).toBeVisible();

  const id = await flicks.vendorId();
  await flicks.vendorLink.click();
  await expect(page).toHaveURL(new RegExp(`/customer/vendor/${id}\\?from=home$`));
});

test('the map filters its sample businesses by category and search, and links each one', async ({ page }) => {
  await signInAsNewResident(page);
  const map = new NearbyBusinessesPage(page);
  await map.open();

  await expect(map.category.getByRole('option')).toHaveText(MAP_CATEGORIES);
  const all = await map.names();
  expect(all.length).toBeGreaterThan(6);
  await expect(map.map.getByRole('button')).toHaveCount(all.length);
  await expectNoSeriousA11yViolations(page, 'map');

  await map.category.selectOption('Indian Restaurant');
  await expect(map.cards).toHaveCount(3);
  for (const card of await map.cards.all()) await expect(card).toContainText('Indian Restaurant');
  await expect(map.map.getByRole('button')).toHaveCount(3);

  await map.search('dosa');
  await expect(map.cards.getByRole('heading')).toHaveText(['Dosa Corner']);
  await map.category.selectOption('Grocery');
  await expect(page.getByText('No businesses found')).toBeVisible();
  await expect(map.cards).toHaveCount(0);

  await map.category.selectOption('All Categories');
  await map.search('whitefield');
  await expect(map.cards).toHaveCount(4);
  for (const card of await map.cards.all()) await expect(card).toContainText('Whitefield');

  await map.search('');
  await expect(map.cards).toHaveCount(all.length);
  await map.pin('Green Leaf Cafe').click();
  await expect(map.pin('Green Leaf Cafe')).toHaveAttribute('aria-pressed', 'true');

  const card = map.card('Green Leaf Cafe');
  await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919845011204');
  const go = card.getByRole('link', { name: 'Go' });
  await expect(go).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=12.9112,77.6465',
  );
  await expect(go).toHaveAttribute('target', '_blank');
  await expect(go).toHaveAttribute('rel', /noopener/);

  // Every business is the demo vendor its View Details opens.
  for (const entry of await map.cards.all()) {
    const href = (await entry.getByRole('link', { name: 'View Details' }).getAttribute('href')) ?? '';
    const match = /^\/customer\/vendor\/(\d+)\?from=map$/.exec(href);
    expect(match, `a vendor link with from=map, not ${href}`).not.toBeNull();
    await expect(entry.getByRole('heading')).toHaveText(await vendorName(page, Number(match![1])));
  }

  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/customer\/vendor\/4\?from=map$/);
});
