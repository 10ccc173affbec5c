import { expect, type Locator, type Page } from '@playwright/test';

export interface NewResident {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** A resident no other test uses: lower-case email (the server normalises it) and a 10-digit phone. */
export function uniqueResident(firstName = 'Asha'): NewResident {
  const unique = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  return {
    firstName,
    lastName: 'Rao',
    email: `${firstName.toLowerCase()}.${unique}@example.in`,
    phone: `98${unique}`,
    password: 'secret123',
  };
}

/** The app's one toast at a time: a title and an optional second line. */
export class Toasts {
  constructor(private readonly page: Page) {}

  private get region(): Locator {
    return this.page.getByRole('region', { name: 'Notifications' });
  }

  async expect(title: string, description?: string): Promise<void> {
    await expect(this.region.getByText(title, { exact: true })).toBeVisible();
    if (description !== undefined) {
      await expect(this.region.getByText(description, { exact: true })).toBeVisible();
    }
  }
}

/** A form field's validation message is its accessible description, so it belongs to that field. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(path: '/' | '/welcome' = '/'): Promise<void> {
    await this.page.goto(path);
  }

  async expectShown(benefits: readonly string[]): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Community Marketplace' })).toBeVisible();
    for (const benefit of benefits) {
      await expect(this.page.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    }
    await expect(this.getStarted).toBeVisible();
    await expect(this.login).toBeVisible();
  }

  get getStarted(): Locator {
    return this.page.getByRole('link', { name: 'Get Started' });
  }

  get login(): Locator {
    return this.page.getByRole('link', { name: 'Login', exact: true });
  }

  /** Opens the role switcher and returns the sheet. */
  async openRoleSwitcher(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Customer' }).click();
    const sheet = this.page.getByRole('dialog', { name: title });
    await expect(sheet).toBeVisible();
    return sheet;
  }
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/register');
  }

  get firstName(): Locator {
    return this.page.getByLabel('First Name');
  }
  get lastName(): Locator {
    return this.page.getByLabel('Last Name');
  }
  get email(): Locator {
    return this.page.getByLabel('Email', { exact: true });
  }
  get phone(): Locator {
    return this.page.getByLabel('Phone Number');
  }
  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }
  get confirmPassword(): Locator {
    return this.page.getByLabel('Confirm Password');
  }

  async fill(entries: NewResident & { confirmPassword?: string }): Promise<void> {
    await this.firstName.fill(entries.firstName);
    await this.lastName.fill(entries.lastName);
    await this.email.fill(entries.email);
    await this.phone.fill(entries.phone);
    await this.password.fill(entries.password);
    await this.confirmPassword.fill(entries.confirmPassword ?? entries.password);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async register(resident: NewResident): Promise<void> {
    await this.fill(resident);
    await this.submit();
  }

  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expectFieldError(field, message);
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  get emailOrPhone(): Locator {
    return this.page.getByLabel('Email or Phone');
  }
  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async login(emailOrPhone: string, password: string): Promise<void> {
    // Forgot-password has a field of the same label: wait until this screen is the one shown.
    await expect(this.page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await this.emailOrPhone.fill(emailOrPhone);
    await this.password.fill(password);
    await this.submit();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  }

  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expectFieldError(field, message);
  }
}

export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/forgot-password');
  }

  get emailOrPhone(): Locator {
    return this.page.getByLabel('Email or Phone');
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send Reset Link' }).click();
  }

  async requestLink(emailOrPhone: string): Promise<void> {
    // The login screen has a field of the same label: fill only once this screen has replaced it
    // (its chunk may still be loading after the link was followed).
    await expect(this.page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await this.emailOrPhone.fill(emailOrPhone);
    await this.submit();
  }

  async expectFieldError(message: string): Promise<void> {
    await expectFieldError(this.emailOrPhone, message);
  }
}

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  /** Opens a reset link (path and query). */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  get password(): Locator {
    return this.page.getByLabel('New Password', { exact: true });
  }
  get confirmPassword(): Locator {
    return this.page.getByLabel('Confirm New Password');
  }

  async choose(password: string, confirmation = password): Promise<void> {
    await this.password.fill(password);
    await this.confirmPassword.fill(confirmation);
    await this.page.getByRole('button', { name: 'Reset Password' }).click();
  }

  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expectFieldError(field, message);
  }
}
