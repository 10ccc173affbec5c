import { expect, type Locator, type Page } from '@playwright/test';
import { signUpAndSignIn } from '../support/resident-session';
import type { NewResident } from './auth-pages';

/** A resident of their own for each test, signed in through the API in the page's browser context. */
export async function signInAsNewResident(page: Page): Promise<NewResident> {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const resident: NewResident = {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `meera.${digits}@example.in`,
    phone: `9${digits}`,
    password: 'secret123',
  };
  await signUpAndSignIn(page.request, resident);
  return resident;
}

/** /customer/profile: the summary, the menu and the information cards. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/profile');
    await expect(this.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  }

  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Account' });
  }

  /** The value shown beside a label in one of the titled cards. */
  cardValue(cardTitle: string, label: string): Locator {
    return this.page
      .getByRole('region', { name: cardTitle })
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async openMenuEntry(label: string): Promise<void> {
    await this.menu.getByRole('link', { name: label }).click();
  }
}

/** /customer/profile/help: FAQ search and the accordion. */
export class HelpSupportPage {
  constructor(private readonly page: Page) {}

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search FAQs' }).fill(text);
  }

  question(text: string): Locator {
    return this.page.getByRole('button', { name: text });
  }

  answer(question: string): Locator {
    return this.page.getByRole('region', { name: question });
  }
}

/** /customer/profile/favorites: the sample favourites as cards, each opening its vendor's page. */
export class FavoritesPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/profile/favorites');
    await expect(this.page.getByRole('heading', { name: 'Favorite Vendors', level: 1 })).toBeVisible();
  }

  get cards(): Locator {
    return this.page.getByRole('main').getByRole('listitem');
  }

  /** The vendor id a card opens, read from its link to the vendor page. */
  async vendorIdOf(card: Locator): Promise<number> {
    const href = await card.getByRole('link').getAttribute('href');
    const match = /^\/customer\/vendor\/(\d+)\?from=favorites$/.exec(href ?? '');
    expect(match, `a vendor link with from=favorites, not ${href}`).not.toBeNull();
    return Number(match![1]);
  }

  async remove(vendorName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${vendorName} from favorites` }).click();
  }
}

/** /customer/profile/reviews: the sample reviews, each with its vendor and the items ordered. */
export class MyReviewsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/profile/reviews');
    await expect(this.page.getByRole('heading', { name: 'My Reviews', level: 1 })).toBeVisible();
  }

  get cards(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading') });
  }

  vendorName(card: Locator): Locator {
    return card.getByRole('heading', { level: 2 });
  }

  items(card: Locator): Locator {
    return card.getByRole('list', { name: 'Items ordered' }).getByRole('listitem');
  }
}

/** A settings screen's on/off switch, named by its label. */
export function settingSwitch(page: Page, label: string): Locator {
  return page.getByRole('switch', { name: label, exact: true });
}
