import { expect, test } from '@playwright/test';
import { LANDING_BENEFITS, ROLE_SWITCHER_TEXTS, VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { LandingPage, LoginPage, uniqueResident } from '../page-objects/auth-pages';
import { apiPost } from '../support/api';

test('the landing page shows the three promises and both ways in, at / and /welcome', async ({ page }) => {
  const landing = new LandingPage(page);
  for (const path of ['/', '/welcome'] as const) {
    await landing.open(path);
    await landing.expectShown(LANDING_BENEFITS);
  }
  await landing.getStarted.click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await landing.login.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('every page carries the marketplace icon, so the browser asks for no /favicon.ico', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await new LandingPage(page).open();
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  // The icon draws: an image the browser can decode, not a broken one.
  const drawn = await icon.evaluate(async (link: HTMLLinkElement) => {
    const image = new Image();
    image.src = link.href;
    await image.decode();
    return image.naturalWidth > 0;
  });
  expect(drawn).toBe(true);
  expect(missing).toEqual([]);
});

test('the role switcher offers customer and vendor, and vendor opens the vendor app', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const sheet = await landing.openRoleSwitcher(ROLE_SWITCHER_TEXTS.title);
  const customer = sheet.getByRole('button', { name: new RegExp(`^${ROLE_SWITCHER_TEXTS.customer.label}`) });
  const vendor = sheet.getByRole('button', { name: new RegExp(`^${ROLE_SWITCHER_TEXTS.vendor.label}`) });
  await expect(customer).toContainText(ROLE_SWITCHER_TEXTS.customer.description);
  await expect(vendor).toContainText(ROLE_SWITCHER_TEXTS.vendor.description);

  await customer.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Escape closes it too, as any modal.
  await landing.openRoleSwitcher(ROLE_SWITCHER_TEXTS.title);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Vendor goes to the vendor app (issue 24), which asks a visitor to sign in.
  await (
    await landing.openRoleSwitcher(ROLE_SWITCHER_TEXTS.title)
  )
    .getByRole('button', { name: new RegExp(`^${ROLE_SWITCHER_TEXTS.vendor.label}`) })
    .click();
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole('heading', { name: VENDOR_APP_TEXTS.signIn.title })).toBeVisible();
});

test('an auth outage is not read as signed out: the app offers a retry', async ({ page }) => {
  let outage = true;
  await page.route('**/api/auth/user', (route) =>
    outage
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service unavailable"}',
        })
      : route.fallback(),
  );

  for (const path of ['/', '/login', '/customer']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  outage = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  // Back online and without a session: the signed-in screen sends the visitor to login.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('signing out ends the session and shows the landing page', async ({ page }) => {
  const resident = uniqueResident('Divya');
  await apiPost(page.request, '/api/auth/register', resident);
  const login = new LoginPage(page);
  await login.open();
  await login.login(resident.email, resident.password);
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  // The profile's Sign Out navigates to /api/logout (customer spec 2); the full page load starts
  // the app with an empty cache, so nothing of the old session is shown.
  await page.evaluate(() => window.location.assign('/api/logout'));
  await expect(page).toHaveURL(/\/$/);
  await new LandingPage(page).expectShown(LANDING_BENEFITS);

  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in resident who opens a signed-out screen goes where onboarding says', async ({ page }) => {
  const resident = uniqueResident('Farah');
  await apiPost(page.request, '/api/auth/register', resident);
  await apiPost(page.request, '/api/auth/login', {
    emailOrPhone: resident.phone,
    password: resident.password,
  });
  for (const path of ['/login', '/register', '/forgot-password', '/welcome']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding\/community-selection$/);
  }
});
