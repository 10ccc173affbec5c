import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  ADD_TO_CART_MESSAGES,
  ADMIN_VENDOR_MESSAGES,
  ADMIN_VENDORS_TEXTS,
  ORDER_MESSAGES,
  VENDOR_PAGE_TEXTS,
  VENDOR_STORE_TEXTS,
  formatRupeeAmount,
  type MenuItemCreateRequest,
  type StoreMenuItem,
} from '@marketplace/contracts';
import { AdminDashboard } from '../page-objects/admin-pages';
import { Toasts } from '../page-objects/auth-pages';
import { CartScreen, CheckoutScreen } from '../page-objects/checkout-pages';
import { VendorPage, cartButton, expectCartCount } from '../page-objects/discovery-pages';
import { VendorSignInPage } from '../page-objects/vendor-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet, apiPost } from '../support/api';
import { waitForMessage } from '../support/mailbox';
import {
  FOOD_AND_RESTAURANTS,
  applyToSell,
  approvedStore,
  cartTotal,
  placeOrder,
  residentOfPrestige,
  type TestStore,
} from '../support/stores';
import { setStoreClock, todayInIndiaAt } from '../support/test-clock';

const STORE_TEXTS = VENDOR_STORE_TEXTS.store;
const MENU_TEXTS = VENDOR_STORE_TEXTS.menu;
const uniqueName = (base: string) => `${base} ${Date.now().toString(36).slice(-5)}`;

const dosa: MenuItemCreateRequest = {
  name: 'Benne Dosa',
  description: 'Butter dosa with coconut chutney',
  price: 80,
  category: 'main_course',
  isVeg: true,
  isAvailable: true,
};

/** The store's owner signed in to the vendor app in a browser of their own. */
async function ownerBrowser(browser: Browser, store: TestStore): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = new VendorSignInPage(page);
  await signIn.open();
  await signIn.signIn(store.owner);
  return page;
}

async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const openSwitch = (page: Page) => page.getByRole('switch', { name: STORE_TEXTS.openSwitch });

/** The resident's vendor page freshly loaded (the app keeps a vendor 30 s otherwise). */
async function residentOpens(page: Page, store: TestStore): Promise<VendorPage> {
  const vendorPage = new VendorPage(page);
  await vendorPage.open(store.storeId);
  await expect(vendorPage.heading(store.name)).toBeVisible();
  return vendorPage;
}

test.afterEach(async () => {
  await setStoreClock(null);
});

test('the vendor closes the store and the resident cannot add to the cart or check out; the hours close it on their own', async ({
  browser,
  page: resident,
}) => {
  test.setTimeout(150_000);
  const store = await approvedStore(uniqueName('Kavya Tiffins'), [dosa]);
  await residentOfPrestige(resident.request);
  const vendor = await ownerBrowser(browser, store);
  const toasts = new Toasts(resident);

  await test.step('the resident fills a cart while the store is open', async () => {
    const page = await residentOpens(resident, store);
    await page.add(dosa.name);
    await expectCartCount(resident, 1);
  });

  await test.step('the vendor switches the store closed on the Store screen', async () => {
    await openScreen(vendor, '/vendor/store', STORE_TEXTS.title);
    await expectNoSeriousA11yViolations(vendor, 'vendor store');
    await expect(openSwitch(vendor)).toHaveAttribute('aria-checked', 'true');
    await openSwitch(vendor).click();
    await expect(openSwitch(vendor)).toHaveAttribute('aria-checked', 'false');
    await expect(vendor.getByText(STORE_TEXTS.closedByYou(null), { exact: true })).toBeVisible();
  });

  await test.step("the resident's add-to-cart says the spec's closed text, and so does checkout", async () => {
    const page = await residentOpens(resident, store);
    await expect(resident.getByText('Closed', { exact: true }).first()).toBeVisible();
    await page.add(dosa.name);
    await toasts.expect(ADD_TO_CART_MESSAGES.vendorClosed);
    await cartButton(resident).click();
    await new CartScreen(resident)
      .proceed(formatRupeeAmount(await cartTotal(resident.request, [{ price: dosa.price, quantity: 1 }])))
      .click();
    const checkout = new CheckoutScreen(resident);
    await checkout.expectOpen();
    await checkout.placeOrder.click();
    await expect(
      resident.getByRole('alert').filter({ hasText: ORDER_MESSAGES.restaurantClosed }),
    ).toBeVisible();
  });

  await test.step('the vendor sets hours; at closing time they close the store with nobody touching it', async () => {
    await setStoreClock(todayInIndiaAt('20:58'));
    await openScreen(vendor, '/vendor/store', STORE_TEXTS.title);
    const hours = vendor.getByRole('form', { name: VENDOR_STORE_TEXTS.hours.title });
    await hours.getByRole('checkbox', { name: VENDOR_STORE_TEXTS.hours.noFixedHours }).uncheck();
    const monday = hours.getByRole('group', { name: `Monday: ${VENDOR_STORE_TEXTS.hours.range(1)}` });
    await monday.getByLabel(VENDOR_STORE_TEXTS.hours.opens).fill('09:00');
    await monday.getByLabel(VENDOR_STORE_TEXTS.hours.closes).fill('21:00');
    await hours.getByRole('button', { name: VENDOR_STORE_TEXTS.hours.copyMonday }).click();
    await expectNoSeriousA11yViolations(vendor, 'vendor store hours');
    await hours.getByRole('button', { name: VENDOR_STORE_TEXTS.hours.save }).click();
    // Saved hours are followed at once: open by them, at 20:58 in India by the test clock.
    await expect(openSwitch(vendor)).toHaveAttribute('aria-checked', 'true');
    await expect(vendor.getByText(STORE_TEXTS.openByHours('09:00 PM'), { exact: true })).toBeVisible();

    const open = await residentOpens(resident, store);
    await expect(open.panel.getByText('Closed', { exact: true })).toHaveCount(0);
    await open.tab(VENDOR_PAGE_TEXTS.tabs.info).click();
    await expect(open.panel.getByText('Daily 09:00 AM - 09:00 PM', { exact: true })).toBeVisible();

    await setStoreClock(todayInIndiaAt('21:00'));
    await expect(async () => {
      const details = await apiGet<{ data: { isOpen: boolean } }>(
        resident.request,
        `/api/vendors/${store.storeId}/details`,
      );
      expect(details.data.isOpen).toBe(false);
    }).toPass({ timeout: 10_000 });
    const closed = await residentOpens(resident, store);
    await closed.tab(VENDOR_PAGE_TEXTS.tabs.menu).click();
    await closed.add(dosa.name);
    await toasts.expect(ADD_TO_CART_MESSAGES.vendorClosed);
    await vendor.reload();
    await expect(
      vendor.getByText(STORE_TEXTS.closedByHours('09:00 AM tomorrow'), { exact: true }),
    ).toBeVisible();
  });
  await store.dispose();
});

test('an item switched out of stock shows Out of Stock to the resident, and a price change refuses a cart priced before it', async ({
  browser,
  page: resident,
}) => {
  test.setTimeout(120_000);
  const store = await approvedStore(uniqueName('Ragi House'));
  await residentOfPrestige(resident.request);
  const vendor = await ownerBrowser(browser, store);
  const menu = vendor.getByRole('main');

  await test.step('the owner adds two items on the Menu screen', async () => {
    await openScreen(vendor, '/vendor/menu', MENU_TEXTS.title);
    await expect(vendor.getByText(MENU_TEXTS.emptyTitle)).toBeVisible();
    for (const item of [dosa, { ...dosa, name: 'Filter Coffee', price: 25, category: 'beverage' as const }]) {
      await vendor.getByRole('button', { name: MENU_TEXTS.add }).first().click();
      const dialog = vendor.getByRole('dialog', { name: VENDOR_STORE_TEXTS.itemForm.addTitle });
      await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.name).fill(item.name);
      await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.price).fill(String(item.price));
      await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.category).selectOption(item.category);
      await dialog.getByRole('radio', { name: VENDOR_STORE_TEXTS.itemForm.vegYes, exact: true }).check();
      if (item.name === dosa.name) await expectNoSeriousA11yViolations(vendor, 'vendor menu item form');
      await dialog.getByRole('button', { name: VENDOR_STORE_TEXTS.itemForm.add }).click();
      await expect(dialog).toBeHidden();
      await expect(menu.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(vendor, 'vendor menu');
  });

  await test.step('a name the menu has already is refused with its message', async () => {
    await vendor.getByRole('button', { name: MENU_TEXTS.add }).first().click();
    const dialog = vendor.getByRole('dialog', { name: VENDOR_STORE_TEXTS.itemForm.addTitle });
    await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.name).fill('benne dosa');
    await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.price).fill('200000');
    await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.category).selectOption('main_course');
    await dialog.getByRole('radio', { name: VENDOR_STORE_TEXTS.itemForm.vegYes, exact: true }).check();
    await dialog.getByRole('button', { name: VENDOR_STORE_TEXTS.itemForm.add }).click();
    await expect(dialog.getByText('Price can be at most ₹1,00,000')).toBeVisible();
    await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.price).fill('90');
    await dialog.getByRole('button', { name: VENDOR_STORE_TEXTS.itemForm.add }).click();
    await expect(dialog.getByText('An item named "Benne Dosa" is already on your menu')).toBeVisible();
    await dialog.getByRole('button', { name: VENDOR_STORE_TEXTS.itemForm.cancel }).click();
  });

  await test.step("the owner switches Benne Dosa out of stock: the resident's page says Out of Stock", async () => {
    const available = vendor.getByRole('switch', { name: MENU_TEXTS.availableLabel(dosa.name) });
    await available.click();
    await expect(available).toHaveAttribute('aria-checked', 'false');
    const page = await residentOpens(resident, store);
    await expect(page.item(dosa.name).getByText('Out of Stock')).toBeVisible();
    await available.click();
    await expect(available).toHaveAttribute('aria-checked', 'true');
  });

  await test.step('the resident fills a cart; the owner raises the price; the old cart is refused, never charged anew', async () => {
    const page = await residentOpens(resident, store);
    await expect(page.item(dosa.name).getByText('Out of Stock')).toHaveCount(0);
    await page.add(dosa.name);
    await expectCartCount(resident, 1);
    const oldTotal = await cartTotal(resident.request, [{ price: dosa.price, quantity: 1 }]);

    await vendor.getByRole('button', { name: MENU_TEXTS.editLabel(dosa.name) }).click();
    const dialog = vendor.getByRole('dialog', { name: VENDOR_STORE_TEXTS.itemForm.editTitle(dosa.name) });
    await dialog.getByLabel(VENDOR_STORE_TEXTS.itemForm.price).fill('80.50');
    await dialog.getByRole('button', { name: VENDOR_STORE_TEXTS.itemForm.save }).click();
    await expect(dialog).toBeHidden();
    await expect(menu.getByText('₹80.50')).toBeVisible();

    await cartButton(resident).click();
    await new CartScreen(resident).proceed(formatRupeeAmount(oldTotal)).click();
    const checkout = new CheckoutScreen(resident);
    await checkout.expectOpen();
    await checkout.placeOrder.click();
    await expect(resident.getByRole('alert').filter({ hasText: ORDER_MESSAGES.pricesChanged })).toBeVisible();
    expect(await apiGet<unknown[]>(resident.request, '/api/orders/user')).toHaveLength(0);
  });
  await store.dispose();
});

test('a delivered cash order shows in the Money screen: cash collected, fees, and its ledger line', async ({
  browser,
  page: resident,
}) => {
  test.setTimeout(120_000);
  const store = await approvedStore(uniqueName('Nandini Meals'), [dosa]);
  await residentOfPrestige(resident.request);
  const [item] = (
    await apiGet<{ items: StoreMenuItem[] }>(store.ownerApi, `/api/vendor/stores/${store.storeId}/menu-items`)
  ).items;
  const order = await placeOrder(resident.request, store.storeId, item!);
  const step = (path: string, body: unknown) =>
    apiPost(store.ownerApi, `/api/vendor/orders/${order.id}/${path}`, body);
  await step('accept', { prepMinutes: 15 });
  for (const status of ['preparing', 'ready', 'out_for_delivery']) await step('status', { status });
  const { handoffCode } = await apiGet<{ handoffCode: string }>(resident.request, `/api/orders/${order.id}`);
  await step('deliver', { handoffCode });

  const vendor = await ownerBrowser(browser, store);
  await openScreen(vendor, '/vendor/money', VENDOR_STORE_TEXTS.money.title);
  await vendor.getByRole('radio', { name: VENDOR_STORE_TEXTS.money.today }).check();
  const cash = await cartTotal(resident.request, [{ price: dosa.price, quantity: 1 }]);
  const tile = (label: string) =>
    vendor.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(tile(VENDOR_STORE_TEXTS.money.cashCollected)).toHaveText(formatRupeeAmount(cash));
  await expect(tile(VENDOR_STORE_TEXTS.money.delivered)).toHaveText('1');
  const orderNumber = `CM-${String(order.id).padStart(4, '0')}`;
  await expect(vendor.getByRole('rowheader', { name: orderNumber })).toBeVisible();
  await expect(vendor.getByRole('link', { name: VENDOR_STORE_TEXTS.money.downloadDays })).toHaveAttribute(
    'href',
    new RegExp(`/api/vendor/stores/${store.storeId}/earnings\\.csv\\?`),
  );
  await expectNoSeriousA11yViolations(vendor, 'vendor money');
  await store.dispose();
});

test("an administrator approves an application and the store appears in the resident's category list; suspending hides it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Amma Pickles');
  const { ownerApi } = await applyToSell(name);
  const residentContext = await browser.newContext();
  const resident = await residentContext.newPage();
  await residentOfPrestige(resident.request);
  const categoryList = async () =>
    (await apiGet<{ name: string }[]>(resident.request, `/api/vendors/category/${FOOD_AND_RESTAURANTS}`)).map(
      (vendor) => vendor.name,
    );
  expect(await categoryList()).not.toContain(name);

  const dashboard = new AdminDashboard(page);
  await dashboard.signIn();
  const tab = await dashboard.openTab(ADMIN_VENDORS_TEXTS.tab);
  await test.step('the application waits in the Vendors tab and is approved', async () => {
    const card = tab.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin vendors');
    await card.getByRole('button', { name: ADMIN_VENDORS_TEXTS.applications.approveLabel(name) }).click();
    await dashboard.expectToast(
      ADMIN_VENDORS_TEXTS.successTitle,
      ADMIN_VENDORS_TEXTS.applications.approved(name),
    );
  });

  await test.step("the store is in the resident's category list", async () => {
    await resident.goto(`/customer/category/${FOOD_AND_RESTAURANTS}`);
    await expect(resident.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  });

  await test.step('suspended with a reason, it leaves the list; its owner reads why', async () => {
    await tab.getByLabel(ADMIN_VENDORS_TEXTS.vendors.search).fill(name);
    const row = tab.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: ADMIN_VENDORS_TEXTS.suspend.label(name) }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_VENDORS_TEXTS.suspend.title(name) });
    await dialog.getByRole('button', { name: ADMIN_VENDORS_TEXTS.suspend.submit }).click();
    await expect(dialog.getByText(ADMIN_VENDOR_MESSAGES.reasonRequired)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin suspend dialog');
    await dialog.getByLabel(ADMIN_VENDORS_TEXTS.suspend.reason).fill('FSSAI licence expired');
    await dialog.getByRole('button', { name: ADMIN_VENDORS_TEXTS.suspend.submit }).click();
    await expect(row.getByText(ADMIN_VENDORS_TEXTS.vendors.statuses.suspended)).toBeVisible();

    await resident.goto(`/customer/category/${FOOD_AND_RESTAURANTS}`);
    await expect(resident.getByRole('list', { name: 'Vendors' })).toBeVisible();
    await expect(resident.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
    expect(await categoryList()).not.toContain(name);
    const storeId = (await apiGet<{ stores: { storeId: number }[] }>(ownerApi, '/api/vendor/me')).stores[0]!
      .storeId;
    const standing = await apiGet<{ status: string; suspendedReason: string | null }>(
      ownerApi,
      `/api/vendor/stores/${storeId}`,
    );
    expect(standing).toMatchObject({ status: 'suspended', suspendedReason: 'FSSAI licence expired' });
  });

  await test.step('reactivated, it is back', async () => {
    const row = tab.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: ADMIN_VENDORS_TEXTS.reactivate.label(name) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ADMIN_VENDORS_TEXTS.reactivate.submit })
      .click();
    await expect(row.getByText(ADMIN_VENDORS_TEXTS.vendors.statuses.active)).toBeVisible();
    expect(await categoryList()).toContain(name);
  });
  await ownerApi.dispose();
  await residentContext.close();
});

test('an administrator invites a member by email; the link makes them a member of the store', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const store = await approvedStore(uniqueName('Sri Sai Stores'));
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const person = await residentOfPrestige(member.request, 'Ravi');

  const dashboard = new AdminDashboard(page);
  await dashboard.signIn();
  const tab = await dashboard.openTab(ADMIN_VENDORS_TEXTS.tab);
  await tab.getByLabel(ADMIN_VENDORS_TEXTS.vendors.search).fill(store.name);
  const row = tab.getByRole('row').filter({ hasText: store.name });
  await row.getByRole('button', { name: ADMIN_VENDORS_TEXTS.invite.label(store.name) }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_VENDORS_TEXTS.invite.title(store.name) });
  await dialog.getByLabel(ADMIN_VENDORS_TEXTS.invite.email).fill(person.email);
  await expectNoSeriousA11yViolations(page, 'admin invite dialog');
  await dialog.getByRole('button', { name: ADMIN_VENDORS_TEXTS.invite.submit }).click();
  await dashboard.expectToast(
    ADMIN_VENDORS_TEXTS.successTitle,
    ADMIN_VENDOR_MESSAGES.invitationSent(person.email),
  );

  const message = await waitForMessage(request, person.email);
  const link = new URL(message.link!);
  await member.goto(`${link.pathname}${link.search}`);
  await expect(member.getByRole('heading', { level: 1, name: VENDOR_STORE_TEXTS.join.title })).toBeVisible();
  await expectNoSeriousA11yViolations(member, 'vendor join');
  await member.getByRole('button', { name: VENDOR_STORE_TEXTS.join.accept }).click();
  await expect(
    member.getByRole('heading', { name: VENDOR_STORE_TEXTS.join.doneTitle(store.name) }),
  ).toBeVisible();
  const me = await apiGet<{ stores: { storeId: number; role: string }[] }>(member.request, '/api/vendor/me');
  expect(me.stores).toEqual([expect.objectContaining({ storeId: store.storeId, role: 'staff' })]);
  await memberContext.close();
  await store.dispose();
});
