import { expect, type Locator, type Page } from '@playwright/test';

/** The custom dropdowns are select-only comboboxes: open one, then pick an option by its name. */
async function choose(page: Page, dropdown: Locator, option: string): Promise<void> {
  await dropdown.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(dropdown).toContainText(option);
}

/** A validation message is its field's accessible description. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

class OnboardingStep {
  constructor(
    protected readonly page: Page,
    private readonly title: string,
    private readonly step: string,
  ) {}

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
    await expect(this.page.getByText(this.step, { exact: true })).toBeVisible();
  }

  get back(): Locator {
    return this.page.getByRole('link', { name: 'Back' });
  }
}

export class CommunitySelectionPage extends OnboardingStep {
  constructor(page: Page) {
    super(page, 'Select Community', 'Step 1/3');
  }

  async open(fromHome = false): Promise<void> {
    await this.page.goto(`/onboarding/community-selection${fromHome ? '?from=home' : ''}`);
  }

  get state(): Locator {
    return this.page.getByRole('combobox', { name: 'State' });
  }
  get city(): Locator {
    return this.page.getByRole('combobox', { name: 'City' });
  }
  get community(): Locator {
    return this.page.getByRole('combobox', { name: 'Community' });
  }
  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Selected community' });
  }

  async chooseState(state: string): Promise<void> {
    await choose(this.page, this.state, state);
  }
  async chooseCity(city: string): Promise<void> {
    await choose(this.page, this.city, city);
  }
  async chooseCommunity(community: string): Promise<void> {
    await choose(this.page, this.community, community);
  }

  submit(label: 'Continue' | 'Update Community' = 'Continue'): Locator {
    return this.page.getByRole('button', { name: label });
  }
}

export interface ProfileEntries {
  fullName?: string;
  phone?: string;
  email?: string;
  flatNumber?: string;
  floor?: string;
  block?: string;
  deliveryInstructions?: string;
}

export class ProfileSetupPage extends OnboardingStep {
  constructor(page: Page) {
    super(page, 'Create Profile', 'Step 2/3');
  }

  async open(): Promise<void> {
    await this.page.goto('/onboarding/user-profile-setup');
  }

  get fullName(): Locator {
    return this.page.getByLabel('Full Name');
  }
  get phone(): Locator {
    return this.page.getByLabel('Phone Number');
  }
  get email(): Locator {
    return this.page.getByLabel('Email (optional)');
  }
  get community(): Locator {
    return this.page.getByLabel('Community', { exact: true });
  }
  get flatNumber(): Locator {
    return this.page.getByLabel('Flat/House Number');
  }
  get floor(): Locator {
    return this.page.getByLabel('Floor', { exact: true });
  }
  get block(): Locator {
    return this.page.getByLabel('Block', { exact: true });
  }
  get deliveryInstructions(): Locator {
    return this.page.getByLabel('Additional Delivery Instructions');
  }
  dietaryPreference(label: 'Vegetarian' | 'Vegan' | 'Gluten-free' | 'Jain'): Locator {
    return this.page
      .getByRole('group', { name: 'Dietary Preferences' })
      .getByRole('checkbox', { name: label });
  }

  async fill(entries: ProfileEntries): Promise<void> {
    const fields: [Locator, string | undefined][] = [
      [this.fullName, entries.fullName],
      [this.phone, entries.phone],
      [this.email, entries.email],
      [this.flatNumber, entries.flatNumber],
      [this.floor, entries.floor],
      [this.block, entries.block],
      [this.deliveryInstructions, entries.deliveryInstructions],
    ];
    for (const [field, value] of fields) if (value !== undefined) await field.fill(value);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }
}

export class FeatureTutorialPage extends OnboardingStep {
  constructor(page: Page) {
    super(page, 'App Features', 'Step 3/3');
  }

  get startExploring(): Locator {
    return this.page.getByRole('button', { name: 'Start Exploring Food' });
  }
}

export class WelcomeBonusPage extends OnboardingStep {
  constructor(page: Page) {
    super(page, 'Welcome Bonus', 'Step 3/3');
  }

  async open(): Promise<void> {
    await this.page.goto('/onboarding/welcome-bonus');
  }

  get startShopping(): Locator {
    return this.page.getByRole('button', { name: /Start Shopping|Setting up your account\.\.\./ });
  }
}
