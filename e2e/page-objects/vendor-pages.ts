import { expect, type Locator, type Page } from '@playwright/test';
import {
  REJECT_REASON_LABELS,
  VENDOR_APP_TEXTS,
  VENDOR_TAB_LABELS,
  type RejectReason,
  type VendorOrderTab,
} from '@marketplace/contracts';

/** The demo vendor account (README): the owner of Annapoorna Mess, the first demo local vendor. */
export { DEMO_VENDOR } from '@marketplace/contracts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /vendor to a visitor: the sign-in form (the resident's account). */
export class VendorSignInPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/vendor');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.signIn.title });
  }

  get emailOrPhone(): Locator {
    return this.page.getByLabel('Email or Phone');
  }

  get password(): Locator {
    return this.page.getByLabel('Password', { exact: true });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: VENDOR_APP_TEXTS.signIn.submit, exact: true });
  }

  async signIn(account: { email: string; password: string }): Promise<void> {
    await this.emailOrPhone.fill(account.email);
    await this.password.fill(account.password);
    await this.submit.click();
    await expect(this.heading).toBeHidden();
  }
}

/** /vendor to a signed-in user without a store: "Apply to sell", or the application's state. */
export class ApplyToSellPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/vendor');
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.apply.title });
  }

  get storeName(): Locator {
    return this.page.getByLabel(VENDOR_APP_TEXTS.apply.storeName);
  }

  get category(): Locator {
    return this.page.getByLabel(VENDOR_APP_TEXTS.apply.category);
  }

  get phone(): Locator {
    return this.page.getByLabel(VENDOR_APP_TEXTS.apply.phone);
  }

  get address(): Locator {
    return this.page.getByLabel(VENDOR_APP_TEXTS.apply.address);
  }

  get communities(): Locator {
    return this.page.getByRole('group', { name: VENDOR_APP_TEXTS.apply.communities });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: VENDOR_APP_TEXTS.apply.submit, exact: true });
  }

  /** Ticks a community of the city shown (Bengaluru unless another is chosen). */
  async chooseCommunity(name: string): Promise<void> {
    await this.communities.getByRole('checkbox', { name }).check();
  }

  /** The "waiting for an administrator" card once the application is sent. */
  get waiting(): Locator {
    return this.page.getByRole('status').filter({ hasText: VENDOR_APP_TEXTS.apply.waitingTitle });
  }
}

/** /vendor to a store's member: the order inbox, its tabs and order cards. */
export class VendorInboxPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/vendor');
    await expect(
      this.page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.inbox.title }),
    ).toBeVisible();
  }

  /** The tab named `tab` ('New (2)'): its label starts with the tab's name, then its count. */
  tab(tab: VendorOrderTab): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${escape(VENDOR_TAB_LABELS[tab])} \\(\\d+\\)$`) });
  }

  async openTab(tab: VendorOrderTab): Promise<void> {
    await this.tab(tab).click();
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  async expectCount(tab: VendorOrderTab, count: number): Promise<void> {
    await expect(this.tab(tab)).toHaveText(VENDOR_APP_TEXTS.inbox.tabLabel(VENDOR_TAB_LABELS[tab], count));
  }

  /** The count a tab shows now ('In progress (2)' is 2), once its orders have loaded. */
  async count(tab: VendorOrderTab): Promise<number> {
    await expect(this.page.getByText(VENDOR_APP_TEXTS.inbox.loading)).toHaveCount(0);
    const label = (await this.tab(tab).textContent()) ?? '';
    return Number(/\((\d+)\)$/.exec(label.trim())?.[1]);
  }

  /** 'Live: new orders appear at once': the inbox holds its live stream (and does not poll). */
  get live(): Locator {
    return this.page.getByRole('status').filter({ hasText: VENDOR_APP_TEXTS.inbox.live });
  }

  /** 'Start taking orders': the tap that allows the alert's sound and keeps the screen on. */
  async startTakingOrders(): Promise<void> {
    const toggle = this.page.getByRole('switch', { name: VENDOR_APP_TEXTS.alert.start });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }

  async mute(): Promise<void> {
    await this.page.getByRole('switch', { name: VENDOR_APP_TEXTS.alert.mute }).click();
  }

  /** The card (an article named by its order number) in the tab shown. */
  card(orderNumber: string): OrderCardPart {
    return new OrderCardPart(this.page, this.page.getByRole('article', { name: orderNumber, exact: true }));
  }

  async openHistory(): Promise<VendorHistoryPage> {
    await this.page
      .getByRole('navigation', { name: VENDOR_APP_TEXTS.header.nav })
      .getByRole('link', {
        name: VENDOR_APP_TEXTS.header.history,
      })
      .click();
    const history = new VendorHistoryPage(this.page);
    await expect(history.heading).toBeVisible();
    return history;
  }

  async expectToast(title: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('region', { name: 'Notifications' })).toContainText(title);
  }
}

/** One order card of the inbox, with the answers and steps a member takes on it. */
export class OrderCardPart {
  constructor(
    private readonly page: Page,
    readonly root: Locator,
  ) {}

  /** Opens a new order's details (which stops its ring); a card already open stays open. */
  async open(): Promise<void> {
    const toggle = this.root.getByRole('button', { name: VENDOR_APP_TEXTS.card.open });
    if (await toggle.isVisible()) await toggle.click();
    await expect(this.root.getByRole('button', { name: VENDOR_APP_TEXTS.card.close })).toBeVisible();
  }

  /** `inspect` sees the dialog with the time chosen, before it is sent (an axe check, say). */
  async acceptWith(minutes: number, inspect?: (dialog: Locator) => Promise<void>): Promise<void> {
    await this.open();
    // Read before the dialog opens: its own heading names the order too.
    const orderNumber = await this.orderNumber();
    await this.root.getByRole('button', { name: VENDOR_APP_TEXTS.card.accept, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: VENDOR_APP_TEXTS.accept.title(orderNumber) });
    await dialog.getByRole('radio', { name: VENDOR_APP_TEXTS.accept.minutesOption(minutes) }).check();
    await inspect?.(dialog);
    await dialog.getByRole('button', { name: VENDOR_APP_TEXTS.accept.submit }).click();
    await expect(dialog).toBeHidden();
  }

  /** `inspect` sees the dialog with the reason chosen, before it is sent. */
  async rejectWith(
    reason: RejectReason,
    note?: string,
    inspect?: (dialog: Locator) => Promise<void>,
  ): Promise<void> {
    await this.open();
    // Read before the dialog opens: its own heading names the order too.
    const orderNumber = await this.orderNumber();
    await this.root.getByRole('button', { name: VENDOR_APP_TEXTS.card.reject, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: VENDOR_APP_TEXTS.reject.title(orderNumber) });
    await dialog.getByRole('radio', { name: REJECT_REASON_LABELS[reason] }).check();
    if (note !== undefined) await dialog.getByLabel(VENDOR_APP_TEXTS.reject.note).fill(note);
    await inspect?.(dialog);
    await dialog.getByRole('button', { name: VENDOR_APP_TEXTS.reject.submit }).click();
    await expect(dialog).toBeHidden();
  }

  /** The one next-step button ('Start preparing', 'Mark ready', 'Out for delivery'). */
  async nextStep(label: string): Promise<void> {
    await this.root.getByRole('button', { name: label, exact: true }).click();
  }

  /** Hands the order over with the resident's code ('Mark delivered'). */
  async deliverWithCode(code: string): Promise<void> {
    await this.root.getByLabel(VENDOR_APP_TEXTS.handoff.code).fill(code);
    await this.root.getByRole('button', { name: 'Mark delivered', exact: true }).click();
  }

  async expectCodeRefused(message: string | RegExp): Promise<void> {
    await expect(this.root.getByLabel(VENDOR_APP_TEXTS.handoff.code)).toHaveAccessibleDescription(
      typeof message === 'string' ? new RegExp(escape(message)) : message,
    );
  }

  async deliverWithoutCode(): Promise<void> {
    await this.root.getByRole('button', { name: VENDOR_APP_TEXTS.handoff.withoutCode }).click();
    const confirm = this.page.getByRole('dialog', { name: VENDOR_APP_TEXTS.handoff.withoutCode });
    await confirm.getByRole('button', { name: VENDOR_APP_TEXTS.handoff.withoutCode }).click();
    await expect(confirm).toBeHidden();
  }

  async orderNumber(): Promise<string> {
    // The card's own heading comes first; an answer dialog open inside the card has another.
    return (await this.root.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  }
}

/** /vendor/history: the store's orders, searched. */
export class VendorHistoryPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: VENDOR_APP_TEXTS.history.title });
  }

  async search(filters: {
    orderNumber?: string;
    status?: string;
    from?: string;
    to?: string;
  }): Promise<void> {
    const texts = VENDOR_APP_TEXTS.history;
    if (filters.orderNumber !== undefined) await this.page.getByLabel(texts.search).fill(filters.orderNumber);
    if (filters.status !== undefined)
      await this.page.getByLabel(texts.status).selectOption({ label: filters.status });
    if (filters.from !== undefined) await this.page.getByLabel(texts.from).fill(filters.from);
    if (filters.to !== undefined) await this.page.getByLabel(texts.to).fill(filters.to);
    await this.page.getByRole('button', { name: texts.submit, exact: true }).click();
  }

  entry(orderNumber: string): Locator {
    return this.page.getByRole('article', { name: orderNumber, exact: true });
  }
}
