import { expect, test } from '@playwright/test';
import {
  APP_CONFIG_ADMIN_MESSAGES as M,
  PROFILE_TEXTS,
  WEBHOOK_CONFIG_TEXTS,
  WEBHOOK_EVENTS,
} from '@marketplace/contracts';
import { AdminDashboard } from '../page-objects/admin-pages';
import { ProfilePage, signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';

// Issue 12: the App Config and Webhook Config tabs.

test("a section the administrator switches off leaves the residents' profile menu after a reload", async ({
  page,
  browser,
}, testInfo) => {
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const tab = await admin.openTab('App Config');
  await expect(tab.getByRole('heading', { name: /Customer Profile/ })).toBeVisible();
  await tab.getByRole('button', { name: /^Show sections/ }).click();
  const favorites = tab.getByRole('switch', { name: 'Favorite Vendors' });
  await expect(favorites).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page, 'app config, sections open');

  const residentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const resident = await residentContext.newPage();
  await signInAsNewResident(resident);
  const profile = new ProfilePage(resident);
  await profile.open();
  const entry = profile.menu.getByRole('link', { name: PROFILE_TEXTS.menu.favorites, exact: true });
  await expect(entry).toBeVisible();

  try {
    await favorites.click();
    await admin.expectToast('Success', M.sectionStatusUpdated);
    await expect(favorites).toHaveAttribute('aria-checked', 'false');
    await resident.reload();
    await expect(profile.menu.getByRole('link', { name: PROFILE_TEXTS.menu.help })).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The section's name and description are edited in a dialog.
    await tab.getByRole('button', { name: 'Edit Favorite Vendors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Favorite Vendors' });
    await dialog.getByLabel('Display Name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByLabel('Display Name')).toHaveAccessibleDescription('Display name is required');
    await dialog.getByLabel('Display Name').fill('Saved Vendors');
    await dialog.getByLabel('Description').fill('Vendors the resident keeps close');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.expectToast('Success', M.itemUpdated);
    await expect(tab.getByRole('switch', { name: 'Saved Vendors' })).toBeVisible();
    await expect(tab.getByText('Vendors the resident keeps close')).toBeVisible();
  } finally {
    // Other tests read the profile menu: put the section back as it was.
    const section = tab.getByRole('switch', { name: /^(Saved|Favorite) Vendors$/ });
    if ((await section.getAttribute('aria-checked')) === 'false') {
      await section.click();
      await admin.expectToast('Success', M.sectionStatusUpdated);
    }
    if (await tab.getByRole('switch', { name: 'Saved Vendors' }).count()) {
      await tab.getByRole('button', { name: 'Edit Saved Vendors' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Saved Vendors' });
      await dialog.getByLabel('Display Name').fill('Favorite Vendors');
      await dialog.getByLabel('Description').fill('Vendors the resident saved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await admin.expectToast('Success', M.itemUpdated);
    }
  }
  await resident.reload();
  await expect(entry).toBeVisible();
  await residentContext.close();
});

test('the webhook config shows where partners post, the secret on request, and that the endpoint is ready', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const tab = await admin.openTab('Webhook Config');
  const url = `${baseURL}/api/webhook`;
  await expect(tab.getByText(url, { exact: true })).toBeVisible();
  await expect(tab.getByText(WEBHOOK_CONFIG_TEXTS.active)).toBeVisible();
  // Development keeps the body-secret form on (decision 176), and the tab says so first.
  await expect(tab.getByRole('heading', { name: WEBHOOK_CONFIG_TEXTS.bodySecretOnTitle })).toBeVisible();
  for (const event of WEBHOOK_EVENTS)
    await expect(tab.getByRole('listitem').filter({ hasText: event })).toBeVisible();
  for (const field of ['"event"', '"orderId"', '"status"', '"secret"'])
    await expect(tab.locator('pre')).toContainText(field);
  await expectNoSeriousA11yViolations(page, 'webhook config');

  // The secret stays masked until revealed; both copy buttons put their value on the clipboard.
  const revealedSecret = tab.getByText(/^whsec_[A-Za-z0-9+/=]{16,}$/);
  await expect(tab.getByText(WEBHOOK_CONFIG_TEXTS.masked)).toBeVisible();
  await expect(revealedSecret).toHaveCount(0);
  await tab.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(revealedSecret).toBeVisible();
  const secret = await revealedSecret.innerText();
  await tab.getByRole('button', { name: 'Copy secret' }).click();
  await admin.expectToast(WEBHOOK_CONFIG_TEXTS.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await tab.getByRole('button', { name: 'Copy webhook URL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await tab.getByRole('button', { name: 'Hide secret' }).click();
  await expect(revealedSecret).toHaveCount(0);
});
