import { expect, type Locator, type Page } from '@playwright/test';

/** /customer/reviews?vendorId=&vendorName=&from=vendor-details with its review form dialog. */
export class ReviewsPage {
  constructor(private readonly page: Page) {}

  async open(vendorId: number, vendorName: string): Promise<void> {
    const query = new URLSearchParams({ vendorId: String(vendorId), vendorName, from: 'vendor-details' });
    await this.page.goto(`/customer/reviews?${query.toString()}`);
    await expect(this.page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(this.reviewCount).toBeVisible();
  }

  /** "12 reviews" under the average. */
  get reviewCount(): Locator {
    return this.page.getByTestId('review-count');
  }

  get average(): Locator {
    return this.page.getByTestId('review-average');
  }

  async totalReviews(): Promise<number> {
    return Number.parseInt((await this.reviewCount.textContent()) ?? '', 10);
  }

  get cards(): Locator {
    // Direct items only: each card holds its own list of category chips.
    return this.page.getByRole('list', { name: 'Reviews' }).locator(':scope > li');
  }

  card(text: string): Locator {
    return this.cards.filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** The stars of the first review shown, as "4 out of 5 stars". */
  firstCardStars(): Locator {
    return this.cards.first().getByRole('img', { name: /out of 5 stars/ });
  }

  async sortBy(label: string): Promise<void> {
    await this.page.getByLabel('Sort by').selectOption({ label });
  }

  async filterBy(label: string): Promise<void> {
    await this.page.getByLabel('Filter by rating').selectOption({ label });
  }

  helpfulButton(cardText: string): Locator {
    return this.card(cardText).getByRole('button', { name: /^Helpful/ });
  }

  get writeButton(): Locator {
    return this.page.getByRole('button', { name: 'Write a Review' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async startWriting(): Promise<void> {
    await this.writeButton.click();
    await expect(this.dialog.getByRole('heading', { name: 'Write a Review' })).toBeVisible();
  }

  async rate(stars: number): Promise<void> {
    await this.dialog.getByRole('radio', { name: new RegExp(`^${stars} stars?,`) }).check();
  }

  async writeText(text: string): Promise<void> {
    await this.dialog.getByLabel('Your Review').fill(text);
  }

  async toggleCategory(label: string): Promise<void> {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Submit Review' }).click();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}
