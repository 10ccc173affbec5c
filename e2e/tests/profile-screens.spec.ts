import { expect, test } from '@playwright/test';
import { CUSTOMER_SUPPORT, HELP_SUPPORT_TEXTS, PROFILE_TEXTS } from '@marketplace/contracts';
import { HelpSupportPage, ProfilePage, signInAsNewResident } from '../page-objects/profile-pages';

test('the profile shows the account card, the menu and the cards, and signs out', async ({ page }) => {
  const resident = await signInAsNewResident(page);
  const profile = new ProfilePage(page);
  await profile.open();

  await expect(page.getByText(`${resident.firstName} ${resident.lastName}`)).toBeVisible();
  await expect(page.getByText('0 orders')).toBeVisible();
  await expect(profile.cardValue('Account Information', 'Phone')).toHaveText(resident.phone);
  await expect(profile.cardValue('Account Information', 'Email')).toHaveText(resident.email);
  await expect(profile.cardValue('Account Information', 'Community')).toHaveText(PROFILE_TEXTS.noCommunity);
  await expect(profile.cardValue('Support', 'Hours')).toHaveText(CUSTOMER_SUPPORT.hours);
  await expect(profile.cardValue('App Information', 'Version')).toHaveText('1.0.0');

  const entries = [
    ['Edit Profile', '/customer/profile/edit'],
    ['Addresses', '/customer/profile/addresses'],
    ['Favorite Vendors', '/customer/profile/favorites'],
    ['My Reviews', '/customer/profile/reviews'],
    ['Notifications', '/customer/profile/notifications'],
    ['Privacy & Security', '/customer/profile/privacy'],
    ['Help & Support', '/customer/profile/help'],
  ];
  await expect(profile.menu.getByRole('link')).toHaveCount(entries.length);
  for (const [label, path] of entries) {
    await expect(profile.menu.getByRole('link', { name: label })).toHaveAttribute('href', path!);
  }
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/customer/cart');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('aria-current', 'page');

  await profile.openMenuEntry('Edit Profile');
  await expect(page.getByLabel('First Name')).toHaveValue(resident.firstName);
  await expect(page.getByLabel('Phone Number')).toHaveValue(resident.phone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_TEXTS.profileSaved.title)).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/customer\/profile$/);

  await page.getByRole('link', { name: PROFILE_TEXTS.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('Help & Support searches the FAQ and keeps one answer open at a time', async ({ page }) => {
  await signInAsNewResident(page);
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.openMenuEntry('Help & Support');
  const help = new HelpSupportPage(page);

  const cancel = 'Can I cancel my order?';
  const payment = 'What payment methods are accepted?';
  await help.question(cancel).click();
  await expect(help.answer(cancel)).toContainText('cancelled within 5 minutes of placement');
  await help.question(payment).click();
  await expect(help.answer(payment)).toContainText('cards, UPI, net banking and wallets');
  await expect(help.question(cancel)).toHaveAttribute('aria-expanded', 'false');
  await expect(help.answer(cancel)).toBeHidden();
  await help.question(payment).click();
  await expect(help.answer(payment)).toBeHidden();

  // The search looks at answers as well as questions.
  await help.search('NET BANKING');
  await expect(page.getByRole('button', { expanded: false })).toHaveCount(1);
  await expect(help.question(payment)).toBeVisible();
  await help.search('cryptocurrency');
  await expect(page.getByText(HELP_SUPPORT_TEXTS.noResults)).toBeVisible();
  await help.search('');
  await expect(page.getByRole('button', { expanded: false })).toHaveCount(5);

  await expect(page.getByRole('link', { name: CUSTOMER_SUPPORT.phone })).toHaveAttribute(
    'href',
    `tel:${CUSTOMER_SUPPORT.phone.replace(/\s/g, '')}`,
  );
  await expect(page.getByRole('link', { name: CUSTOMER_SUPPORT.email })).toHaveAttribute(
    'href',
    `mailto:${CUSTOMER_SUPPORT.email}`,
  );
});
