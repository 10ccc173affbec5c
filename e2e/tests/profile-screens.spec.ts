import { expect, test, type Page } from '@playwright/test';
import {
  CUSTOMER_PROFILE_CONFIG,
  CUSTOMER_SUPPORT,
  FAVORITES_TEXTS,
  HELP_SUPPORT_TEXTS,
  MY_REVIEWS_TEXTS,
  PROFILE_TEXTS,
  type AppConfigEntry,
  type Vendor,
  type MenuItem,
} from '@marketplace/contracts';
import {
  FavoritesPage,
  HelpSupportPage,
  MyReviewsPage,
  ProfilePage,
  settingSwitch,
  signInAsNewResident,
} from '../page-objects/profile-pages';
import { apiGet } from '../support/api';

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

test('Notification Settings start with every switch on except SMS and New Vendors, held on the screen only', async ({
  page,
}) => {
  await signInAsNewResident(page);
  await new ProfilePage(page).open();
  await new ProfilePage(page).openMenuEntry('Notifications');
  await expect(page.getByRole('heading', { name: 'Notification Settings', level: 1 })).toBeVisible();

  const defaults: [string, boolean][] = [
    ['Push Notifications', true],
    ['Email Notifications', true],
    ['SMS Notifications', false],
    ['Order Updates', true],
    ['Promotions & Offers', true],
    ['New Vendors', false],
    ['Favorite Vendors', true],
  ];
  await expect(page.getByRole('switch')).toHaveCount(defaults.length);
  for (const [label, on] of defaults) {
    await expect(settingSwitch(page, label), label).toHaveAttribute('aria-checked', String(on));
  }

  // A switch turns at a tap; nothing is saved, so a new visit starts from the defaults again.
  await settingSwitch(page, 'SMS Notifications').click();
  await expect(settingSwitch(page, 'SMS Notifications')).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(settingSwitch(page, 'SMS Notifications')).toHaveAttribute('aria-checked', 'false');
});

test('Privacy & Security start with every switch on except phone visibility and two-factor authentication', async ({
  page,
}) => {
  await signInAsNewResident(page);
  await new ProfilePage(page).open();
  await new ProfilePage(page).openMenuEntry('Privacy & Security');
  await expect(page.getByRole('heading', { name: PROFILE_TEXTS.menu.privacy, level: 1 })).toBeVisible();

  const defaults: [string, boolean][] = [
    ['Profile Visibility', true],
    ['Location Sharing', true],
    ['Show Phone Number', false],
    ['Order History', true],
    ['Public Reviews', true],
    ['Two-Factor Authentication', false],
  ];
  await expect(page.getByRole('switch')).toHaveCount(defaults.length);
  for (const [label, on] of defaults) {
    await expect(settingSwitch(page, label), label).toHaveAttribute('aria-checked', String(on));
  }
  for (const action of ['Change Password', 'Deactivate Account', 'Read Privacy Policy']) {
    await expect(page.getByRole('button', { name: action })).toBeVisible();
  }
});

test('Favorite Vendors shows demo vendors as the catalog serves them, and the heart removes each down to the empty state', async ({
  page,
}) => {
  await signInAsNewResident(page);
  const favorites = new FavoritesPage(page);
  await favorites.open();
  const count = await favorites.cards.count();
  expect(count).toBeGreaterThan(0);

  // Each sample is a real vendor: the card says what the catalog says, so its link lands on that vendor.
  const names: string[] = [];
  for (const card of await favorites.cards.all()) {
    const vendor = await apiGet<Vendor>(page.request, `/api/vendors/${await favorites.vendorIdOf(card)}`);
    await expect(card).toContainText(vendor.name);
    await expect(card).toContainText(vendor.category);
    await expect(card).toContainText(`${vendor.deliveryTime} min`);
    await expect(card.getByLabel(`Rated ${vendor.rating}`)).toBeVisible();
    await expect(card).toContainText(
      vendor.deliveryFee === 0 ? FAVORITES_TEXTS.freeDelivery : `₹${vendor.deliveryFee} delivery fee`,
    );
    await expect(card).toContainText(/Last ordered /);
    names.push(vendor.name);
  }

  await favorites.remove(names[0]!);
  await expect(favorites.cards).toHaveCount(count - 1);
  await expect(favorites.cards.filter({ hasText: names[0]! })).toHaveCount(0);
  for (const name of names.slice(1)) await favorites.remove(name);

  await expect(favorites.cards).toHaveCount(0);
  await expect(page.getByText(FAVORITES_TEXTS.emptyTitle)).toBeVisible();
  await expect(page.getByText(FAVORITES_TEXTS.emptyText)).toBeVisible();
  await expect(page.getByRole('link', { name: FAVORITES_TEXTS.explore })).toHaveAttribute(
    'href',
    FAVORITES_TEXTS.explorePath,
  );
});

/** Every vendor of the catalog, through the categories the home screen lists. */
async function allVendors(page: Page): Promise<Vendor[]> {
  const categories = await apiGet<{ id: number }[]>(page.request, '/api/categories');
  const lists = await Promise.all(
    categories.map((category) => apiGet<Vendor[]>(page.request, `/api/vendors/category/${category.id}`)),
  );
  return lists.flat();
}

test('My Reviews shows reviews of demo vendors for items on their menus', async ({ page }) => {
  await signInAsNewResident(page);
  const reviews = new MyReviewsPage(page);
  await reviews.open();
  await expect(reviews.cards.first()).toBeVisible();
  await expect(page.getByText(MY_REVIEWS_TEXTS.emptyTitle)).toHaveCount(0);

  const vendors = await allVendors(page);
  for (const card of await reviews.cards.all()) {
    const name = await reviews.vendorName(card).innerText();
    const vendor = vendors.find((candidate) => candidate.name === name);
    expect(vendor, `${name} is a vendor of the catalog`).toBeDefined();
    const menu = await apiGet<MenuItem[]>(page.request, `/api/vendors/${vendor!.id}/menu`);
    const items = await reviews.items(card).allInnerTexts();
    expect(items.length).toBeGreaterThan(0);
    expect(menu.map((item) => item.name)).toEqual(expect.arrayContaining(items));
    await expect(card).toContainText(/[1-5]\/5/);
  }
});

/** The customer-profile configuration with every section enabled but the given one. */
function profileConfigWithout(disabledSection: string): AppConfigEntry[] {
  return [
    {
      pageName: CUSTOMER_PROFILE_CONFIG.pageName,
      status: 'enabled',
      sections: Object.values(CUSTOMER_PROFILE_CONFIG.sections).map((sectionName) => ({
        sectionName,
        status: sectionName === disabledSection ? 'disabled' : 'enabled',
      })),
    },
  ];
}

test('a section the app configuration disables is not on the profile screen', async ({ page }) => {
  await signInAsNewResident(page);
  const profile = new ProfilePage(page);
  const supportCard = page.getByRole('region', { name: 'Support', exact: true });
  const labels = Object.values(PROFILE_TEXTS.menu);

  await page.route('**/api/customer/app-config', (route) =>
    route.fulfill({ json: profileConfigWithout(CUSTOMER_PROFILE_CONFIG.sections.addresses) }),
  );
  await profile.open();
  for (const label of labels.filter((entry) => entry !== PROFILE_TEXTS.menu.addresses)) {
    await expect(profile.menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(profile.menu.getByRole('link')).toHaveCount(labels.length - 1);
  await expect(profile.menu.getByRole('link', { name: PROFILE_TEXTS.menu.addresses })).toHaveCount(0);
  await expect(supportCard).toBeVisible();

  await page.unroute('**/api/customer/app-config');
  await page.route('**/api/customer/app-config', (route) =>
    route.fulfill({ json: profileConfigWithout(CUSTOMER_PROFILE_CONFIG.sections.support) }),
  );
  await profile.open();
  await expect(profile.menu.getByRole('link')).toHaveCount(labels.length);
  await expect(page.getByRole('region', { name: 'Account Information' })).toBeVisible();
  await expect(supportCard).toHaveCount(0);
});
