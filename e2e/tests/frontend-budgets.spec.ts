import { expect, test, type Page } from '@playwright/test';
import { VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import { DEMO_VENDOR } from '../page-objects/vendor-pages';
import { apiPost } from '../support/api';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';
import { reactRendererCount, trackReactRenderers } from '../support/react-instances';

/**
 * Issue 10's budgets: the JavaScript a first load of each route puts on the wire, that is the
 * encoded (brotli, as the gateway serves it to Chromium) bytes of every script the page fetched
 * until the network went idle, in a fresh context with an empty cache. Built frontends only
 * (`npm run test:e2e` builds them); sizes are deterministic for a given build.
 */
const KB = 1024;
const PRESTIGE_LAKESIDE_HABITAT = 1;

interface ScriptWeight {
  bytes: number;
  files: Array<{ path: string; bytes: number; encoding: string | null }>;
}

/** Loads `route` and sums the scripts' encoded body sizes from Chromium's own accounting. */
async function scriptWeight(page: Page, route: string): Promise<ScriptWeight> {
  const encodings = new Map<string, string | null>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? null);
    }
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  const files = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  );
  return {
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    files: files.map((file) => ({ ...file, encoding: encodings.get(file.path) ?? null })),
  };
}

function expectBrotliEverywhere(weight: ScriptWeight): void {
  expect(weight.files.length).toBeGreaterThan(0);
  // Every script is served precompressed (tiny ones may have no smaller copy).
  expect(weight.files.filter((file) => file.bytes > 1024 && file.encoding !== 'br')).toEqual([]);
}

const describe = (weight: ScriptWeight) =>
  weight.files.map((file) => `${(file.bytes / KB).toFixed(1)} KB ${file.path}`).join('\n');

test.describe('front-end weight (issue 10)', () => {
  test('/ loads at most 170 KB of JavaScript on the wire, with one React', async ({ page }) => {
    await trackReactRenderers(page);
    const weight = await scriptWeight(page, '/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expectBrotliEverywhere(weight);
    console.log(`/: ${(weight.bytes / KB).toFixed(1)} KB\n${describe(weight)}`);
    expect(weight.bytes, describe(weight)).toBeLessThanOrEqual(170 * KB);
  });

  test('/customer/directory, signed in, loads at most 200 KB of JavaScript', async ({ page }) => {
    await signUpAndSignIn(page.request, uniqueResident('Kavya'));
    await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
    await trackReactRenderers(page);
    const weight = await scriptWeight(page, '/customer/directory');
    await expect(page).toHaveURL(/\/customer\/directory$/);
    expect(await reactRendererCount(page)).toBe(1);
    expectBrotliEverywhere(weight);
    console.log(`/customer/directory: ${(weight.bytes / KB).toFixed(1)} KB\n${describe(weight)}`);
    expect(weight.bytes, describe(weight)).toBeLessThanOrEqual(200 * KB);
  });

  test('/admin loads at most 200 KB of JavaScript', async ({ page }) => {
    await trackReactRenderers(page);
    const weight = await scriptWeight(page, '/admin');
    await expect(page.getByRole('button', { name: /login|sign in/i })).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expectBrotliEverywhere(weight);
    console.log(`/admin: ${(weight.bytes / KB).toFixed(1)} KB\n${describe(weight)}`);
    expect(weight.bytes, describe(weight)).toBeLessThanOrEqual(200 * KB);
  });

  // The vendor app (issue 24): its sign-in form, and a member's inbox (the workspace's chunk on top).
  test('/vendor loads at most 200 KB of JavaScript', async ({ page }) => {
    await trackReactRenderers(page);
    const weight = await scriptWeight(page, '/vendor');
    await expect(page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.signIn.title })).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expectBrotliEverywhere(weight);
    console.log(`/vendor: ${(weight.bytes / KB).toFixed(1)} KB\n${describe(weight)}`);
    expect(weight.bytes, describe(weight)).toBeLessThanOrEqual(200 * KB);
  });

  test("/vendor, a store member's inbox, loads at most 200 KB of JavaScript", async ({ page }) => {
    // The inbox's live stream stays open, so the page would never be idle: it is refused here (the
    // inbox then polls), which changes nothing in the scripts the page loads.
    await page.route('**/api/vendor/orders/events', (route) => route.abort());
    await apiPost(page.request, '/api/auth/login', {
      emailOrPhone: DEMO_VENDOR.email,
      password: DEMO_VENDOR.password,
    });
    await trackReactRenderers(page);
    const weight = await scriptWeight(page, '/vendor');
    await expect(page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.inbox.title })).toBeVisible();
    expect(await reactRendererCount(page)).toBe(1);
    expectBrotliEverywhere(weight);
    console.log(`/vendor (inbox): ${(weight.bytes / KB).toFixed(1)} KB\n${describe(weight)}`);
    expect(weight.bytes, describe(weight)).toBeLessThanOrEqual(200 * KB);
  });
});
