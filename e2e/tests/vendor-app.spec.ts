import { expect, test } from '@playwright/test';
import { VENDOR_APP_TEXTS, VENDOR_MESSAGES } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import {
  ApplyToSellPage,
  DEMO_VENDOR,
  VendorInboxPage,
  VendorSignInPage,
} from '../page-objects/vendor-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiPost } from '../support/api';

// The vendor app (issue 24) as a visitor, a resident without a store and the demo vendor meet it,
// with axe-core on each screen. The order round trip between a resident's and a vendor's browser is
// in its own spec, on the same page objects.

test('a visitor at /vendor gets the sign-in form, which shows the server’s refusal', async ({ page }) => {
  const signIn = new VendorSignInPage(page);
  await signIn.open();
  await expect(page).toHaveTitle(VENDOR_APP_TEXTS.documentTitle);
  await expect(signIn.emailOrPhone).toBeVisible();
  await expect(signIn.password).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'vendor sign-in');

  // The contract's checks first, then the server's words for an account that does not exist.
  await signIn.submit.click();
  await expect(signIn.emailOrPhone).toHaveAttribute('aria-invalid', 'true');
  await signIn.emailOrPhone.fill('nobody.here@example.in');
  await signIn.password.fill('secret123');
  await signIn.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: /not found|invalid/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'vendor sign-in with a refusal');
});

test('a resident without a store signs in at /vendor and applies to sell', async ({ page }) => {
  const resident = uniqueResident('Meena');
  const signIn = new VendorSignInPage(page);
  // Registered through the API; signed in through the vendor app's own form, as a vendor would.
  await apiPost(page.request, '/api/auth/register', resident);
  await signIn.open();
  await signIn.signIn(resident);

  const apply = new ApplyToSellPage(page);
  await expect(apply.heading).toBeVisible();
  await expect(page.getByText(VENDOR_APP_TEXTS.apply.intro)).toBeVisible();
  // The communities start at the resident app's default place, Bengaluru, Karnataka.
  await expect(apply.communities.getByRole('checkbox').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'apply to sell');

  // Every field's message is the contract's, under its field.
  await apply.submit.click();
  await expect(apply.storeName).toHaveAccessibleDescription(VENDOR_MESSAGES.storeNameRequired);
  await expect(apply.category).toHaveAccessibleDescription(VENDOR_MESSAGES.categoryRequired);
  await expect(apply.phone).toHaveAccessibleDescription(new RegExp(VENDOR_MESSAGES.phoneRequired));
  await expect(apply.address).toHaveAccessibleDescription(VENDOR_MESSAGES.addressRequired);
  await expect(apply.communities).toHaveAccessibleDescription(VENDOR_MESSAGES.communitiesRequired);
  await expect(apply.storeName).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'apply to sell with every field refused');

  await apply.storeName.fill('Meena’s Tiffins');
  await apply.category.selectOption({ index: 1 });
  await apply.phone.fill('9845012345');
  await apply.address.fill('14, 2nd Cross, Koramangala 3rd Block, Bengaluru');
  await apply.chooseCommunity('Prestige Lakeside Habitat');
  await expect(apply.communities.getByText(VENDOR_APP_TEXTS.apply.chosen(1))).toBeVisible();
  await apply.submit.click();

  await expect(apply.waiting).toContainText(VENDOR_MESSAGES.applicationPending);
  await expect(apply.waiting).toContainText('Meena’s Tiffins');
  await expectNoSeriousA11yViolations(page, 'application waiting for an administrator');

  // Still waiting after a reload: the application is the server's, not the page's.
  await page.reload();
  await expect(apply.waiting).toBeVisible();
});

test('the demo vendor’s inbox, tabs and history pass axe, and the alert switch turns on', async ({
  page,
}) => {
  await new VendorSignInPage(page).open();
  await new VendorSignInPage(page).signIn(DEMO_VENDOR);
  const inbox = new VendorInboxPage(page);
  await expect(page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.inbox.title })).toBeVisible();
  await expect(inbox.tab('new')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, 'vendor inbox');

  await inbox.startTakingOrders();
  await expect(page.getByRole('switch', { name: VENDOR_APP_TEXTS.alert.mute })).toBeVisible();
  for (const tab of ['in_progress', 'done'] as const) {
    await inbox.openTab(tab);
    await expectNoSeriousA11yViolations(page, `vendor inbox, ${tab}`);
  }

  const history = await inbox.openHistory();
  await expectNoSeriousA11yViolations(page, 'vendor order history');
  await history.search({ orderNumber: 'CM-999999' });
  await expect(page).toHaveURL(/\/vendor\/history\?q=CM-999999$/);
  await expect(page.getByText(VENDOR_APP_TEXTS.history.none)).toBeVisible();
  await history.search({ orderNumber: '', from: '2026-11-28', to: '2026-11-01' });
  await expect(page.getByLabel(VENDOR_APP_TEXTS.history.from)).toHaveAccessibleDescription(
    VENDOR_APP_TEXTS.history.datesReversed,
  );
  await expectNoSeriousA11yViolations(page, 'vendor order history with a refused date range');
});
