import { expect, type Page } from '@playwright/test';

export class HomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer');
  }

  async expectCategory(name: string): Promise<void> {
    await expect(this.page.getByText('Explore with the assistant')).toBeVisible();
    await expect(
      this.page.getByRole('link', { name }).or(this.page.getByRole('button', { name })).first(),
    ).toBeVisible();
  }
}
