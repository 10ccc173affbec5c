import { expect, type Locator, type Page } from '@playwright/test';

/** The home screen's header: community selector with its location dialog, cart and notification bell. */
export class HomeHeader {
  constructor(private readonly page: Page) {}

  get communityButton(): Locator {
    return this.page.getByRole('button', { name: /^Community: / });
  }

  async expectCommunity(name: string): Promise<void> {
    await expect(this.communityButton).toHaveAccessibleName(`Community: ${name}. Change community`);
    await expect(this.communityButton).toHaveText(name);
  }

  async openLocationDialog(): Promise<LocationDialog> {
    await this.communityButton.click();
    const dialog = new LocationDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  get cart(): Locator {
    return this.page.getByRole('link', { name: /^Cart/ });
  }

  get bell(): Locator {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }

  async expectUnread(count: number): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(
      count > 0 ? `Notifications, ${count} unread` : 'Notifications',
    );
    if (count > 0) await expect(this.bell).toHaveText(count > 9 ? '9+' : String(count));
  }

  async openNotifications(): Promise<NotificationPanel> {
    await this.bell.click();
    const panel = new NotificationPanel(this.page);
    await expect(panel.root).toBeVisible();
    return panel;
  }
}

class LocationDialog {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: 'Select Your Location' });
  }
  get state(): Locator {
    return this.root.getByRole('combobox', { name: 'State' });
  }
  get city(): Locator {
    return this.root.getByRole('combobox', { name: 'City' });
  }

  private async choose(dropdown: Locator, option: string): Promise<void> {
    await dropdown.click();
    await this.root.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(dropdown).toHaveText(option);
  }
  async chooseState(state: string): Promise<void> {
    await this.choose(this.state, state);
  }
  async chooseCity(city: string): Promise<void> {
    await this.choose(this.city, city);
  }

  /** A community of the list, found by its name. */
  community(name: string): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${name}`) });
  }
}

class NotificationPanel {
  constructor(private readonly page: Page) {}

  get root(): Locator {
    return this.page.getByRole('dialog', { name: 'Notifications' });
  }

  get items(): Locator {
    return this.root.getByRole('listitem');
  }

  /** A notification, by its title; unread ones announce themselves as such. */
  notification(title: string, unread: boolean): Locator {
    return this.root.getByRole('button', { name: new RegExp(`^${unread ? 'Unread: ' : ''}${title}`) });
  }
}
