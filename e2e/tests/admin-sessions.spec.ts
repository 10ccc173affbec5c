import { expect, test } from '@playwright/test';
import { ADMIN_AUTH_MESSAGES as M } from '@marketplace/contracts';
import { AdminDashboard } from '../page-objects/admin-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { expectToastInDesignStyle } from '../support/toast-style';

// Issue 27: an administrator signed in on two computers signs the other one out from here.
test('an administrator signs out their other sessions and stays signed in here', async ({
  page,
  browser,
}, testInfo) => {
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherComputer = new AdminDashboard(await elsewhere.newPage());
  await otherComputer.signIn();

  const here = new AdminDashboard(page);
  await here.signIn();
  await page.getByRole('button', { name: M.endOtherSessions }).click();
  await here.expectToast(M.otherSessionsEnded.title);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    /Signed out of \d+ other sessions?\. This one stays signed in\./,
  );
  await expectToastInDesignStyle(page, M.otherSessionsEnded.title);
  await expectNoSeriousA11yViolations(page, 'dashboard after signing out other sessions');

  // The other computer's next call is refused: the dashboard says so and leads back to the login.
  await otherComputer.refresh.click();
  await expect(otherComputer.page.getByText(M.analyticsFailed)).toBeVisible();
  await otherComputer.page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(otherComputer.page.getByRole('button', { name: 'Login to Dashboard' })).toBeVisible();
  await page.reload();
  await expect(here.page.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
  await elsewhere.close();
});
