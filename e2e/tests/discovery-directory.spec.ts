import { expect, test } from '@playwright/test';
import { DIRECTORY_TEXTS } from '@marketplace/contracts';
import { DirectoryPage } from '../page-objects/discovery-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { activeCategories, communities, moveToCommunity } from '../support/discovery-data';
import { signInAsNewResident } from '../page-objects/profile-pages';

test('the directory lists the active categories and searches their names and subcategories', async ({
  page,
}) => {
  await signInAsNewResident(page);
  const [community] = await communities(page.request);
  await moveToCommunity(page.request, community!.id);
  const categories = await activeCategories(page.request);
  expect(categories.length).toBeGreaterThan(1);

  const directory = new DirectoryPage(page);
  await directory.open();
  await expect(directory.search).toHaveAttribute('placeholder', DIRECTORY_TEXTS.searchPlaceholder);
  await expect(directory.cards).toHaveCount(categories.length);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }),
  ).toHaveAttribute('aria-current', 'page');

  // Each card: name, '{n} vendors available', up to three subcategory chips and '+N more'.
  for (const category of categories) {
    const card = directory.card(category.name);
    await expect(card).toContainText(DIRECTORY_TEXTS.vendorCount(category.vendorCount));
    for (const subcategory of category.subcategories.slice(0, 3))
      await expect(card).toContainText(subcategory);
    const more = category.subcategories.length - 3;
    if (more > 0) await expect(card).toContainText(DIRECTORY_TEXTS.moreSubcategories(more));
    else await expect(card).not.toContainText(/\+\d+ more/);
  }
  await expectNoSeriousA11yViolations(page, 'directory');

  // A subcategory name finds its category (and only the categories that have it).
  const withSubcategory = categories.find((category) => category.subcategories.length > 0)!;
  const subcategory = withSubcategory.subcategories[0]!;
  const expected = categories.filter(
    (category) =>
      category.name.toLowerCase().includes(subcategory.toLowerCase()) ||
      category.subcategories.some((name) => name.toLowerCase().includes(subcategory.toLowerCase())),
  );
  await directory.search.fill(subcategory.toUpperCase());
  await expect(directory.cards).toHaveCount(expected.length);
  await expect(directory.card(withSubcategory.name)).toBeVisible();

  // So does part of a category name.
  const target = categories[categories.length - 1]!;
  await directory.search.fill(target.name.slice(0, 5));
  await expect(directory.card(target.name)).toBeVisible();

  await directory.search.fill('zzzz no such category');
  await expect(page.getByText(DIRECTORY_TEXTS.empty, { exact: true })).toBeVisible();
  await expect(directory.cards).toHaveCount(0);

  // A card opens the category's vendors.
  await directory.search.fill('');
  await directory.card(target.name).click();
  await expect(page).toHaveURL(new RegExp(`/customer/category/${target.id}$`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
});

test('the directory says so when the categories cannot be loaded', async ({ page }) => {
  await signInAsNewResident(page);
  await page.route('**/api/categories', (route) => route.fulfill({ status: 503, body: '{}' }));
  await new DirectoryPage(page).open();
  await expect(page.getByRole('alert')).toContainText(DIRECTORY_TEXTS.loadFailed);
});
