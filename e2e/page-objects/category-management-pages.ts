import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './admin-pages';

/** /admin/category-management: its login card, its three tabs, their dialogs and toasts (admin spec 2). */
export class CategoryManagementPage {
  constructor(readonly page: Page) {}

  async signIn(): Promise<void> {
    await this.page.goto('/admin/category-management');
    await this.page.getByLabel('Username').fill(ADMIN.username);
    await this.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(this.page.getByRole('tablist', { name: 'Category management sections' })).toBeVisible();
  }

  async openTab(name: 'Category Configs' | 'Raw Category Mapping' | 'Order Status Config'): Promise<Locator> {
    const tab = this.page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    return this.page.getByRole('tabpanel');
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The card (a list item) whose heading is exactly `title`. */
  card(title: string): Locator {
    return this.page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async expectToast(title: string, description: string | RegExp): Promise<void> {
    const region = this.page.getByRole('region', { name: 'Notifications' });
    await expect(region.getByText(title, { exact: true })).toBeVisible();
    await expect(
      typeof description === 'string'
        ? region.getByText(description, { exact: true })
        : region.getByText(description),
    ).toBeVisible();
  }

  /** Confirms the open delete dialog. */
  async confirmDelete(): Promise<void> {
    await this.page
      .getByRole('dialog', { name: /^Delete / })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
  }
}

/** A form field's error, as the field announces it. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
