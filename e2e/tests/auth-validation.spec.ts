import { expect, test } from '@playwright/test';
import { AUTH_TOASTS, AUTH_VALIDATION_MESSAGES as M } from '@marketplace/contracts';
import { LoginPage, RegisterPage, Toasts, uniqueResident } from '../page-objects/auth-pages';
import { apiPost } from '../support/api';

test('registration shows each validation message of customer spec 5 for a bad entry', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({
    firstName: ' ',
    lastName: '',
    email: 'asha@',
    phone: '98765',
    password: '12345',
    confirmPassword: 'abcdef',
  });
  await register.submit();

  await register.expectFieldError(register.firstName, M.firstNameRequired);
  await register.expectFieldError(register.lastName, M.lastNameRequired);
  await register.expectFieldError(register.email, M.emailInvalid);
  await register.expectFieldError(register.phone, M.phoneInvalid);
  await register.expectFieldError(register.password, M.passwordTooShort);
  await register.expectFieldError(register.confirmPassword, M.passwordsDontMatch);
  // Nothing was sent: the form stays put.
  await expect(page).toHaveURL(/\/register$/);

  // Messages follow the entries once shown: a fixed field loses its message.
  await register.firstName.fill('Asha');
  await expect(register.firstName).not.toHaveAttribute('aria-invalid', 'true');
});

test('registration failure shows the server message under "Registration failed"', async ({ page }) => {
  const resident = uniqueResident('Meera');
  await apiPost(page.request, '/api/auth/register', resident);

  const register = new RegisterPage(page);
  await register.open();
  await register.register(resident);
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(AUTH_TOASTS.registrationFailedTitle),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('login shows both validation messages, then the account-not-found and invalid-password toasts', async ({
  page,
}) => {
  const login = new LoginPage(page);
  const toasts = new Toasts(page);
  await login.open();
  await login.submit();
  await login.expectFieldError(login.emailOrPhone, M.emailOrPhoneRequired);
  await login.expectFieldError(login.password, M.passwordRequired);

  const stranger = uniqueResident('Nobody');
  await login.login(stranger.email, stranger.password);
  await toasts.expect(AUTH_TOASTS.accountNotFound.title, AUTH_TOASTS.accountNotFound.description);
  await expect(page).toHaveURL(/\/login$/);

  const resident = uniqueResident('Kiran');
  await apiPost(page.request, '/api/auth/register', resident);
  await login.login(resident.phone, 'not-my-password');
  await toasts.expect(AUTH_TOASTS.invalidPassword.title, AUTH_TOASTS.invalidPassword.description);
  await expect(page).toHaveURL(/\/login$/);
});

test('a throttled login shows "Login failed" with the server message', async ({ page }) => {
  const throttled = 'Too many attempts. Please try again in 15 minutes.';
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '900' },
      contentType: 'application/json',
      body: JSON.stringify({ message: throttled }),
    }),
  );
  const login = new LoginPage(page);
  await login.open();
  await login.login('someone@example.in', 'secret123');
  await new Toasts(page).expect(AUTH_TOASTS.loginFailedTitle, throttled);
});

test('login links lead to forgot-password, register and back to the landing page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await login.open();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});
