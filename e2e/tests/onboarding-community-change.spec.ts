import { expect, test } from '@playwright/test';
import { LOCATION_DIALOG_TEXTS } from '@marketplace/contracts';
import { uniqueResident } from '../page-objects/auth-pages';
import { HomeHeader } from '../page-objects/home-header';
import { CommunitySelectionPage } from '../page-objects/onboarding-pages';
import { apiGet } from '../support/api';
import { completeOnboarding, signUpAndSignIn } from '../support/resident-session';

interface Community {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  type: string;
}

const PRESTIGE_LAKESIDE_HABITAT = 1;

async function communityNamed(request: Parameters<typeof apiGet>[0], name: string): Promise<Community> {
  const communities = await apiGet<Community[]>(request, '/api/communities');
  return communities.find((community) => community.name === name)!;
}

test('the location dialog lists communities by state and city and changes the resident’s community', async ({
  page,
}) => {
  await signUpAndSignIn(page.request, uniqueResident('Farah'));
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);
  await page.goto('/customer');
  const header = new HomeHeader(page);
  await header.expectCommunity('Prestige Lakeside Habitat');

  // It opens at the resident's own state and city, listing each community with type, place and address.
  const dialog = await header.openLocationDialog();
  await expect(dialog.state).toHaveText('Karnataka');
  await expect(dialog.city).toHaveText('Bengaluru');
  const prestige = await communityNamed(page.request, 'Prestige Lakeside Habitat');
  const own = dialog.community(prestige.name);
  await expect(own).toContainText(prestige.type);
  await expect(own).toContainText('Bengaluru, Karnataka');
  await expect(own).toContainText(prestige.address);

  await dialog.chooseCity('Mangaluru');
  await expect(
    dialog.root.getByText(LOCATION_DIALOG_TEXTS.noCommunities('Mangaluru', 'Karnataka')),
  ).toBeVisible();

  // A new state clears the city.
  await dialog.chooseState('Maharashtra');
  await expect(dialog.city).toHaveText('Select a city');
  await dialog.chooseCity('Pune');
  const magarpatta = await communityNamed(page.request, 'Magarpatta City');
  const choice = dialog.community(magarpatta.name);
  await expect(choice).toContainText(magarpatta.type);
  await expect(choice).toContainText('Pune, Maharashtra');
  await expect(choice).toContainText(magarpatta.address);

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/profile') && response.request().method() === 'PATCH',
  );
  await choice.click();
  expect((await saved).status()).toBe(200);
  await expect(dialog.root).toBeHidden();
  await header.expectCommunity(magarpatta.name);
  const profile = await apiGet<{ communityId: number }>(page.request, '/api/user/profile');
  expect(profile.communityId).toBe(magarpatta.id);

  await page.reload();
  await header.expectCommunity(magarpatta.name);
});

test('community selection in update mode starts at the current community and returns home', async ({
  page,
}) => {
  await signUpAndSignIn(page.request, uniqueResident('Gita'));
  await completeOnboarding(page.request, PRESTIGE_LAKESIDE_HABITAT);

  const selection = new CommunitySelectionPage(page);
  await selection.open(true);
  await selection.expectShown();
  await expect(selection.back).toHaveAttribute('href', '/customer');
  await expect(selection.state).toHaveText('Karnataka');
  await expect(selection.city).toHaveText('Bengaluru');
  await expect(selection.community).toHaveText('Prestige Lakeside Habitat');
  await expect(selection.summary).toContainText('Prestige Lakeside Habitat');

  // Each dropdown waits for the one before it.
  await selection.chooseState('Tamil Nadu');
  await expect(selection.city).toHaveText('Select a city');
  await expect(selection.community).toBeDisabled();
  await expect(selection.submit('Update Community')).toBeDisabled();
  // The dropdowns work from the keyboard too: open, move, choose.
  await selection.city.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(selection.city).toHaveText('Chennai');
  await expect(page.getByRole('listbox')).toBeHidden();
  await selection.chooseCommunity('Anna Nagar');
  await selection.submit('Update Community').click();

  await expect(page).toHaveURL(/\/customer$/);
  await new HomeHeader(page).expectCommunity('Anna Nagar');
});
