import { expect, type Locator, type Page } from '@playwright/test';
import {
  BILL_TEXTS,
  CART_PAGE_TEXTS,
  CHECKOUT_TEXTS,
  MOCK_PAYMENT_TEXTS,
  ORDER_CONFIRMATION_TEXTS,
} from '@marketplace/contracts';

/** A field's validation message is its accessible description, so it belongs to that field. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** The bill both screens show: its rows by label, and what to pay. */
export class BillDetails {
  constructor(private readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: BILL_TEXTS.title });
  }

  /** [label, amount] of each row, in order. */
  async rows(): Promise<string[][]> {
    await expect(this.region.getByText(BILL_TEXTS.total, { exact: true })).toBeVisible();
    const labels = await this.region.locator('dt').allTextContents();
    const amounts = await this.region.locator('dd').allTextContents();
    return labels.map((label, index) => [label, amounts[index] ?? '']);
  }

  async expectTotal(total: string): Promise<void> {
    await expect(this.region.getByText(BILL_TEXTS.total, { exact: true }).locator('..')).toHaveText(
      `${BILL_TEXTS.total}${total}`,
    );
  }

  /** What the bill says when its billing config could not be read. */
  get failure(): Locator {
    return this.region.getByRole('alert').filter({ hasText: BILL_TEXTS.loadFailed });
  }

  get retry(): Locator {
    return this.region.getByRole('button', { name: BILL_TEXTS.retry });
  }
}

/** /customer/cart. */
export class CartScreen {
  readonly bill: BillDetails;

  constructor(private readonly page: Page) {
    this.bill = new BillDetails(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/customer/cart');
    await expect(this.page.getByRole('heading', { name: CART_PAGE_TEXTS.title, level: 1 })).toBeVisible();
  }

  get lines(): Locator {
    return this.page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  }

  line(name: string): Locator {
    return this.lines.filter({ hasText: name });
  }

  quantity(name: string, quantity: number): Locator {
    return this.page.getByLabel(CART_PAGE_TEXTS.quantity(name, quantity), { exact: true });
  }

  async increase(name: string): Promise<void> {
    await this.page.getByRole('button', { name: CART_PAGE_TEXTS.increase(name), exact: true }).click();
  }

  async decrease(name: string): Promise<void> {
    await this.page.getByRole('button', { name: CART_PAGE_TEXTS.decrease(name), exact: true }).click();
  }

  async remove(name: string): Promise<void> {
    await this.page.getByRole('button', { name: CART_PAGE_TEXTS.remove(name), exact: true }).click();
  }

  /** The way to checkout; without a total (null) while the bill is not known. */
  proceed(total: string | null): Locator {
    return this.page.getByRole('link', { name: CART_PAGE_TEXTS.proceedToCheckout(total), exact: true });
  }
}

/** /customer/checkout. */
export class CheckoutScreen {
  readonly bill: BillDetails;

  constructor(private readonly page: Page) {
    this.bill = new BillDetails(page);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/customer\/checkout$/);
    await expect(this.page.getByRole('heading', { name: CHECKOUT_TEXTS.title, level: 1 })).toBeVisible();
  }

  get phone(): Locator {
    return this.page.getByLabel(CHECKOUT_TEXTS.contactNumber, { exact: true });
  }

  get flat(): Locator {
    return this.page.getByLabel(CHECKOUT_TEXTS.flatNumber, { exact: true });
  }

  get floor(): Locator {
    return this.page.getByLabel(CHECKOUT_TEXTS.floor, { exact: true });
  }

  get block(): Locator {
    return this.page.getByLabel(CHECKOUT_TEXTS.block, { exact: true });
  }

  get address(): Locator {
    return this.page.getByRole('textbox', { name: CHECKOUT_TEXTS.addressLabel, exact: true });
  }

  get specialInstructions(): Locator {
    return this.page.getByLabel(CHECKOUT_TEXTS.specialInstructions, { exact: true });
  }

  get placeOrder(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^(${CHECKOUT_TEXTS.placeOrder}|Placing)`) });
  }

  get useCurrentLocation(): Locator {
    return this.page.getByRole('button', { name: CHECKOUT_TEXTS.useCurrentLocation });
  }

  /** The composed address shown under the form. */
  fullAddress(address: string): Locator {
    return this.page.getByText(CHECKOUT_TEXTS.fullAddress, { exact: true }).locator('..').getByText(address, {
      exact: true,
    });
  }

  /** Leaves a field as the resident would, so its message shows before any submit. */
  async clearAndLeave(field: Locator): Promise<void> {
    await field.fill('');
    await field.blur();
  }
}

/** /customer/order-confirmation?orderId=. */
export class OrderConfirmationScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: ORDER_CONFIRMATION_TEXTS.title, level: 1 });
  }

  /** The value beside a term of the order's details. */
  detail(term: string): Locator {
    return this.page
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: term }) })
      .locator('dd');
  }

  get trackOrder(): Locator {
    return this.page.getByRole('link', { name: ORDER_CONFIRMATION_TEXTS.trackOrder });
  }

  get continueShopping(): Locator {
    return this.page.getByRole('link', { name: ORDER_CONFIRMATION_TEXTS.continueShopping });
  }
}

/** /customer/payment (mock). */
export class PaymentScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/customer/payment');
    await expect(this.page.getByRole('heading', { name: MOCK_PAYMENT_TEXTS.title, level: 1 })).toBeVisible();
  }

  method(label: string): Locator {
    return this.page.getByRole('radio', { name: new RegExp(`^${label}`) });
  }

  pay(total: string): Locator {
    return this.page.getByRole('button', { name: MOCK_PAYMENT_TEXTS.pay(total), exact: true });
  }
}
