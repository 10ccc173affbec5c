import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { COMMUNITY_ADMIN_MESSAGES as M, COMMUNITY_FORM_MESSAGES as F } from '@marketplace/contracts';
import { AdminDashboard, cellsOf } from '../page-objects/admin-pages';
import { CommunitySelectionPage } from '../page-objects/onboarding-pages';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectToastInDesignStyle } from '../support/toast-style';

// Issue 12, Community Mgmt: an administrator creates, edits, blocks and deletes a community, and a
// blocked one is no longer offered to residents choosing theirs in onboarding.

/** A resident in a browser of their own, at onboarding's first step. */
async function residentAtOnboarding(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signInAsNewResident(page);
  return page;
}

/** The communities onboarding offers in Bengaluru, Karnataka, as the resident sees them. */
async function offeredInBengaluru(resident: Page): Promise<string[]> {
  const selection = new CommunitySelectionPage(resident);
  await selection.open();
  await selection.chooseState('Karnataka');
  await selection.chooseCity('Bengaluru');
  await selection.community.click();
  const names = await resident.getByRole('listbox').getByRole('option').allInnerTexts();
  await resident.keyboard.press('Escape');
  return names;
}

test('an administrator creates, edits, blocks and deletes a community; blocked, it leaves onboarding', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Lakeview Residency ${Date.now().toString().slice(-6)}`;
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const tab = await admin.openTab('Community Mgmt');
  await expect(tab.getByRole('group', { name: 'Community counts' })).toContainText('Total Communities');
  await expectNoSeriousA11yViolations(page, 'community management');

  // Add: every required field says so; the city waits for a state and is cleared when it changes.
  await tab.getByRole('button', { name: 'Add Community' }).click();
  const form = page.getByRole('dialog', { name: 'Add Community' });
  const city = form.getByLabel('City');
  await expect(city).toBeDisabled();
  await expect(city.locator('option').first()).toHaveText(M.selectStateFirst);
  await form.getByRole('button', { name: 'Create Community' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(F.nameRequired);
  await expect(form.getByLabel('State')).toHaveAccessibleDescription(F.stateRequired);
  await expect(city).toHaveAccessibleDescription(F.cityRequired);
  await expectNoSeriousA11yViolations(page, 'add community with errors');
  await form.getByLabel('State').selectOption('Kerala');
  await expect(city).toBeEnabled();
  await city.selectOption('Kochi');
  await form.getByLabel('State').selectOption('Karnataka');
  await expect(city).toHaveValue('');
  await city.selectOption('Bengaluru');
  await form.getByLabel('Latitude').fill('abc');
  await form.getByRole('button', { name: 'Create Community' }).click();
  await expect(form.getByLabel('Latitude')).toHaveAccessibleDescription(F.latitudeInvalid);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Address').fill('Whitefield Main Road');
  await form.getByLabel('Pincode').fill('560066');
  await form.getByLabel('Latitude').fill('12.969812345');
  await form.getByLabel('Longitude').fill('77.7499');
  await form.getByRole('button', { name: 'Create Community' }).click();
  await admin.expectToast(M.successTitle, M.created);
  await expectToastInDesignStyle(page, M.successTitle);
  await expect(form).toBeHidden();

  // Listed with its location, an active apartment; search finds it.
  await tab.getByLabel('Search').fill(name);
  const row = admin.row(tab.getByRole('table'), name);
  await expect(row).toBeVisible();
  const [, type, location] = await cellsOf(row);
  expect([type, location]).toEqual(['Apartment', 'Bengaluru, Karnataka - 560066']);
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue('active');

  const resident = await residentAtOnboarding(browser, testInfo);
  expect(await offeredInBengaluru(resident)).toContainEqual(expect.stringContaining(name));

  // Edit: a society now; the view dialog shows what was saved.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('City')).toHaveValue('Bengaluru');
  await edit.getByLabel('Type').selectOption('society');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await admin.expectToast(M.successTitle, M.updated);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Society');
  await row.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toContainText('12.969812');
  await expect(view).toContainText('Whitefield Main Road');
  await view.getByRole('button', { name: 'Close' }).click();

  // Blocked with the inline selector: the residents' onboarding no longer offers it.
  await row.getByLabel(`Status of ${name}`).selectOption('blocked');
  await admin.expectToast(M.successTitle, M.statusUpdated);
  // The badge (the selector's own option of that name comes after it).
  await expect(row.getByText('Blocked', { exact: true }).first()).toBeVisible();
  await tab.getByLabel('Status', { exact: true }).selectOption('blocked');
  await expect(row).toBeVisible();
  expect(await offeredInBengaluru(resident)).not.toContainEqual(expect.stringContaining(name));

  // Delete, after a confirmation.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Community' });
  await expect(confirm).toContainText(M.deleteConfirm(name));
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await admin.expectToast(M.successTitle, M.deleted);
  await expect(row).toHaveCount(0);
  await resident.context().close();
});

test('a community residents belong to cannot be deleted, and the filters narrow the list', async ({
  page,
}) => {
  const admin = new AdminDashboard(page);
  await admin.signIn();
  const tab = await admin.openTab('Community Mgmt');

  // Several states at once: the multi-select lists them in a scrolling box.
  await tab.getByRole('button', { name: /^State/ }).click();
  await tab.getByRole('checkbox', { name: 'Kerala' }).check();
  await tab.getByRole('checkbox', { name: 'Karnataka' }).check();
  await expect(tab.getByRole('button', { name: /^State/ })).toContainText('2 selected');
  const rows = tab.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Kerala' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Telangana' })).toHaveCount(0);
  await tab.getByRole('button', { name: /^State/ }).click();

  // The demo residents live in Prestige Lakeside Habitat: deleting it is refused, with the reason.
  await tab.getByLabel('Search').fill('Prestige Lakeside');
  const prestige = admin.row(tab.getByRole('table'), 'Prestige Lakeside Habitat');
  await prestige.getByRole('button', { name: 'Delete Prestige Lakeside Habitat' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Community' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await admin.expectToast(M.errorTitle);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('cannot be deleted');
  await expect(prestige).toBeVisible();

  // Nothing matches: the spec's empty text.
  await tab.getByLabel('Search').fill('No such community anywhere');
  await expect(tab.getByText(M.empty)).toBeVisible();
});
