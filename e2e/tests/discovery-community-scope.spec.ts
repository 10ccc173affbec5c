import { expect, test } from '@playwright/test';
import { DIRECTORY_TEXTS, type Category } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import { DirectoryPage } from '../page-objects/discovery-pages';
import { HomeHeader } from '../page-objects/home-header';
import { apiGet } from '../support/api';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

interface Community {
  id: number;
  name: string;
}

const PRESTIGE_LAKESIDE_HABITAT = 1;

test('a change of community in home’s location dialog changes the directory’s vendor counts at once', async ({
  page,
}) => {
  await signUpAndSignIn(page.request, uniqueResident('Meera'));
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
  const before = await apiGet<Category[]>(page.request, '/api/categories');
  const magarpatta = (await apiGet<Community[]>(page.request, '/api/communities')).find(
    (community) => community.name === 'Magarpatta City',
  )!;

  // The directory is seen first, so its list for the old community sits in the page's cache.
  const directory = new DirectoryPage(page);
  await directory.open();
  const food = before.find((category) => category.name === 'Food & Restaurants')!;
  await expect(directory.card(food.name)).toContainText(DIRECTORY_TEXTS.vendorCount(food.vendorCount));

  const tab = (name: string) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  await tab('Home').click();
  const dialog = await new HomeHeader(page).openLocationDialog();
  await dialog.chooseState('Maharashtra');
  await dialog.chooseCity('Pune');
  await dialog.community(magarpatta.name).click();
  await expect(dialog.root).toBeHidden();

  const after = await apiGet<Category[]>(page.request, '/api/categories');
  const changed = after.find(
    (category) =>
      category.isActive &&
      category.vendorCount !== before.find((previous) => previous.id === category.id)!.vendorCount,
  );
  expect(changed, 'the two communities are served by different vendors').toBeDefined();

  // Back to the directory without a reload: the counts are the new community's.
  await tab('Directory').click();
  await expect(directory.card(changed!.name)).toContainText(
    DIRECTORY_TEXTS.vendorCount(changed!.vendorCount),
  );
});
