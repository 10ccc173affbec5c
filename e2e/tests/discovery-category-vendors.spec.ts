import { expect, test } from '@playwright/test';
import { CATEGORY_VENDORS_TEXTS } from '@marketplace/contracts';
import { CategoryVendorsPage, cartButton } from '../page-objects/discovery-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { activeCategories, residentWhoSees, type ListedVendor } from '../support/discovery-data';
import { apiGet } from '../support/api';

const firstNumber = (range: string) => Number(/\d+/.exec(range)![0]);

test('a category lists its vendors, searches them and sorts by rating or speed', async ({ page }) => {
  // A category with at least three vendors, so the two sorts can differ.
  const { categoryId, vendors } = await residentWhoSees(page, async (listed) => {
    const byCategory = new Map<number, ListedVendor[]>();
    for (const vendor of listed)
      byCategory.set(vendor.categoryId, [...(byCategory.get(vendor.categoryId) ?? []), vendor]);
    const found = [...byCategory.entries()].find(([, list]) => list.length >= 3);
    return found === undefined ? undefined : { categoryId: found[0], vendors: found[1] };
  });
  const category = (await activeCategories(page.request)).find((entry) => entry.id === categoryId)!;

  const screen = new CategoryVendorsPage(page);
  await screen.open(categoryId, category.name);
  await expect(screen.search).toHaveAttribute('placeholder', CATEGORY_VENDORS_TEXTS.searchPlaceholder);
  await expect(screen.count).toHaveText(CATEGORY_VENDORS_TEXTS.vendorCount(vendors.length));
  await expect(page.getByText(CATEGORY_VENDORS_TEXTS.partnerBadge)).toHaveCount(
    vendors.some((vendor) => vendor.isExternalSource) ? 1 : 0,
  );
  await expect(cartButton(page)).toHaveCount(category.hasCart ? 1 : 0);
  await expect(screen.vendorCard(vendors[0]!.name)).toContainText(CATEGORY_VENDORS_TEXTS.deliveryEstimate);

  // Top Rated: rating descending. Fastest: the lowest first number of the delivery time range.
  const topRated = [...vendors]
    .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1))
    .map((vendor) => vendor.rating);
  await expect(screen.sort(CATEGORY_VENDORS_TEXTS.sortTopRated)).toHaveAttribute('aria-pressed', 'true');
  const ratingOf = new Map(vendors.map((vendor) => [vendor.name, vendor.rating]));
  expect((await screen.vendorNames()).map((name) => ratingOf.get(name))).toEqual(topRated);

  await screen.sort(CATEGORY_VENDORS_TEXTS.sortFastest).click();
  await expect(screen.sort(CATEGORY_VENDORS_TEXTS.sortFastest)).toHaveAttribute('aria-pressed', 'true');
  const fastest = vendors.map((vendor) => firstNumber(vendor.deliveryTime)).sort((a, b) => a - b);
  const minutesOf = new Map(vendors.map((vendor) => [vendor.name, firstNumber(vendor.deliveryTime)]));
  expect((await screen.vendorNames()).map((name) => minutesOf.get(name))).toEqual(fastest);
  await expectNoSeriousA11yViolations(page, 'category vendors');

  // The search matches the vendor's name or its category, ignoring case.
  const matching = (query: string) =>
    vendors.filter((vendor) =>
      [vendor.name, vendor.category].some((text) => text.toLowerCase().includes(query.toLowerCase())),
    ).length;
  const target = vendors[vendors.length - 1]!;
  await screen.search.fill(target.name.toUpperCase());
  await expect(screen.vendorCard(target.name)).toBeVisible();
  await expect(screen.count).toHaveText(CATEGORY_VENDORS_TEXTS.vendorCount(matching(target.name)));
  await screen.search.fill(target.category);
  await expect(screen.vendorCard(target.name)).toBeVisible();
  await expect(screen.count).toHaveText(CATEGORY_VENDORS_TEXTS.vendorCount(matching(target.category)));

  // An empty result says whether a search caused it.
  await screen.search.fill('zzzz no such vendor');
  await expect(page.getByText(CATEGORY_VENDORS_TEXTS.emptyTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(CATEGORY_VENDORS_TEXTS.emptySearching, { exact: true })).toBeVisible();

  // A card opens the vendor page, remembering where the resident came from.
  await screen.search.fill('');
  await screen.vendorCard(target.name).click();
  await expect(page).toHaveURL(
    new RegExp(`/customer/vendor/${target.id}\\?from=category&categoryId=${categoryId}$`),
  );
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await screen.expectTitle(category.name);
});

test('a failed vendors call offers Try Again, which reloads the list', async ({ page }) => {
  const categoryId = await residentWhoSees(page, async (listed) => listed[0]?.categoryId);
  const vendors = await apiGet<unknown[]>(page.request, `/api/vendors/category/${categoryId}`);
  let failing = true;
  await page.route(`**/api/vendors/category/${categoryId}`, (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.goto(`/customer/category/${categoryId}`);
  await expect(page.getByText(CATEGORY_VENDORS_TEXTS.loadFailed, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Failed to fetch vendors: 503\b/)).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: CATEGORY_VENDORS_TEXTS.tryAgain }).click();
  await expect(new CategoryVendorsPage(page).count).toHaveText(
    CATEGORY_VENDORS_TEXTS.vendorCount(vendors.length),
  );
});
