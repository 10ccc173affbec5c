import { expect, test, type Page } from '@playwright/test';
import {
  CATEGORY_ADMIN_MESSAGES as M,
  CATEGORY_CONFIG_FORM_MESSAGES,
  ORDER_STATUS_CONFIG_FORM_MESSAGES,
  RAW_CATEGORY_FORM_MESSAGES,
  BILL_TEXTS,
} from '@marketplace/contracts';
import { CartScreen } from '../page-objects/checkout-pages';
import { CategoryManagementPage, expectFieldError } from '../page-objects/category-management-pages';
import { VendorPage } from '../page-objects/discovery-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { apiGet } from '../support/api';
import {
  isOpenNow,
  menuOf,
  residentWhoSees,
  type ListedVendor,
  type MenuItem,
} from '../support/discovery-data';
import { placePartnerOrder } from '../support/partner-order';
import { E2E_PARTNER_KEY, E2E_PARTNER_URL } from '../support/partner-sim';

// Issue 13: what an administrator saves on /admin/category-management is what the marketplace does next.

const suffix = Date.now().toString(36);
const CATEGORY = `Weekend Bakes ${suffix}`;
/** The mapping's source system keys the synced vendors apart from Food & Restaurants' copies of them. */
const SOURCE_SYSTEM = `e2e-bakes-${suffix}`;
const FOOD = 'Food & Restaurants';

interface Stocked {
  vendor: ListedVendor;
  item: MenuItem;
}

/** A vendor of the new category that the resident sees, open now, with an item to order. */
async function stockedVendorOf(page: Page, categoryId: number): Promise<Stocked> {
  return residentWhoSees(page, async (listed) => {
    for (const vendor of listed.filter((candidate) => candidate.categoryId === categoryId)) {
      if (!vendor.isOpen || !(await isOpenNow(page.request, vendor.id))) continue;
      const item = (await menuOf(page.request, vendor.id)).find((candidate) => candidate.isAvailable);
      if (item !== undefined) return { vendor, item };
    }
    return undefined;
  });
}

async function deliveryFee(cart: CartScreen): Promise<string> {
  const row = (await cart.bill.rows()).find(([label]) => label === BILL_TEXTS.deliveryCharge);
  return row?.[1] ?? '';
}

test('category configs, raw mappings and order status configs drive billing, the partner sync and the status poller', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = new CategoryManagementPage(page);
  await admin.signIn();
  await admin.expectToast('Login Successful', 'Welcome to the admin panel');

  let categoryId = 0;
  await test.step('a category config with each validation message, Test connection, then saved', async () => {
    const tab = await admin.openTab('Category Configs');
    await expect(tab.getByRole('heading', { name: FOOD })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'category configs');

    await tab.getByRole('button', { name: 'Add Category Config' }).click();
    const dialog = admin.dialog('Add Category Config');
    const save = dialog.getByRole('button', { name: 'Create Config' });
    await save.click();
    await expectFieldError(dialog.getByLabel('Category Name'), CATEGORY_CONFIG_FORM_MESSAGES.nameRequired);
    await dialog.getByLabel('Category Name').fill(CATEGORY);

    // The spec's defaults fill the form.
    await expect(dialog.getByLabel('GST %', { exact: true })).toHaveValue('18');
    await expect(dialog.getByLabel('Delivery Charges (₹)')).toHaveValue('30');
    await expect(dialog.getByLabel('Display Order')).toHaveValue('0');

    await dialog.getByLabel('GST %', { exact: true }).fill('150');
    await dialog.getByLabel('Platform Fee (₹)').fill('-5');
    await dialog.getByLabel('Delivery Charges Discount %').fill('101');
    await save.click();
    await expectFieldError(
      dialog.getByLabel('GST %', { exact: true }),
      CATEGORY_CONFIG_FORM_MESSAGES.percentRange('GST percentage'),
    );
    await expectFieldError(
      dialog.getByLabel('Platform Fee (₹)'),
      CATEGORY_CONFIG_FORM_MESSAGES.notNegative('Platform fee'),
    );
    await expectFieldError(
      dialog.getByLabel('Delivery Charges Discount %'),
      CATEGORY_CONFIG_FORM_MESSAGES.percentRange('Delivery charges discount'),
    );
    await expectNoSeriousA11yViolations(page, 'category config dialog with errors');
    await dialog.getByLabel('GST %', { exact: true }).fill('18');
    await dialog.getByLabel('Platform Fee (₹)').fill('0');
    await dialog.getByLabel('Delivery Charges Discount %').fill('0');

    // The order sources appear only for an orderable category, and are then required.
    await expect(dialog.getByLabel('Order Creation URL')).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'Orderable' }).click();
    await save.click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: CATEGORY_CONFIG_FORM_MESSAGES.orderUrlsRequired }),
    ).toBeVisible();
    await dialog.getByLabel('Order Creation URL').fill(`${E2E_PARTNER_URL}/orders`);
    await dialog.getByLabel('Order Status URL').fill(`${E2E_PARTNER_URL}/orders/{orderId}/status`);

    await dialog.getByLabel('Vendor Source URL').fill('not a url');
    await save.click();
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: CATEGORY_CONFIG_FORM_MESSAGES.invalidSourceUrl('Vendor Source URL') }),
    ).toBeVisible();

    // Test connection: the simulator answers; the cloud metadata address is never called.
    await dialog.getByLabel('Vendor Source URL').fill(`${E2E_PARTNER_URL}/vendors`);
    await dialog.getByRole('button', { name: 'Test connection (Vendor Source)' }).click();
    await expect(dialog.getByText(/Connection succeeded: HTTP 200 in \d+ ms/)).toBeVisible();
    await expect(dialog.getByText(/"vendors"/)).toBeVisible();
    await dialog.getByLabel('Catalog Source URL').fill('http://169.254.169.254/latest/meta-data');
    await dialog.getByRole('button', { name: 'Test connection (Catalog Source)' }).click();
    await expect(dialog.getByText(/Connection failed.*169\.254\.169\.254/)).toBeVisible();
    await dialog.getByLabel('Catalog Source URL').fill('');

    await dialog.getByRole('switch', { name: 'Has Catalog' }).click();
    await save.click();
    await admin.expectToast(M.successTitle, M.categoryConfigCreated);
    await expect(dialog).toBeHidden();
    const card = admin.card(CATEGORY);
    await expect(card.getByText('Orderable', { exact: true })).toBeVisible();
    await expect(card.getByText('Catalog', { exact: true })).toBeVisible();
    await expect(card.getByText(`${E2E_PARTNER_URL}/vendors`)).toBeVisible();
    await expect(card.getByText(M.notConfigured)).toBeVisible();

    const configs = await apiGet<{ id: number; groupedCategory: string }[]>(
      page.request,
      '/api/admin/category-configs',
    );
    categoryId = configs.find((config) => config.groupedCategory === CATEGORY)!.id;
  });

  await test.step("a raw mapping brings the partner category's vendors under the grouped category at the next sync", async () => {
    const tab = await admin.openTab('Raw Category Mapping');
    await expect(tab.getByText(`Mapped to: ${FOOD}`).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'raw category mapping');
    await tab.getByRole('button', { name: 'Add Raw Category' }).click();
    const dialog = admin.dialog('Add Raw Category');
    await dialog.getByRole('button', { name: 'Create Mapping' }).click();
    await expectFieldError(dialog.getByLabel('Raw Category Name'), RAW_CATEGORY_FORM_MESSAGES.nameRequired);
    await expectFieldError(
      dialog.getByLabel('Grouped Category'),
      RAW_CATEGORY_FORM_MESSAGES.groupedCategoryRequired,
    );
    await dialog.getByLabel('Raw Category Name').fill(`Cafe & Bakes ${suffix}`);
    await dialog.getByLabel('Raw Category ID').fill('cafe');
    await dialog.getByLabel('Grouped Category').selectOption({ label: CATEGORY });
    await dialog.getByLabel('Source System').fill(SOURCE_SYSTEM);
    await dialog.getByRole('button', { name: 'Create Mapping' }).click();
    await admin.expectToast(M.successTitle, M.rawCategoryCreated);
    await expect(admin.card(`Cafe & Bakes ${suffix}`).getByText(`Mapped to: ${CATEGORY}`)).toBeVisible();

    await expect
      .poll(
        async () => (await apiGet<unknown[]>(page.request, `/api/vendors/category/${categoryId}`)).length,
        {
          timeout: 60_000,
          message: "the partner's cafe vendors, synced under the new category",
        },
      )
      .toBeGreaterThan(0);
  });

  await test.step("a billing change prices the next cart of the category's vendors", async () => {
    const residentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const resident = await residentContext.newPage();
    const { vendor, item } = await stockedVendorOf(resident, categoryId);
    const vendorPage = new VendorPage(resident);
    await vendorPage.open(vendor.id, `?from=category&categoryId=${categoryId}`);
    await vendorPage.add(item.name);
    const cart = new CartScreen(resident);
    await cart.open();
    expect(await deliveryFee(cart)).toBe('₹30');

    const tab = await admin.openTab('Category Configs');
    await tab.getByRole('button', { name: `Edit ${CATEGORY}` }).click();
    const dialog = admin.dialog(`Edit ${CATEGORY}`);
    await expect(dialog.getByLabel('Vendor Source URL')).toHaveValue(`${E2E_PARTNER_URL}/vendors`);
    await dialog.getByLabel('Delivery Charges (₹)').fill('55');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.expectToast(M.successTitle, M.categoryConfigUpdated);

    await cart.open();
    await expect.poll(() => deliveryFee(cart)).toBe('₹55');
    await residentContext.close();
  });

  await test.step('a new order status config is the one the poller uses', async () => {
    const tab = await admin.openTab('Order Status Config');
    const seeded = tab.getByRole('listitem').filter({ hasText: 'Spice Route partner simulator' });
    await expect(seeded).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'order status config');

    await tab.getByRole('button', { name: 'Add Order Status Config' }).click();
    const dialog = admin.dialog('Add Order Status Config');
    await expect(dialog.getByLabel('Auth Method')).toHaveValue('bearer');
    await expect(dialog.getByLabel('Fetch Interval (minutes)')).toHaveValue('5');
    await dialog.getByLabel('Fetch Interval (minutes)').fill('0');
    await dialog.getByLabel('Max Age (hours)').fill('0');
    await dialog.getByLabel('Priority').fill('0');
    await dialog.getByLabel('Retry Attempts').fill('-1');
    await dialog.getByLabel('Timeout (seconds)').fill('0');
    await dialog.getByLabel('External System Endpoint').fill('partner status');
    await dialog.getByRole('button', { name: 'Create Config' }).click();
    const F = ORDER_STATUS_CONFIG_FORM_MESSAGES;
    await expect(dialog.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription(
      F.categoriesRequired,
    );
    await expect(dialog.getByRole('group', { name: 'Order Statuses' })).toHaveAccessibleDescription(
      F.statusesRequired,
    );
    await expectFieldError(dialog.getByLabel('External System Endpoint'), F.invalidUrl);
    await expectFieldError(dialog.getByLabel('Fetch Interval (minutes)'), F.intervalMin);
    await expectFieldError(dialog.getByLabel('Max Age (hours)'), F.maxAgeMin);
    await expectFieldError(dialog.getByLabel('Priority'), F.priorityMin);
    await expectFieldError(dialog.getByLabel('Retry Attempts'), F.retriesMin);
    await expectFieldError(dialog.getByLabel('Timeout (seconds)'), F.timeoutMin);
    await expectNoSeriousA11yViolations(page, 'order status config dialog with errors');

    await dialog.getByRole('checkbox', { name: FOOD }).check();
    for (const status of ['Pending', 'Confirmed', 'Preparing', 'Ready', 'Out for delivery'])
      await dialog.getByRole('checkbox', { name: status, exact: true }).check();
    await dialog.getByLabel('External System Endpoint').fill(`${E2E_PARTNER_URL}/orders/{orderId}/status`);
    await dialog.getByLabel('Auth Key').fill(E2E_PARTNER_KEY);
    await dialog.getByLabel('Fetch Interval (minutes)').fill('1');
    await dialog.getByLabel('Max Age (hours)').fill('1');
    await dialog.getByLabel('Priority').fill('1');
    await dialog.getByLabel('Retry Attempts').fill('1');
    await dialog.getByLabel('Timeout (seconds)').fill('5');
    await dialog.getByLabel('Description').fill(`e2e poller ${suffix}`);
    await dialog.getByRole('button', { name: 'Create Config' }).click();
    await admin.expectToast(M.successTitle, M.orderStatusConfigCreated);
    const created = tab.getByRole('listitem').filter({ hasText: `e2e poller ${suffix}` });
    await expect(created.getByText('Not used yet')).toBeVisible();
    await expect(created.getByText(FOOD)).toBeVisible();

    // The seeded config steps aside, so the new one is the only one covering Food & Restaurants.
    const seededTitle = (await seeded.getByRole('heading').innerText()).trim();
    await seeded.getByRole('button', { name: `Edit ${seededTitle}` }).click();
    const edit = admin.dialog(seededTitle);
    await edit.getByRole('switch', { name: 'Active' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await admin.expectToast(M.successTitle, M.orderStatusConfigUpdated);
    try {
      await expect(seeded.getByText('Inactive', { exact: true })).toBeVisible();
      const residentContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const resident = await residentContext.newPage();
      await residentWhoSees(resident, async (listed) =>
        listed.some((vendor) => vendor.isExternalSource) ? true : undefined,
      );
      await placePartnerOrder(resident.request, '9876501234');
      await residentContext.close();
      await expect
        .poll(
          async () => {
            await page.reload();
            await admin.openTab('Order Status Config');
            await expect(created).toBeVisible();
            return created.getByText('Not used yet').count();
          },
          { timeout: 60_000, message: 'the poller asks the partner with the new config' },
        )
        .toBe(0);
      await expect(created.getByText(/order asked in all|orders asked in all/)).toBeVisible();

      // The category filter shows the configs of one category.
      await tab.getByLabel('Category').selectOption({ label: CATEGORY });
      await expect(created).toHaveCount(0);
      await tab.getByLabel('Category').selectOption({ label: FOOD });
      await expect(created).toBeVisible();
      await tab.getByLabel('Category').selectOption({ label: M.allCategories });
    } finally {
      await seeded.getByRole('button', { name: `Edit ${seededTitle}` }).click();
      await admin.dialog(seededTitle).getByRole('switch', { name: 'Active' }).click();
      await admin.dialog(seededTitle).getByRole('button', { name: 'Save Changes' }).click();
      await expect(seeded.getByText('Active', { exact: true })).toBeVisible();
    }

    const title = (await created.getByRole('heading').innerText()).trim();
    await created.getByRole('button', { name: `Delete ${title}` }).click();
    await admin.confirmDelete();
    await admin.expectToast(M.successTitle, M.orderStatusConfigDeleted);
    await expect(created).toHaveCount(0);
  });

  await test.step('deletes: the mapping, a config still in use refused, an unused one gone', async () => {
    await admin.openTab('Raw Category Mapping');
    await admin
      .card(`Cafe & Bakes ${suffix}`)
      .getByRole('button', { name: `Delete Cafe & Bakes ${suffix}` })
      .click();
    await admin.confirmDelete();
    await admin.expectToast(M.successTitle, M.rawCategoryDeleted);
    await expect(admin.card(`Cafe & Bakes ${suffix}`)).toHaveCount(0);

    const tab = await admin.openTab('Category Configs');
    await admin
      .card(CATEGORY)
      .getByRole('button', { name: `Delete ${CATEGORY}` })
      .click();
    await admin.confirmDelete();
    await admin.expectToast(M.errorTitle, /cannot be deleted: \d+ vendor\(s\)/);
    await page.keyboard.press('Escape');
    // What the message advises: hidden, residents no longer see it.
    await tab.getByRole('button', { name: `Edit ${CATEGORY}` }).click();
    await admin.dialog(`Edit ${CATEGORY}`).getByRole('switch', { name: 'Visible' }).click();
    await admin.dialog(`Edit ${CATEGORY}`).getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.card(CATEGORY).getByText('Hidden', { exact: true })).toBeVisible();

    const unused = `Unused ${suffix}`;
    await tab.getByRole('button', { name: 'Add Category Config' }).click();
    await admin.dialog('Add Category Config').getByLabel('Category Name').fill(unused);
    await admin.dialog('Add Category Config').getByRole('button', { name: 'Create Config' }).click();
    await admin.expectToast(M.successTitle, M.categoryConfigCreated);
    await admin
      .card(unused)
      .getByRole('button', { name: `Delete ${unused}` })
      .click();
    await admin.confirmDelete();
    await admin.expectToast(M.successTitle, M.categoryConfigDeleted);
    await expect(admin.card(unused)).toHaveCount(0);
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await admin.expectToast('Logged Out', 'You have been logged out of the admin panel');
});
