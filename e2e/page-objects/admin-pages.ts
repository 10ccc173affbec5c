import { expect, type Locator, type Page } from '@playwright/test';

/** The launcher's development administrator (infra/launcher/README.md). */
export const ADMIN = { username: 'admin', password: 'admin123' };

/** The /admin dashboard: its login, header and tabs (admin spec 2). */
export class AdminDashboard {
  constructor(readonly page: Page) {}

  async signIn(): Promise<void> {
    await this.page.goto('/admin');
    await this.page.getByLabel('Username').fill(ADMIN.username);
    await this.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await this.page.getByRole('button', { name: 'Login to Dashboard' }).click();
    await expect(this.page.getByRole('tablist', { name: 'Dashboard sections' })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The open tab's panel: only the selected tab renders its content. */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  async openTab(name: string): Promise<Locator> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    return this.panel;
  }

  get refresh(): Locator {
    return this.page.getByRole('button', { name: 'Refresh', exact: true });
  }

  /** The table row whose first cell is exactly `firstCell`. */
  row(table: Locator, firstCell: string): Locator {
    return table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: firstCell, exact: true }).first() });
  }

  /** A toast of the dashboard: its title and its line. */
  async expectToast(title: string, description?: string): Promise<void> {
    const region = this.page.getByRole('region', { name: 'Notifications' });
    await expect(region.getByText(title, { exact: true })).toBeVisible();
    if (description !== undefined) await expect(region.getByText(description, { exact: true })).toBeVisible();
  }
}

/** The cells of a table row, as text, in order. */
export async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}
