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
    await this.page.getByLabel('First name').fill(resident.firstName);
    await this.page.getByLabel('Last name').fill(resident.lastName);
    await this.page.getByLabel('Email').fill(resident.email);
    await this.page.getByLabel('Phone').fill(resident.phone);
    await this.page.getByLabel('Password', { exact: true }).fill(resident.password);
    await this.page.getByLabel('Confirm password').fill(resident.password);
    await this.page.getByRole('button', { name: /create account|sign up|register/i }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async login(emailOrPhone: string, password: string): Promise<void> {
    await this.page.getByLabel(/email or phone/i).fill(emailOrPhone);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: /log ?in|sign in/i }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  }
}
