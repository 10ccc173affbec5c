import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import {
  ACTIVE_ORDER_STORAGE_KEY,
  BILL_TEXTS,
  CART_PAGE_TEXTS,
  CART_STORAGE_KEYS,
  CHECKOUT_TEXTS,
  DELIVERY_ESTIMATE_MINUTES_TEXT,
  DELIVERY_ESTIMATE_TEXT,
  DEVICE_LOCATION_FAILURES,
  MOCK_PAYMENT_ORDERS_STORAGE_KEY,
  MOCK_PAYMENT_TEXTS,
  ORDER_CONFIRMATION_TEXTS,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  billingCategoryIdFor,
  computeBill,
  formatRupeeAmount,
  paiseToRupees,
  rupeesToPaise,
  type BillingConfig,
} from '@marketplace/contracts';
import {
  BillDetails,
  CartScreen,
  CheckoutScreen,
  OrderConfirmationScreen,
  PaymentScreen,
  expectFieldError,
} from '../page-objects/checkout-pages';
import { VendorPage, cartButton, expectCartCount } from '../page-objects/discovery-pages';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';
import { isOpenNow, residentWhoSees, type ListedVendor } from '../support/discovery-data';

interface PricedItem {
  id: number;
  name: string;
  price: number;
  category: string;
  description: string | null;
  isAvailable: boolean;
  externalMenuId: string | null;
}

interface Stocked {
  vendor: ListedVendor;
  items: [PricedItem, PricedItem];
}

const FOOD = 'Food & Restaurants';

const pricedMenu = (request: APIRequestContext, vendorId: number) =>
  apiGet<PricedItem[]>(request, `/api/vendors/${vendorId}/menu`);

/** An open restaurant (as its details call says now) with two available items. */
async function restaurantWithTwoItems(page: Page, listed: ListedVendor[]): Promise<Stocked | undefined> {
  for (const vendor of listed) {
    if (vendor.category !== FOOD || !vendor.isOpen || !(await isOpenNow(page.request, vendor.id))) continue;
    const available = (await pricedMenu(page.request, vendor.id)).filter((item) => item.isAvailable);
    if (available.length >= 2) return { vendor, items: [available[0]!, available[1]!] };
  }
  return undefined;
}

/** The category's billing config as the cart asks for it, or null when it has none. */
async function billingOf(
  request: APIRequestContext,
  businessCategory: string,
): Promise<BillingConfig | null> {
  const response = await request.get(`/api/categories/${billingCategoryIdFor(businessCategory)}/billing`);
  return response.ok() ? ((await response.json()) as BillingConfig) : null;
}

const storageItem = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

interface Profile {
  communityId: number | null;
  phone: string | null;
  flatNumber: string | null;
  floor: string | null;
  block: string | null;
  deliveryAddress: string | null;
}
interface Community {
  id: number;
  name: string;
  address: string | null;
}
interface SavedAddress {
  addressType: string;
  flatNumber: string | null;
  streetAddress: string;
  pincode: string;
  cityName: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}
interface PlacedOrder {
  id: number;
  orderNumber: string;
  restaurantName: string;
  status: string;
  items: { name: string; quantity: number }[];
  totalAmount: number;
  deliveryAddress: string;
  phoneNumber: string;
  paymentMethod: string;
  specialInstructions: string | null;
}

test('a resident fills the cart, reads its bill, meets each checkout message and places the order', async ({
  page,
  context,
}) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  const [first, second] = stocked.items;
  const vendorPage = new VendorPage(page);
  await vendorPage.open(stocked.vendor.id, '?from=home');
  await vendorPage.add(first.name);
  await vendorPage.add(second.name);
  await expectCartCount(page, 2);

  // Cart: the restaurant with its estimate, both lines, quantity controls and the bill.
  await cartButton(page).click();
  const cart = new CartScreen(page);
  await expect(page).toHaveURL(/\/customer\/cart$/);
  const restaurant = page.getByLabel('Restaurant');
  await expect(restaurant.getByRole('heading', { name: stocked.vendor.name })).toBeVisible();
  await expect(restaurant.getByText(DELIVERY_ESTIMATE_TEXT, { exact: true })).toBeVisible();
  await expect(cart.lines).toHaveCount(2);
  await cart.increase(first.name);
  await expect(cart.quantity(first.name, 2)).toBeVisible();
  await cart.increase(first.name);
  await cart.decrease(first.name);
  await expect(cart.quantity(first.name, 2)).toBeVisible();

  // The bill is the one the order service will charge: the same function over the same prices.
  const billing = await billingOf(page.request, stocked.vendor.category);
  const bill = computeBill(
    [
      { pricePaise: rupeesToPaise(first.price), quantity: 2 },
      { pricePaise: rupeesToPaise(second.price), quantity: 1 },
    ],
    billing,
  );
  const total = formatRupeeAmount(paiseToRupees(bill.total));
  const rows = await cart.bill.rows();
  expect(rows[0]).toEqual([BILL_TEXTS.itemsTotal, formatRupeeAmount(paiseToRupees(bill.itemsTotal))]);
  if (billing !== null) {
    expect(rows).toContainEqual([BILL_TEXTS.platformFee, formatRupeeAmount(paiseToRupees(bill.platformFee))]);
    expect(rows).toContainEqual([BILL_TEXTS.gst, formatRupeeAmount(paiseToRupees(bill.gst))]);
  }
  await cart.bill.expectTotal(total);
  await expectNoSeriousA11yViolations(page, 'cart');

  // Checkout: the same bill, the community read-only, the phone from the profile.
  await cart.proceed(total).click();
  const checkout = new CheckoutScreen(page);
  await checkout.expectOpen();
  await checkout.bill.expectTotal(total);
  const profile = await apiGet<Profile>(page.request, '/api/user/profile');
  const community = await apiGet<Community>(page.request, `/api/communities/${profile.communityId}`);
  await expect(page.getByText(community.name, { exact: true })).toBeVisible();
  await expect(checkout.phone).toHaveValue(profile.phone ?? '');
  // The profile's 'Additional Delivery Instructions' start the special instructions, not the address.
  await expect(checkout.specialInstructions).toHaveValue(profile.deliveryAddress ?? '');
  for (const required of [checkout.phone, checkout.flat])
    await expect(required).toHaveAttribute('aria-required', 'true');
  await expect(checkout.floor).not.toHaveAttribute('aria-required', 'true');
  await expect(page.getByText(PAYMENT_METHOD_LABELS.cod, { exact: true })).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXTS.cashOnDeliveryText, { exact: true })).toBeVisible();

  // Each message of customer spec 5, on the field it is about; Place Order waits for a phone.
  await checkout.clearAndLeave(checkout.phone);
  await expectFieldError(checkout.phone, ORDER_MESSAGES.phoneRequired);
  await expect(checkout.placeOrder).toBeDisabled();
  await checkout.phone.fill('98765');
  await expectFieldError(checkout.phone, ORDER_MESSAGES.phoneInvalid);
  // Their own number: the profile refuses a phone another account uses (decision 44).
  const phone = profile.phone!;
  await checkout.phone.fill(phone);
  await expect(checkout.phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(checkout.placeOrder).toBeEnabled();
  await checkout.flat.fill('');
  await checkout.placeOrder.click();
  await expectFieldError(checkout.flat, CHECKOUT_TEXTS.flatNumberRequired);
  await expect(checkout.flat).toBeFocused();
  await checkout.flat.fill('A-101');
  await checkout.floor.fill('2');
  await checkout.block.fill('B');
  const address = `Flat A-101, Floor 2, Block B, ${community.address}`;
  await expect(checkout.fullAddress(address)).toBeVisible();
  await checkout.specialInstructions.fill('Ring the bell twice');

  // The device's position: refused first, then granted.
  await checkout.useCurrentLocation.click();
  await expect(
    page.getByRole('alert').filter({ hasText: DEVICE_LOCATION_FAILURES['permission-denied'] }),
  ).toBeVisible();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9352, longitude: 77.6245 });
  await checkout.useCurrentLocation.click();
  await expect(page.getByText(CHECKOUT_TEXTS.locationAdded(12.9352, 77.6245), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'checkout');

  const addressSave = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/addresses',
  );
  await checkout.placeOrder.click();
  await expect(page.getByRole('status').filter({ hasText: CHECKOUT_TEXTS.orderConfirmed })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/order-confirmation\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // The order as the server took it, and what the browser kept for the home card.
  const order = await apiGet<PlacedOrder>(page.request, `/api/orders/${orderId}`);
  expect(order).toMatchObject({
    restaurantName: stocked.vendor.name,
    deliveryAddress: address,
    phoneNumber: phone,
    paymentMethod: 'cod',
    specialInstructions: 'Ring the bell twice',
    totalAmount: paiseToRupees(bill.total),
  });
  expect(JSON.parse((await storageItem(page, ACTIVE_ORDER_STORAGE_KEY))!)).toEqual({
    id: orderId,
    vendor: stocked.vendor.name,
    status: order.status,
    items: order.items.map(({ name, quantity }) => ({ name, quantity })),
    total: order.totalAmount,
  });
  expect(JSON.parse((await storageItem(page, CART_STORAGE_KEYS.items)) ?? '[]')).toEqual([]);

  // Confirmation: the order number, 15-20 minutes, the ways on; home by itself after 10 s.
  const confirmation = new OrderConfirmationScreen(page);
  await expect(confirmation.heading).toBeVisible();
  await expect(confirmation.detail(ORDER_CONFIRMATION_TEXTS.orderNumber)).toHaveText(order.orderNumber);
  await expect(confirmation.detail(ORDER_CONFIRMATION_TEXTS.estimatedDelivery)).toHaveText(
    DELIVERY_ESTIMATE_MINUTES_TEXT,
  );
  await expect(confirmation.trackOrder).toHaveAttribute('href', `/customer/order-tracking/${orderId}`);
  await expect(confirmation.continueShopping).toHaveAttribute('href', '/customer');
  await expectNoSeriousA11yViolations(page, 'order confirmation');

  // The delivery details were kept for next time: on the profile and as a home address. The
  // profile's deliveryAddress is its delivery instructions, so it keeps what the resident wrote there.
  await expect
    .poll(async () => (await apiGet<Profile>(page.request, '/api/user/profile')).flatNumber)
    .toBe('A-101');
  expect(await apiGet<Profile>(page.request, '/api/user/profile')).toMatchObject({
    phone,
    floor: '2',
    block: 'B',
    deliveryAddress: 'Ring the bell twice',
    communityId: community.id,
  });
  // Customer spec 9: not asked to be the default (the address book still makes a first address its default).
  expect((await addressSave).postDataJSON()).toMatchObject({ addressType: 'home', isDefault: false });
  const saved = await apiGet<SavedAddress[]>(page.request, '/api/user/addresses');
  expect(saved).toContainEqual(
    expect.objectContaining({
      addressType: 'home',
      flatNumber: 'A-101',
      streetAddress: address,
      pincode: '560001',
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9352,
      longitude: 77.6245,
    }),
  );

  await expect(page).toHaveURL(/\/customer$/, { timeout: 15_000 });
});

test('without a community address the whole address is typed; empty, the cart and checkout send the resident shopping', async ({
  page,
}) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  // A second resident who never chose a community: nothing to compose the address with.
  await signInAsNewResident(page);
  const [item] = stocked.items;
  const vendorPage = new VendorPage(page);
  await vendorPage.open(stocked.vendor.id, '?from=home');
  await vendorPage.add(item.name);
  await expectCartCount(page, 1);

  await page.goto('/customer/checkout');
  const checkout = new CheckoutScreen(page);
  await checkout.expectOpen();
  await expect(page.getByText(CHECKOUT_TEXTS.noCommunity, { exact: true })).toBeVisible();
  await expect(checkout.flat).toHaveCount(0);
  await expect(checkout.placeOrder).toBeDisabled();
  await checkout.address.focus();
  await checkout.address.blur();
  await expectFieldError(checkout.address, ORDER_MESSAGES.addressRequired);
  await checkout.address.fill('12 MG Road, Bengaluru');
  await expect(checkout.placeOrder).toBeEnabled();
  await expect(checkout.fullAddress('12 MG Road, Bengaluru')).toBeVisible();

  // Removing the last line empties the cart: 'Continue Shopping' to the directory.
  const cart = new CartScreen(page);
  await cart.open();
  await cart.remove(item.name);
  await expect(page.getByRole('heading', { name: CART_PAGE_TEXTS.emptyTitle })).toBeVisible();
  const continueShopping = page.getByRole('link', { name: CART_PAGE_TEXTS.continueShopping });
  await expect(continueShopping).toHaveAttribute('href', '/customer/directory');
  await expect(new BillDetails(page).region).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'empty cart');

  await page.goto('/customer/checkout');
  await checkout.expectOpen();
  const browse = page.getByRole('link', { name: CHECKOUT_TEXTS.browseRestaurants });
  await expect(browse).toHaveAttribute('href', '/customer/directory');
  await expectNoSeriousA11yViolations(page, 'empty checkout');
  await browse.click();
  await expect(page).toHaveURL(/\/customer\/directory$/);
});

interface StoredLine {
  vendor: ListedVendor;
  item: Pick<PricedItem, 'name' | 'price' | 'category' | 'description' | 'externalMenuId'> & {
    id: number | null;
  };
}

/**
 * Puts one line in the signed-in resident's cart as the browser keeps it (customer spec 3), as if
 * it was added earlier: the menu or the vendor has changed since.
 */
async function keepInCart(page: Page, { vendor, item }: StoredLine): Promise<void> {
  const { id: userId } = await apiGet<{ id: number }>(page.request, '/api/auth/user');
  // Written on a page of this origin where the app does not run: on an app page the cart provider,
  // loading the resident's cart as the script writes, could save its empty cart over the line.
  await page.goto('/readyz');
  await page.evaluate(
    ({ keys, userId, line }) => {
      localStorage.setItem(keys.owner, String(userId));
      localStorage.setItem(keys.items, JSON.stringify([line]));
    },
    {
      keys: CART_STORAGE_KEYS,
      userId,
      line: {
        id: vendor.id * 1000 + 1,
        itemId: item.id,
        name: item.name,
        price: item.price,
        quantity: 1,
        restaurantId: vendor.id,
        restaurantName: vendor.name,
        category: item.category,
        businessCategory: vendor.category,
        description: item.description,
        externalMenuId: item.externalMenuId,
      },
    },
  );
}

async function fillAndPlace(page: Page): Promise<CheckoutScreen> {
  await page.goto('/customer/checkout');
  const checkout = new CheckoutScreen(page);
  await checkout.expectOpen();
  const profile = await apiGet<Profile>(page.request, '/api/user/profile');
  await checkout.phone.fill(profile.phone!);
  await checkout.flat.fill('C-7');
  await checkout.placeOrder.click();
  return checkout;
}

test('a vendor that closed after its items went into the cart stops the order at checkout', async ({
  page,
}) => {
  const closed = await residentWhoSees(page, async (listed) => {
    for (const vendor of listed) {
      if (await isOpenNow(page.request, vendor.id)) continue;
      const [item] = await pricedMenu(page.request, vendor.id);
      if (item !== undefined) return { vendor, item };
    }
    return undefined;
  });
  await keepInCart(page, closed);
  const checkout = await fillAndPlace(page);
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.restaurantClosed })).toBeVisible();
  // Nothing was placed and nothing was cleared: the resident may try again later.
  await expect(checkout.placeOrder).toBeEnabled();
  expect(JSON.parse((await storageItem(page, CART_STORAGE_KEYS.items))!)).toHaveLength(1);
  expect(await apiGet<unknown[]>(page.request, '/api/orders/user')).toEqual([]);
});

test('an order the order service refuses says so with its reason, after Placing Order...', async ({
  page,
}) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  // An item the restaurant has taken off its menu since it went into the cart.
  const gone = { ...stocked.items[0], id: null, externalMenuId: null, name: 'Midnight Special' };
  await keepInCart(page, { vendor: stocked.vendor, item: gone });
  // The real server answers; the answer is only held back long enough to see the button meanwhile.
  await page.route('**/api/orders', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 750));
    await route.continue();
  });
  const checkout = await fillAndPlace(page);
  await expect(page.getByRole('button', { name: CHECKOUT_TEXTS.placingOrder })).toBeDisabled();
  const alert = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.placeOrderFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(ORDER_MESSAGES.itemNotOnMenu(gone.name));
  await expect(checkout.placeOrder).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'checkout with a refused order');
});

test('a bill that cannot be read says so with Retry and holds Place Order back until it is read', async ({
  page,
}) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  const [item] = stocked.items;
  const billing = await billingOf(page.request, stocked.vendor.category);
  const total = formatRupeeAmount(
    paiseToRupees(computeBill([{ pricePaise: rupeesToPaise(item.price), quantity: 1 }], billing).total),
  );
  // The catalog failing (an outage, not a category without a config): every read answers 500.
  const failBilling = (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  await page.route('**/api/categories/*/billing', failBilling);
  await keepInCart(page, { vendor: stocked.vendor, item });

  const cart = new CartScreen(page);
  await cart.open();
  await expect(cart.bill.failure).toBeVisible({ timeout: 10_000 });
  // No items-only total anywhere: the order service would refuse it.
  await expect(cart.bill.region.getByText(BILL_TEXTS.total, { exact: true })).toHaveCount(0);
  await expect(cart.proceed(null)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cart without its bill');

  await cart.proceed(null).click();
  const checkout = new CheckoutScreen(page);
  await checkout.expectOpen();
  await expect(checkout.bill.failure).toBeVisible();
  const profile = await apiGet<Profile>(page.request, '/api/user/profile');
  await checkout.phone.fill(profile.phone!);
  await checkout.flat.fill('C-7');
  await expect(checkout.placeOrder).toHaveText(CHECKOUT_TEXTS.placeOrder);
  await expect(checkout.placeOrder).toBeDisabled();

  // The catalog is back: Retry reads the bill, and the order can be placed at the real total.
  await page.unroute('**/api/categories/*/billing', failBilling);
  await checkout.bill.retry.click();
  await checkout.bill.expectTotal(total);
  await expect(checkout.bill.failure).toHaveCount(0);
  await expect(checkout.placeOrder).toHaveText(`${CHECKOUT_TEXTS.placeOrder} · ${total}`);
  await expect(checkout.placeOrder).toBeEnabled();
});

test('a failure without the server’s own words shows only the generic message', async ({ page }) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  await keepInCart(page, { vendor: stocked.vendor, item: stocked.items[0] });
  // A gateway's bare 500: apiFetch words it '500: Internal Server Error', which is not for the resident.
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  );
  await fillAndPlace(page);
  const alert = page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.placeOrderFailed });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveText(ORDER_MESSAGES.placeOrderFailed);
});

test('an order whose answer is not the full order still confirms by its id, and the same flat is not saved twice', async ({
  page,
}) => {
  const stocked = await residentWhoSees(page, (listed) => restaurantWithTwoItems(page, listed));
  await keepInCart(page, { vendor: stocked.vendor, item: stocked.items[0] });
  // The order service places the order; only its answer is cut down to the id.
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const { id } = (await response.json()) as { id: number };
    await route.fulfill({ response, json: { id } });
  });
  await fillAndPlace(page);
  await expect(page.getByRole('status').filter({ hasText: CHECKOUT_TEXTS.orderConfirmed })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/order-confirmation\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const [placed] = await apiGet<PlacedOrder[]>(page.request, '/api/orders/user');
  expect(placed?.id).toBe(orderId);
  expect(JSON.parse((await storageItem(page, ACTIVE_ORDER_STORAGE_KEY))!)).toMatchObject({
    id: orderId,
    vendor: stocked.vendor.name,
    status: 'pending',
  });
  // fillAndPlace's flat; onboarding may have saved another address before.
  const savedFlats = async () =>
    (await apiGet<SavedAddress[]>(page.request, '/api/user/addresses')).filter(
      (saved) => saved.flatNumber === 'C-7',
    );
  await expect.poll(async () => (await savedFlats()).length).toBe(1);
  await page.unroute('**/api/orders');

  // A second order to the same flat: the profile is saved again, the address book is not added to.
  await keepInCart(page, { vendor: stocked.vendor, item: stocked.items[1] });
  const addressPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/addresses')
      addressPosts.push(request.url());
  });
  const addressBookRead = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/user/addresses',
  );
  await fillAndPlace(page);
  await expect(page.getByRole('status').filter({ hasText: CHECKOUT_TEXTS.orderConfirmed })).toBeVisible();
  await addressBookRead;
  await expect(page).toHaveURL(/\/customer\/order-confirmation\?orderId=\d+$/);
  expect(addressPosts).toEqual([]);
  expect(await savedFlats()).toHaveLength(1);
});

test('signed out, the cart asks the visitor to log in', async ({ page }) => {
  await page.goto('/customer/cart');
  await expect(page.getByRole('heading', { name: CART_PAGE_TEXTS.signedOutTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/cart$/);
  await expectNoSeriousA11yViolations(page, 'signed-out cart');
  await page.getByRole('link', { name: CART_PAGE_TEXTS.login, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the mock payment takes ₹503, keeps a fake order apart from real ones and opens its details', async ({
  page,
}) => {
  await signInAsNewResident(page);
  const payment = new PaymentScreen(page);
  await payment.open();
  await expect(payment.method(MOCK_PAYMENT_TEXTS.methods.upi.label)).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'payment');
  await payment.method(MOCK_PAYMENT_TEXTS.methods.wallet.label).check();
  await payment.method(MOCK_PAYMENT_TEXTS.methods.card.label).check();
  await payment.method(MOCK_PAYMENT_TEXTS.methods.wallet.label).check();

  await payment.pay('₹503').click();
  await expect(page.getByRole('button', { name: MOCK_PAYMENT_TEXTS.processing })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: MOCK_PAYMENT_TEXTS.succeeded })).toBeVisible({
    timeout: 6_000,
  });
  const [fake] = JSON.parse((await storageItem(page, MOCK_PAYMENT_ORDERS_STORAGE_KEY))!) as {
    id: number;
    method: string;
    total: number;
  }[];
  expect(fake).toMatchObject({ method: 'wallet', total: 503 });
  expect(await storageItem(page, ACTIVE_ORDER_STORAGE_KEY)).toBeNull();
  await expect(page).toHaveURL(new RegExp(`/customer/order-details/${fake!.id}$`), { timeout: 5_000 });
});
