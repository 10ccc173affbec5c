import { expect, type Page } from '@playwright/test';

export interface NewResident {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/register');
  }

  async register(resident: NewResident): Promise<void> {
    await this.page.getByLabel('First Name').fill(resident.firstName);
    await this.page.getByLabel('Last Name').fill(resident.lastName);
    await this.page.getByLabel('Email', { exact: true }).fill(resident.email);
    await this.page.getByLabel('Phone Number').fill(resident.phone);
    await this.page.getByLabel('Password', { exact: true }).fill(resident.password);
    await this.page.getByLabel('Confirm Password').fill(resident.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async login(emailOrPhone: string, password: string): Promise<void> {
    await this.page.getByLabel('Email or Phone').fill(emailOrPhone);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  }
}
