import { expect, type Locator, type Page } from '@playwright/test';
import { CATEGORY_VENDORS_TEXTS, DIRECTORY_TEXTS, VENDOR_PAGE_TEXTS } from '@marketplace/contracts';

/** A screen's cart button: its name carries the item count ('Cart, 3 items'). */
export function cartButton(page: Page): Locator {
  return page.getByRole('link', { name: /^Cart/ });
}

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartButton(page)).toHaveAccessibleName(count > 0 ? `Cart, ${count} items` : 'Cart');
}

/** /customer/directory: the categories list of the Directory tab. */
export class DirectoryPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/directory');
    await expect(this.page.getByRole('heading', { name: DIRECTORY_TEXTS.title, level: 1 })).toBeVisible();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search categories' });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Categories' });
  }

  /** A category's card, a link named by everything it shows. */
  card(name: string): Locator {
    return this.list.getByRole('link', { name: new RegExp(`^${escape(name)}`) });
  }

  get cards(): Locator {
    return this.list.getByRole('link');
  }
}

/** /customer/category/{id}: a category's vendors. */
export class CategoryVendorsPage {
  constructor(private readonly page: Page) {}

  async open(categoryId: number, title: string): Promise<void> {
    await this.page.goto(`/customer/category/${categoryId}`);
    await this.expectTitle(title);
  }

  async expectTitle(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search vendors' });
  }

  sort(
    label: typeof CATEGORY_VENDORS_TEXTS.sortTopRated | typeof CATEGORY_VENDORS_TEXTS.sortFastest,
  ): Locator {
    return this.page.getByRole('group', { name: 'Sort vendors' }).getByRole('button', { name: label });
  }

  get count(): Locator {
    return this.page.getByText(/^\d+ vendor\(s\) available$/);
  }

  /** The vendor names in the order the cards show them. */
  async vendorNames(): Promise<string[]> {
    return this.page
      .getByRole('list', { name: 'Vendors' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
  }

  vendorCard(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Vendors' })
      .getByRole('link', { name: new RegExp(`^${escape(name)}`) });
  }
}

/** /customer/vendor/{id}: the vendor's header, tabs and menu. */
export class VendorPage {
  constructor(private readonly page: Page) {}

  async open(vendorId: number, query = ''): Promise<void> {
    await this.page.goto(`/customer/vendor/${vendorId}${query}`);
    await expect(this.tab(VENDOR_PAGE_TEXTS.tabs.menu)).toBeVisible();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  get back(): Locator {
    return this.page.getByRole('link', { name: 'Back' });
  }

  get header(): Locator {
    return this.page.locator('header').first();
  }

  item(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'Menu items' })
      .getByRole('listitem')
      .filter({
        has: this.page.getByRole('heading', { name, exact: true }),
      });
  }

  async add(itemName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${itemName} to cart`, exact: true }).click();
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
