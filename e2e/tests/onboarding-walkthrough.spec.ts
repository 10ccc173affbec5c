import { expect, test } from '@playwright/test';
import { ONBOARDING_FEATURES } from '@marketplace/contracts';
import { LoginPage, RegisterPage, uniqueResident } from '../page-objects/auth-pages';
import { HomeHeader } from '../page-objects/home-header';
import {
  CommunitySelectionPage,
  FeatureTutorialPage,
  ProfileSetupPage,
  WelcomeBonusPage,
} from '../page-objects/onboarding-pages';
import { apiGet } from '../support/api';
import { signUpAndSignIn } from '../support/resident-session';

interface User {
  firstName: string;
  lastName: string;
  phone: string;
  communityId: number | null;
  dietaryPreferences: string[];
  points: number;
  onboardingCompleted: boolean;
}
interface UserProfile {
  flatNumber: string | null;
  floor: string | null;
  block: string | null;
  deliveryAddress: string | null;
  communityId: number | null;
}
interface Address {
  addressType: string;
  flatNumber: string | null;
  floor: string | null;
  streetAddress: string;
  communityId: number | null;
  communityAddress: string | null;
  pincode: string;
  cityId: number | null;
  cityName: string | null;
  state: string | null;
  isDefault: boolean;
}
interface City {
  cityId: number;
  cityName: string;
  state: string;
}
interface Community {
  id: number;
  name: string;
  address: string;
  pincode: string;
}

test('a new resident registers, logs in, goes through the three onboarding steps and lands home in their community', async ({
  page,
}) => {
  const resident = uniqueResident('Kavya');
  await new RegisterPage(page).open();
  await new RegisterPage(page).register(resident);
  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).login(resident.email, resident.password);
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  // Home waits until onboarding is done.
  await page.goto('/customer');
  await expect(page).toHaveURL(/\/onboarding\/community-selection$/);

  // Step 1: Karnataka and Bengaluru are chosen already; Continue waits for a community.
  const communities = await apiGet<Community[]>(
    page.request,
    '/api/communities?state=Karnataka&city=Bengaluru',
  );
  const chosen = communities.find((community) => community.name === 'Brigade Gateway')!;
  const step1 = new CommunitySelectionPage(page);
  await step1.expectShown();
  await expect(step1.back).toHaveAttribute('href', '/');
  await expect(step1.state).toHaveText('Karnataka');
  await expect(step1.city).toHaveText('Bengaluru');
  await expect(step1.submit()).toBeDisabled();
  await step1.community.click();
  // Each community is offered with its address.
  const option = page.getByRole('option', { name: chosen.name });
  await expect(option).toContainText(chosen.address);
  await option.click();
  await expect(step1.summary).toContainText(chosen.name);
  await expect(step1.summary).toContainText(chosen.address);
  await step1.submit().click();

  // Step 2: the form starts from the account; the community is the one just chosen and read-only.
  await expect(page).toHaveURL(/\/onboarding\/user-profile-setup$/);
  const step2 = new ProfileSetupPage(page);
  await step2.expectShown();
  await expect(step2.back).toHaveAttribute('href', '/onboarding/community-selection');
  await expect(step2.fullName).toHaveValue(`${resident.firstName} ${resident.lastName}`);
  await expect(step2.phone).toHaveValue(resident.phone);
  await expect(step2.email).toHaveValue(resident.email);
  await expect(step2.community).toHaveValue(chosen.name);
  await expect(step2.community).not.toBeEditable();
  await expect(step2.deliveryInstructions).toHaveAttribute('rows', '3');
  await step2.fill({
    fullName: 'Kavya Lakshmi Rao',
    flatNumber: 'B-204',
    floor: '2',
    block: 'B',
    deliveryInstructions: 'Tower 2, leave at the door',
  });
  await step2.dietaryPreference('Vegetarian').check();
  await step2.dietaryPreference('Jain').check();
  await step2.submit();

  // Step 3: the blurbs, then into the app.
  await expect(page).toHaveURL(/\/onboarding\/feature-tutorial$/);
  const step3 = new FeatureTutorialPage(page);
  await step3.expectShown();
  await expect(step3.back).toHaveAttribute('href', '/onboarding/user-profile-setup');
  for (const feature of ONBOARDING_FEATURES) {
    await expect(page.getByRole('heading', { name: feature.title })).toBeVisible();
  }

  // Back at step 2, Continue again updates the address the first pass saved instead of adding one.
  await step3.back.click();
  await step2.expectShown();
  await expect(step2.flatNumber).toHaveValue('B-204');
  await step2.fill({ floor: '3' });
  await step2.submit();
  await step3.expectShown();
  const afterSecondPass = await apiGet<Address[]>(page.request, '/api/user/addresses');
  expect(afterSecondPass).toHaveLength(1);
  expect(afterSecondPass[0]).toMatchObject({ flatNumber: 'B-204', floor: '3', isDefault: true });
  await step3.startExploring.click();

  await expect(page).toHaveURL(/\/customer$/);
  await new HomeHeader(page).expectCommunity(chosen.name);
  await expect(page.getByText('Explore with the assistant')).toBeVisible();

  // What onboarding saved.
  const user = await apiGet<User>(page.request, '/api/auth/user');
  expect(user).toMatchObject({
    firstName: 'Kavya',
    lastName: 'Lakshmi Rao',
    phone: resident.phone,
    communityId: chosen.id,
    points: 100,
    onboardingCompleted: true,
  });
  expect([...user.dietaryPreferences].sort()).toEqual(['jain', 'vegetarian']);
  const profile = await apiGet<UserProfile>(page.request, '/api/user/profile');
  expect(profile).toMatchObject({
    flatNumber: 'B-204',
    floor: '3',
    block: 'B',
    deliveryAddress: 'Tower 2, leave at the door',
  });
  const addresses = await apiGet<Address[]>(page.request, '/api/user/addresses');
  const cities = await apiGet<City[]>(page.request, '/api/cities');
  const bengaluru = cities.find((city) => city.cityName === 'Bengaluru' && city.state === 'Karnataka')!;
  expect(addresses).toHaveLength(1);
  expect(addresses[0]).toMatchObject({
    addressType: 'home',
    flatNumber: 'B-204',
    floor: '3',
    streetAddress: 'Tower 2, leave at the door',
    communityId: chosen.id,
    communityAddress: chosen.address,
    pincode: chosen.pincode,
    cityId: bengaluru.cityId,
    cityName: 'Bengaluru',
    state: 'Karnataka',
    isDefault: true,
  });

  // Onboarded residents stay home.
  await page.reload();
  await expect(page).toHaveURL(/\/customer$/);
  await new HomeHeader(page).expectCommunity(chosen.name);
});

test('the welcome bonus screen shows the bonus, sets up the account and opens home', async ({ page }) => {
  const resident = uniqueResident('Ravi');
  await signUpAndSignIn(page.request, resident);
  const welcome = new WelcomeBonusPage(page);
  await welcome.open();
  await welcome.expectShown();
  await expect(page.getByText('100 points', { exact: true })).toBeVisible();
  await expect(page.getByText('Rs 50 off the first order', { exact: true })).toBeVisible();

  // Hold the completion call a moment so the pending state can be seen.
  await page.route('**/api/users/onboarding', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 750));
    await route.continue();
  });
  await expect(welcome.startShopping).toHaveText('Start Shopping');
  await welcome.startShopping.click();
  await expect(welcome.startShopping).toHaveText('Setting up your account...');
  await expect(welcome.startShopping).toBeDisabled();

  await expect(page).toHaveURL(/\/customer$/);
  await expect(new HomeHeader(page).communityButton).toHaveText('Select Community');
  const user = await apiGet<User>(page.request, '/api/auth/user');
  expect(user).toMatchObject({ points: 100, onboardingCompleted: true });
});
