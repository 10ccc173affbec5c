import { expect, test } from '@playwright/test';
import {
  AUTH_TOASTS,
  AUTH_VALIDATION_MESSAGES as M,
  INVALID_RESET_LINK_TEXTS,
  PASSWORD_RESET_TOASTS,
} from '@marketplace/contracts';
import {
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  Toasts,
  uniqueResident,
} from '../page-objects/auth-pages';
import { apiPost } from '../support/api';
import { resetLinkPath, waitForMessage } from '../support/mailbox';

test('a resident resets a forgotten password with the link from the dev mailbox, once', async ({ page }) => {
  const resident = uniqueResident('Lakshmi');
  await apiPost(page.request, '/api/auth/register', resident);
  const toasts = new Toasts(page);

  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = new ForgotPasswordPage(page);
  await forgot.requestLink(resident.email);
  await toasts.expect(PASSWORD_RESET_TOASTS.linkSent.title, PASSWORD_RESET_TOASTS.linkSent.description);
  await expect(page).toHaveURL(/\/login$/);

  const message = await waitForMessage(page.request, resident.email);
  expect(message.channel).toBe('email');
  const link = resetLinkPath(message);

  const reset = new ResetPasswordPage(page);
  await reset.open(link);
  await reset.choose('12345', '54321');
  await reset.expectFieldError(reset.password, M.passwordTooShort);
  await reset.choose('new-secret-456', 'new-secret-457');
  await reset.expectFieldError(reset.confirmPassword, M.passwordsDontMatch);
  await reset.choose('new-secret-456');
  await toasts.expect(PASSWORD_RESET_TOASTS.resetSucceeded.title);
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await login.login(resident.email, resident.password);
  await toasts.expect(AUTH_TOASTS.invalidPassword.title, AUTH_TOASTS.invalidPassword.description);
  await login.login(resident.email, 'new-secret-456');
  await toasts.expect(AUTH_TOASTS.welcomeBack.title);
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  // The same link a second time: invalid, with the way to a new one, and then on to it.
  await page.goto('/api/logout');
  await reset.open(link);
  await reset.choose('another-secret-789');
  await toasts.expect(PASSWORD_RESET_TOASTS.invalidOrExpiredTitle);
  await expect(page.getByRole('heading', { name: INVALID_RESET_LINK_TEXTS.title })).toBeVisible();
  await expect(page.getByRole('link', { name: INVALID_RESET_LINK_TEXTS.requestNewLink })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 10_000 });

  // The rejected attempt changed nothing: the password from the first reset still signs in.
  await login.open();
  await login.login(resident.email, 'new-secret-456');
  await toasts.expect(AUTH_TOASTS.welcomeBack.title);
});

test('the Request New Link button of an invalid reset link opens forgot-password', async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await reset.open('/reset-password?token=not-a-real-token');
  await reset.choose('new-secret-456');
  await new Toasts(page).expect(PASSWORD_RESET_TOASTS.invalidOrExpiredTitle);
  await page.getByRole('link', { name: INVALID_RESET_LINK_TEXTS.requestNewLink }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(new ForgotPasswordPage(page).emailOrPhone).toBeVisible();
});

test('a reset link without a token says so and goes to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await new Toasts(page).expect(
    PASSWORD_RESET_TOASTS.missingToken.title,
    PASSWORD_RESET_TOASTS.missingToken.description,
  );
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot-password requires an entry and reports an unknown account', async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.submit();
  await forgot.expectFieldError(M.emailOrPhoneRequired);

  await forgot.requestLink(uniqueResident('Ghost').email);
  await new Toasts(page).expect(
    PASSWORD_RESET_TOASTS.accountNotFound.title,
    PASSWORD_RESET_TOASTS.accountNotFound.description,
  );
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await forgot.open();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed send shows "Failed to send reset link" with the server message', async ({ page }) => {
  const throttled = 'Too many attempts. Please try again in 60 minutes.';
  await page.route('**/api/auth/forgot-password', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: throttled }),
    }),
  );
  const forgot = new ForgotPasswordPage(page);
  await forgot.open();
  await forgot.requestLink('someone@example.in');
  await new Toasts(page).expect(PASSWORD_RESET_TOASTS.sendFailedTitle, throttled);
});
