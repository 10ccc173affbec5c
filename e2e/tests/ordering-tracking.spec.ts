import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CSRF_HEADER,
  HOME_ORDER_STATUS_LABELS,
  MOCK_PAYMENT_ORDERS_STORAGE_KEY,
  MOCK_PAYMENT_TEXTS,
  ORDER_CANCEL_TEXTS,
  ORDER_DETAILS_TEXTS,
  ORDER_HISTORY_TEXTS,
  ORDER_MESSAGES,
  ORDER_RATING_TEXTS,
  ORDER_TIMELINE_LABELS,
  ORDER_TRACKING_TEXTS,
  computeBill,
  formatRupeeAmount,
  rupeesToPaise,
  type ActiveOrder,
  type BillingConfig,
  type Vendor,
  type MenuItem,
} from '@marketplace/contracts';
import { Toasts, uniqueResident } from '../page-objects/auth-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';
import { placePartnerOrder, type PlacedOrder } from '../support/partner-order';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

const PRESTIGE_LAKESIDE_HABITAT = 1;

interface Order extends PlacedOrder {
  orderNumber: string;
  vendorId: number;
  restaurantName: string;
  createdAt: string;
  items: { name: string; quantity: number }[];
}

async function signedInResident(page: Page, firstName: string) {
  const resident = uniqueResident(firstName);
  await signUpAndSignIn(page.request, resident);
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
  return resident;
}

/**
 * An order from one of the community's own (non-partner) restaurants: nobody moves it, so it stays
 * pending, which is what cancelling within 5 minutes needs.
 */
async function placeLocalOrder(request: APIRequestContext, phoneNumber: string): Promise<Order> {
  const categories = await apiGet<{ id: number; name: string }[]>(request, '/api/categories');
  const food = categories.find((category) => category.name === 'Food & Restaurants')!;
  const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${food.id}`);
  const vendor = vendors.find((candidate) => !candidate.isExternalSource && candidate.isOpen);
  expect(vendor, 'the demo data has an open local restaurant').toBeDefined();
  const menu = await apiGet<MenuItem[]>(request, `/api/vendors/${vendor!.id}/menu`);
  const item = menu.find((entry) => entry.isAvailable)!;
  const billing = await apiGet<BillingConfig>(request, `/api/categories/${food.id}/billing`);
  const bill = computeBill([{ pricePaise: rupeesToPaise(item.price), quantity: 2 }], billing);
  return apiPostJson<Order>(request, '/api/orders', {
    restaurantId: vendor!.id,
    restaurantName: vendor!.name,
    items: [{ itemId: item.id, name: item.name, quantity: 2, price: item.price }],
    totalAmount: bill.total / 100,
    deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru',
    phoneNumber,
    paymentMethod: 'cod',
  });
}

async function apiPostJson<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { [CSRF_HEADER.name]: CSRF_HEADER.value } });
  if (!response.ok()) throw new Error(`POST ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the checkout writes at order placement (packages/contracts checkout.ts), for the home card. */
async function saveActiveOrder(page: Page, order: Order): Promise<void> {
  const active: ActiveOrder = {
    id: order.id,
    vendor: order.restaurantName,
    status: 'pending',
    items: order.items.map(({ name, quantity }) => ({ name, quantity })),
    total: order.totalAmount,
  };
  await page.evaluate((value) => window.localStorage.setItem('activeOrder', JSON.stringify(value)), active);
}

/**
 * Records every percent the tracking screen shows, as the DOM changes, so a status that is on
 * screen for only a moment is still seen; and a marker that a reload would wipe.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { progressSeen: seen, notReloaded: true });
    const read = () => {
      const text = document.querySelector('[data-testid="order-progress-percent"]')?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

test('tracking moves live through every status while the partner delivers, then rating, history with Reorder and details refresh', async ({
  page,
}) => {
  const resident = await signedInResident(page, 'Meera');

  // The tracking screen's code is loaded first (an invalid id shows the failure), so the new order's
  // screen is on within milliseconds of placing it, before the partner's first step.
  await page.goto('/customer/order-tracking/0');
  await expect(page.getByRole('heading', { name: ORDER_TRACKING_TEXTS.loadFailedTitle })).toBeVisible();
  await expect(page.getByText(ORDER_MESSAGES.invalidOrderId)).toBeVisible();
  await expect(page.getByRole('link', { name: ORDER_TRACKING_TEXTS.viewAllOrders })).toBeVisible();
  await recordProgress(page);

  const streamOpened = page.waitForRequest((request) => /\/api\/orders\/\d+\/events$/.test(request.url()));
  const order = await placePartnerOrder(page.request, resident.phone);
  await page.evaluate((id) => {
    window.history.pushState({}, '', `/customer/order-tracking/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, order.id);
  expect((await streamOpened).url()).toContain(`/api/orders/${order.id}/events`);

  // The partner simulator steps every 400 ms; the 10-second poll alone would skip most steps, so
  // seeing each one is the stream's doing.
  await expect(page.getByTestId('order-progress-percent')).toHaveText('100%', { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // In order, never back. Two steps a refetch apart can land in one render on a busy machine, but the
  // poll alone (10 s) would show at most the first and the last of these 2.4 s.
  const steps = ['20%', '40%', '60%', '70%', '85%', '100%'];
  expect(seen.every((step) => steps.includes(step))).toBe(true);
  expect(seen.map((step) => steps.indexOf(step))).toEqual(
    [...seen.map((step) => steps.indexOf(step))].sort((a, b) => a - b),
  );
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.at(-1)).toBe('100%');
  expect(seen.length).toBeGreaterThanOrEqual(4);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByRole('progressbar', { name: ORDER_TRACKING_TEXTS.progress })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // The expandable timeline: every step done, each with its time except preparing (no timestamp).
  const timelineToggle = page.getByRole('button', { name: ORDER_TRACKING_TEXTS.timeline });
  await timelineToggle.click();
  await expect(timelineToggle).toHaveAttribute('aria-expanded', 'true');
  const timeline = page.getByTestId('order-timeline');
  for (const status of [
    'pending',
    'accepted',
    'preparing',
    'ready',
    'out_for_delivery',
    'delivered',
  ] as const) {
    await expect(timeline.getByText(`${ORDER_TIMELINE_LABELS[status]}, done`)).toBeAttached();
  }
  // Every step has its own time, Preparing included (the order carries preparingTime).
  await expect(timeline.locator('time')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: ORDER_TRACKING_TEXTS.items })).toBeVisible();
  await expect(page.getByRole('heading', { name: ORDER_TRACKING_TEXTS.deliveryDetails })).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'order tracking');

  // One-tap quick rating: the first star submits, thanks, then it steps aside after 1.5 s.
  const quick = page.waitForResponse(
    (response) => response.url().endsWith('/api/reviews/quick') && response.request().method() === 'POST',
  );
  await page.getByRole('radio', { name: '5 stars, Excellent' }).check({ force: true });
  expect((await quick).status()).toBe(201);
  await expect(page.getByText(ORDER_RATING_TEXTS.quickThanks)).toBeVisible();
  await expect(page.getByText(ORDER_RATING_TEXTS.quickThanks)).toBeHidden({ timeout: 5_000 });
  // Once reviewed, the vendor has nothing left to rate from this resident: no stars to tap again.
  await page.reload();
  await expect(page.getByRole('link', { name: ORDER_TRACKING_TEXTS.rateAndReview })).toBeVisible();
  await expect(page.getByRole('radio', { name: '5 stars, Excellent' })).toHaveCount(0);

  // Rate and Review, at 100 %.
  await page.getByRole('link', { name: ORDER_TRACKING_TEXTS.rateAndReview }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/order/${order.id}/rating$`));
  await expect(page.getByRole('heading', { name: ORDER_RATING_TEXTS.title })).toBeVisible();
  await page.getByRole('button', { name: ORDER_RATING_TEXTS.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.ratingRequired })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'order rating');
  await page.getByRole('radio', { name: '4 stars, Very Good' }).check({ force: true });
  await page.getByLabel(ORDER_RATING_TEXTS.remarksLabel).fill('  Hot, and on time.  ');
  const rated = page.waitForRequest(
    (request) => request.url().endsWith('/api/orders/rating') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: ORDER_RATING_TEXTS.submit }).click();
  expect((await rated).postDataJSON()).toEqual({
    orderId: order.id,
    rating: 4,
    remarks: 'Hot, and on time.',
  });
  await expect(page.getByRole('heading', { name: ORDER_RATING_TEXTS.thankYouTitle })).toBeVisible();
  const ratedOrder = await apiGet<{ rating: number | null; ratingRemarks: string | null }>(
    page.request,
    `/api/orders/${order.id}`,
  );
  expect(ratedOrder).toMatchObject({ rating: 4, ratingRemarks: 'Hot, and on time.' });
  // A rated order says so instead of offering the form again.
  await page.goto(`/customer/order/${order.id}/rating`);
  await expect(page.getByRole('heading', { name: ORDER_RATING_TEXTS.alreadyRated })).toBeVisible();
  await page.goto('/customer/order/abc/rating');
  await expect(page.getByRole('heading', { name: ORDER_MESSAGES.invalidOrderId })).toBeVisible();

  // Order history: the card's fields, and Reorder on a delivered order goes to its vendor.
  const placed = await apiGet<Order>(page.request, `/api/orders/${order.id}`);
  await page.goto('/customer/order-history');
  await expect(page.getByText(ORDER_HISTORY_TEXTS.ordersFound(1))).toBeVisible();
  const card = page.getByTestId('order-card');
  await expect(card.getByRole('heading', { name: placed.restaurantName })).toBeVisible();
  await expect(card).toContainText(placed.orderNumber);
  // The partner's own status word is shown when it sent one (customer spec 4).
  await expect(card).toContainText(/delivered/i);
  await expect(card).toContainText(`${placed.items[0]!.name} (${placed.items[0]!.quantity})`);
  await expect(card).toContainText('Cash on Delivery');
  await expect(card).toContainText(formatRupeeAmount(placed.totalAmount));
  await expectNoSeriousA11yViolations(page, 'order history');
  await card.getByRole('link', { name: ORDER_HISTORY_TEXTS.reorder }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/vendor/${placed.vendorId}$`));

  // Order details: Refresh Status asks the partner and says so.
  await page.goto(`/customer/order-details/${order.id}`);
  const toasts = new Toasts(page);
  await expect(page.getByTestId('order-status')).toHaveText(/Delivered|delivered/);
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith(`/api/orders/${order.id}/status?refresh=true`),
  );
  await page.getByRole('button', { name: ORDER_DETAILS_TEXTS.refreshStatus }).click();
  expect((await refreshed).status()).toBe(200);
  await toasts.expect(ORDER_DETAILS_TEXTS.refreshed);
  await expectNoSeriousA11yViolations(page, 'order details');
  // Back goes to the history when the home card did not open the page.
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customer/order-history');

  // A refresh the server fails says so.
  await page.route(`**/api/orders/${order.id}/status?refresh=true`, (route) =>
    route.fulfill({ status: 502, json: { message: 'Partner unavailable' } }),
  );
  await page.getByRole('button', { name: ORDER_DETAILS_TEXTS.refreshStatus }).click();
  await toasts.expect(ORDER_DETAILS_TEXTS.refreshFailedTitle, ORDER_DETAILS_TEXTS.refreshFailed);

  // A status page that cannot load offers Try Again, which recovers once the server answers.
  await page.route(`**/api/orders/${order.id}/status`, (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto(`/customer/order-details/${order.id}`);
  await expect(page.getByText(ORDER_DETAILS_TEXTS.loadFailed)).toBeVisible({ timeout: 20_000 });
  await page.unroute(`**/api/orders/${order.id}/status`);
  await page.getByRole('button', { name: ORDER_DETAILS_TEXTS.tryAgain }).click();
  await expect(page.getByTestId('order-status')).toHaveText(/Delivered|delivered/);
});

test('a resident cancels within 5 minutes from the home card, a started order cannot be cancelled, and the bell updates live', async ({
  page,
}) => {
  const resident = await signedInResident(page, 'Kavya');
  const toasts = new Toasts(page);

  // The bell's panel, open on home, shows a new notification without waiting for its 30 s poll.
  await page.goto('/customer');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const order = await placeLocalOrder(page.request, resident.phone);
  await expect(panel.getByRole('listitem')).not.toHaveCount(0, { timeout: 5_000 });
  await page.keyboard.press('Escape');

  // The home card, from the order the checkout saved in the browser.
  await saveActiveOrder(page, order);
  await page.reload();
  const homeCard = page.getByTestId('active-order-card');
  await expect(homeCard.getByRole('heading', { name: order.restaurantName })).toBeVisible();
  await expect(homeCard).toContainText(HOME_ORDER_STATUS_LABELS.pending);
  await expect(homeCard).toContainText('2 items');
  await expect(homeCard).toContainText(formatRupeeAmount(order.totalAmount));
  await expectNoSeriousA11yViolations(page, 'home with the active-order card');
  await homeCard.getByRole('link', { name: /^Track/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/order-details/${order.id}$`));
  // Opened from the home card, details goes back home.
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/customer');

  // Cancel Order with its countdown, confirmed in a dialog.
  await expect(page.getByTestId('cancel-countdown')).toHaveText(/^You can cancel for [45]:\d\d$/);
  const before = await page.getByTestId('cancel-countdown').textContent();
  await expect(page.getByTestId('cancel-countdown')).not.toHaveText(before!, { timeout: 3_000 });
  await page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ORDER_CANCEL_TEXTS.confirmTitle });
  await expect(dialog).toContainText(ORDER_CANCEL_TEXTS.confirmMessage);
  await expectNoSeriousA11yViolations(page, 'cancel confirmation');
  await dialog.getByRole('button', { name: ORDER_CANCEL_TEXTS.confirm }).click();
  await toasts.expect(ORDER_CANCEL_TEXTS.cancelledTitle, ORDER_CANCEL_TEXTS.cancelledText);
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  // The timeline ends in a Cancelled step with the time it was cancelled.
  const cancelledStep = page
    .getByTestId('order-timeline')
    .getByRole('listitem')
    .filter({ hasText: `${ORDER_TIMELINE_LABELS.cancelled}, done` });
  await expect(cancelledStep.locator('time')).toHaveCount(1);
  await expect(page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true })).toHaveCount(0);
  expect((await apiGet<Order>(page.request, `/api/orders/${order.id}`)).status).toBe('cancelled');

  // The home card learns the new status from the server and hides.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText('Explore with the assistant')).toBeVisible();
  await expect(page.getByTestId('active-order-card')).toHaveCount(0);

  // A refusal from the server is shown as it says it: the order was cancelled meanwhile elsewhere.
  const second = await placeLocalOrder(page.request, resident.phone);
  await page.goto(`/customer/order-tracking/${second.id}`);
  await page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true }).click();
  await apiPostJson(page.request, `/api/orders/${second.id}/cancel`, {});
  await page
    .getByRole('dialog', { name: ORDER_CANCEL_TEXTS.confirmTitle })
    .getByRole('button', { name: ORDER_CANCEL_TEXTS.confirm })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.alreadyCancelled })).toBeVisible();

  // A partner order the restaurant has started shows no Cancel Order, and the server refuses it.
  const started = await placePartnerOrder(page.request, resident.phone);
  await expect
    .poll(async () => (await apiGet<Order>(page.request, `/api/orders/${started.id}`)).status, {
      timeout: 30_000,
      intervals: [200],
    })
    .toMatch(/^(preparing|ready|out_for_delivery|delivered)$/);
  const late = await page.request.post(`/api/orders/${started.id}/cancel`, {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
  });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toMatch(/can no longer be cancelled/);
  await page.goto(`/customer/order-tracking/${started.id}`);
  await expect(page.getByTestId('order-progress-percent')).toBeVisible();
  await expect(page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true })).toHaveCount(0);

  // The browser's countdown ends with the window: no button after 5 minutes.
  const third = await placeLocalOrder(page.request, resident.phone);
  await page.clock.install();
  await page.goto(`/customer/order-details/${third.id}`);
  await expect(page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true })).toBeVisible();
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('button', { name: ORDER_CANCEL_TEXTS.button, exact: true })).toHaveCount(0);
});

test("order details shows the mock payment's fake order from the browser, without asking the server", async ({
  page,
}) => {
  await signedInResident(page, 'Meera');
  const fake = {
    id: Date.parse('2026-11-25T10:00:00.000Z'),
    method: 'wallet',
    total: 503,
    status: 'paid',
    paymentId: 'mock_wallet_1',
    createdAt: '2026-11-25T10:00:00.000Z',
  };
  await page.goto('/customer');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [MOCK_PAYMENT_ORDERS_STORAGE_KEY, JSON.stringify([fake])],
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/api/orders/${fake.id}`)) asked.push(request.url());
  });
  await page.goto(`/customer/order-details/${fake.id}`);
  const card = page.getByTestId('mock-order');
  await expect(card.getByRole('heading', { name: ORDER_DETAILS_TEXTS.mockOrderTitle })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(ORDER_DETAILS_TEXTS.mockStatusLabels.paid);
  await expect(card).toContainText(MOCK_PAYMENT_TEXTS.methods.wallet.label);
  await expect(card).toContainText(formatRupeeAmount(503));
  await expect(page.getByText(ORDER_DETAILS_TEXTS.loadFailed)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'mock payment order details');
  expect(asked).toEqual([]);
});
