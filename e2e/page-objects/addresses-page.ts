import { expect, type Locator, type Page } from '@playwright/test';

export interface AddressEntry {
  type?: 'Home' | 'Work' | 'Other';
  flatNumber?: string;
  floor?: string;
  street?: string;
  /** A community's name, as the form's community list shows it. */
  community?: string;
  makeDefault?: boolean;
}

/** /customer/profile/addresses with its form dialog and delete confirmation. */
export class AddressesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/profile/addresses');
    await expect(this.page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  }

  get cards(): Locator {
    return this.page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  }

  card(text: string): Locator {
    return this.cards.filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** The header's Add button; the empty state has its own 'Add Address'. */
  async startAdding(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add Address' })).toBeVisible();
  }

  async startEditing(cardText: string): Promise<void> {
    await this.card(cardText).getByRole('button', { name: 'Edit address' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  async fill(entry: AddressEntry): Promise<void> {
    if (entry.type) await this.dialog.getByRole('radio', { name: entry.type }).check();
    if (entry.flatNumber !== undefined) await this.field('Flat Number').fill(entry.flatNumber);
    if (entry.floor !== undefined) await this.field('Floor').fill(entry.floor);
    if (entry.street !== undefined) await this.field('Street Address').fill(entry.street);
    if (entry.community) await this.field('Community').selectOption({ label: entry.community });
    if (entry.makeDefault !== undefined) {
      await this.dialog
        .getByRole('checkbox', { name: 'Set as default address' })
        .setChecked(entry.makeDefault);
    }
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save Address' }).click();
  }

  async saveAndClose(): Promise<void> {
    await this.save();
    await expect(this.dialog).toBeHidden();
  }

  async useCurrentLocation(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Use Current Location' }).click();
  }

  async startDeleting(cardText: string): Promise<void> {
    await this.card(cardText).getByRole('button', { name: 'Delete address' }).click();
  }
}
