import { expect, test, type Page } from '@playwright/test';
import { HELP_FAQ, ROLE_SWITCHER_TEXTS } from '@marketplace/contracts';
import { apiGet } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { completeOnboarding } from '../support/resident-session';
import {
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from '../page-objects/auth-pages';
import {
  CommunitySelectionPage,
  FeatureTutorialPage,
  ProfileSetupPage,
  WelcomeBonusPage,
} from '../page-objects/onboarding-pages';
import { HomeHeader } from '../page-objects/home-header';
import { AddressesPage } from '../page-objects/addresses-page';
import {
  FavoritesPage,
  HelpSupportPage,
  MyReviewsPage,
  ProfilePage,
  signInAsNewResident,
} from '../page-objects/profile-pages';

// The screens built before the axe checks (landing, auth, onboarding, home, profile, addresses,
// pending screens, the back office), each in its main states: no serious or critical violation.

interface Community {
  id: number;
  name: string;
}

/** The launcher's development administrator (infra/launcher/README.md). */
const ADMIN = { username: 'admin', password: 'admin123' };

async function signInAsResidentAtHome(page: Page): Promise<void> {
  await signInAsNewResident(page);
  const [community] = await apiGet<Community[]>(page.request, '/api/communities');
  await completeOnboarding(page.request, community!.id);
}

async function signInAsAdmin(page: Page, path: '/admin' | '/admin/category-management'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /^Login/ }).click();
}

test.describe('signed-out screens', () => {
  test('landing', async ({ page }) => {
    await new LandingPage(page).open();
    await expect(page.getByRole('heading', { level: 1, name: 'Community Marketplace' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing');
    await new LandingPage(page).openRoleSwitcher(ROLE_SWITCHER_TEXTS.title);
    await expectNoSeriousA11yViolations(page, 'landing, role switcher');
  });

  test('register, empty and with validation errors', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.open();
    await expect(register.firstName).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'register');
    await register.submit();
    await expect(register.firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'register with errors');
  });

  test('login, empty and with validation errors', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await expect(login.emailOrPhone).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');
    await login.submit();
    await expect(login.emailOrPhone).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'login with errors');
  });

  test('forgot password', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.open();
    await expect(forgot.emailOrPhone).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await forgot.submit();
    await expect(forgot.emailOrPhone).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'forgot password with errors');
  });

  test('reset password with an invalid link', async ({ page }) => {
    await new ResetPasswordPage(page).open('/reset-password?token=not-a-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, 'reset password, invalid link');
  });

  test('404', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404');
  });

  test('the API description page', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('/api/orders/{orderId}').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'API docs');
  });
});

test.describe('onboarding', () => {
  test('community selection, profile setup, feature tutorial and welcome bonus', async ({ page }) => {
    await signInAsNewResident(page);
    const step1 = new CommunitySelectionPage(page);
    await step1.open();
    await step1.expectShown();
    await expectNoSeriousA11yViolations(page, 'community selection');
    await step1.community.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'community selection, list open');
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(step1.summary).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'community selection, chosen');
    await step1.submit().click();

    const step2 = new ProfileSetupPage(page);
    await step2.expectShown();
    await expectNoSeriousA11yViolations(page, 'profile setup');
    await step2.fill({ flatNumber: 'A-101' });
    await step2.submit();

    const step3 = new FeatureTutorialPage(page);
    await step3.expectShown();
    await expectNoSeriousA11yViolations(page, 'feature tutorial');

    const bonus = new WelcomeBonusPage(page);
    await bonus.open();
    await bonus.expectShown();
    await expectNoSeriousA11yViolations(page, 'welcome bonus');
  });
});

test.describe('home', () => {
  test('home, its location dialog and its notification panel', async ({ page }) => {
    await signInAsResidentAtHome(page);
    await page.goto('/customer');
    await expect(page.getByText('Explore with the assistant')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home');

    const header = new HomeHeader(page);
    await header.openLocationDialog();
    await expectNoSeriousA11yViolations(page, 'home, location dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await header.openNotifications();
    await expectNoSeriousA11yViolations(page, 'home, notification panel');
  });
});

test.describe('profile', () => {
  test('profile and edit profile', async ({ page }) => {
    await signInAsResidentAtHome(page);
    await new ProfilePage(page).open();
    await expectNoSeriousA11yViolations(page, 'profile');
    await page.goto('/customer/profile/edit');
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit profile');
  });

  test('addresses and the address form', async ({ page }) => {
    await signInAsResidentAtHome(page);
    const addresses = new AddressesPage(page);
    await addresses.open();
    await expectNoSeriousA11yViolations(page, 'addresses');
    await addresses.startAdding();
    await expectNoSeriousA11yViolations(page, 'addresses, form dialog');
  });

  test('favorites and my reviews', async ({ page }) => {
    await signInAsResidentAtHome(page);
    const favorites = new FavoritesPage(page);
    await favorites.open();
    await expect(favorites.cards.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'favorites');
    const reviews = new MyReviewsPage(page);
    await reviews.open();
    await expect(reviews.cards.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my reviews');
  });

  test('notification settings, privacy and help', async ({ page }) => {
    await signInAsResidentAtHome(page);
    for (const [path, title] of [
      ['/customer/profile/notifications', 'Notification Settings'],
      ['/customer/profile/privacy', 'Privacy & Security'],
      ['/customer/profile/help', 'Help & Support'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, title);
    }
    const help = new HelpSupportPage(page);
    await help.question(HELP_FAQ[0]!.question).click();
    await expect(help.answer(HELP_FAQ[0]!.question)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Help & Support, an answer open');
  });
});

test.describe('pending screens', () => {
  test('cart and order history', async ({ page }) => {
    await signInAsResidentAtHome(page);
    for (const [path, title] of [
      ['/customer/cart', 'Cart'],
      ['/customer/order-history', 'Order History'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page, title);
    }
  });
});

test.describe('back office', () => {
  test('admin login and dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin Dashboard Login')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin login');
    await signInAsAdmin(page, '/admin');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin dashboard');
    const tabs = page.getByRole('tablist').getByRole('tab');
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `admin dashboard, ${name} tab`);
    }
  });

  test('category management', async ({ page }) => {
    await page.goto('/admin/category-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'category management login');
    await signInAsAdmin(page, '/admin/category-management');
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Admin Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'category management');
  });
});
