import { expect, test } from '@playwright/test';
import { ADDRESS_MESSAGES } from '@marketplace/contracts';
import { AddressesPage } from '../page-objects/addresses-page';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { apiGet, apiPost } from '../support/api';

interface SavedAddress {
  id: number;
  cityId: number | null;
  cityName: string | null;
}

test('a resident adds, edits, makes default and deletes addresses', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 12.9431, longitude: 77.7376 });
  await signInAsNewResident(page);
  const addresses = new AddressesPage(page);
  await addresses.open();

  await expect(page.getByText(ADDRESS_MESSAGES.emptyTitle)).toBeVisible();
  await expect(page.getByText(ADDRESS_MESSAGES.emptyText)).toBeVisible();
  await page.getByRole('button', { name: ADDRESS_MESSAGES.addAddress }).click();

  // Choosing the community fills its pincode, city and state.
  await addresses.fill({
    type: 'Home',
    flatNumber: 'A-101',
    floor: '1',
    street: 'Lake View Road',
    community: 'Prestige Lakeside Habitat',
  });
  await expect(addresses.field('Pincode')).toHaveValue('560087');
  await expect(addresses.field('City').locator('option:checked')).toHaveText('Bengaluru');
  await expect(addresses.field('State')).toHaveValue('Karnataka');
  await expect(addresses.field('Community Address')).toHaveValue('Varthur Main Road, Gunjur, Bengaluru');
  await addresses.useCurrentLocation();
  await expect(addresses.dialog.getByText(/Location saved \(12\.94310, 77\.73760\)/)).toBeVisible();
  await addresses.saveAndClose();

  // A resident's first address is their default.
  const home = addresses.card('A-101');
  await expect(addresses.cards).toHaveCount(1);
  await expect(home.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toBeVisible();
  await expect(home.getByText('A-101, Lake View Road')).toBeVisible();
  await expect(home.getByText('Varthur Main Road, Gunjur, Bengaluru')).toBeVisible();
  await expect(home.getByText('Bengaluru, Karnataka - 560087')).toBeVisible();
  await expect(home.getByText(ADDRESS_MESSAGES.locationSaved)).toBeVisible();

  await addresses.startAdding();
  await addresses.fill({
    type: 'Work',
    flatNumber: 'B-2',
    street: 'Outer Ring Road',
    community: 'Brigade Gateway',
  });
  await addresses.saveAndClose();
  const work = addresses.card('B-2');
  await expect(addresses.cards).toHaveCount(2);
  await expect(work.getByRole('heading', { name: 'Work' })).toBeVisible();
  await expect(work.getByText('Bengaluru, Karnataka - 560055')).toBeVisible();
  await expect(work.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(work.getByText(ADDRESS_MESSAGES.locationSaved)).toHaveCount(0);

  // Editing opens with the saved values; making it default takes the badge from the other address.
  await addresses.startEditing('B-2');
  await expect(addresses.field('Street Address')).toHaveValue('Outer Ring Road');
  await expect(addresses.dialog.getByRole('radio', { name: 'Work' })).toBeChecked();
  await addresses.fill({ street: 'Outer Ring Road, Phase 2', makeDefault: true });
  await addresses.saveAndClose();
  await expect(work.getByText('B-2, Outer Ring Road, Phase 2')).toBeVisible();
  await expect(work.getByText('Default', { exact: true })).toBeVisible();
  await expect(home.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(addresses.cards.first()).toContainText('B-2');

  // Delete asks first; declining keeps the address.
  await addresses.startDeleting('A-101');
  await expect(addresses.dialog.getByText(ADDRESS_MESSAGES.deleteConfirm)).toBeVisible();
  await addresses.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addresses.cards).toHaveCount(2);

  await addresses.startDeleting('A-101');
  await expect(addresses.dialog.getByText(ADDRESS_MESSAGES.deleteConfirm)).toBeVisible();
  await addresses.dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(addresses.dialog).toBeHidden();
  await expect(addresses.cards).toHaveCount(1);
  await expect(home).toHaveCount(0);

  // The list is the server's: a reload shows the same.
  await page.reload();
  await expect(addresses.cards).toHaveCount(1);
  await expect(work.getByText('Default', { exact: true })).toBeVisible();
});

test('the address form shows each validation message for a bad entry', async ({ page }) => {
  await signInAsNewResident(page);
  const addresses = new AddressesPage(page);
  await addresses.open();
  await addresses.startAdding();

  await addresses.save();
  const alerts = addresses.dialog.getByRole('alert');
  for (const message of [
    ADDRESS_MESSAGES.streetRequired,
    ADDRESS_MESSAGES.communityRequired,
    ADDRESS_MESSAGES.pincodeRequired,
    ADDRESS_MESSAGES.cityRequired,
  ]) {
    await expect(alerts.filter({ hasText: message })).toBeVisible();
  }
  await expect(addresses.field('Street Address')).toBeFocused();

  // A street of spaces is still missing; a real one clears the message.
  await addresses.fill({ street: '   ' });
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.streetRequired })).toBeVisible();
  await addresses.fill({ street: '12th Cross' });
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.streetRequired })).toHaveCount(0);

  // The community fills pincode and city, which clears their messages too.
  await addresses.fill({ community: 'Brigade Gateway' });
  await expect(alerts).toHaveCount(0);

  await addresses.field('Pincode').fill('');
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.pincodeRequired })).toBeVisible();
  await addresses.field('Pincode').fill('560055');

  // Another city no longer fits the community; no city at all brings the city message back.
  await addresses.field('City').selectOption({ label: 'Mysuru' });
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.communityRequired })).toBeVisible();
  await expect(addresses.field('State')).toHaveValue('Karnataka');
  await addresses.field('City').selectOption({ label: 'Select a city' });
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.cityRequired })).toBeVisible();

  // Without permission the device location fails with the spec's text.
  await addresses.useCurrentLocation();
  await expect(alerts.filter({ hasText: ADDRESS_MESSAGES.locationFailed })).toBeVisible();

  // Nothing invalid reached the server.
  await addresses.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(ADDRESS_MESSAGES.emptyTitle)).toBeVisible();
});

test('an address saved without a city id opens for editing with its city chosen', async ({ page }) => {
  await signInAsNewResident(page);
  const communities = await apiGet<{ id: number; name: string }[]>(
    page.request,
    '/api/communities?state=Karnataka&city=Bengaluru',
  );
  const community = communities.find((candidate) => candidate.name === 'Brigade Gateway')!;
  // As onboarding saved addresses before it looked the city up: a city name and state, no id.
  const saved = await apiPost<SavedAddress>(page.request, '/api/user/addresses', {
    addressType: 'home',
    flatNumber: 'C-12',
    streetAddress: 'Flat C-12',
    communityId: community.id,
    pincode: '560055',
    cityName: 'Bengaluru',
    state: 'Karnataka',
    isDefault: true,
  });
  expect(saved.cityId).toBeNull();

  const addresses = new AddressesPage(page);
  await addresses.open();
  await addresses.startEditing('C-12');
  await expect(addresses.field('City').locator('option:checked')).toHaveText('Bengaluru');
  await expect(addresses.field('State')).toHaveValue('Karnataka');
  await expect(addresses.field('Community')).toHaveValue(String(community.id));

  // Saving it as it stands stores the city's id.
  await addresses.saveAndClose();
  const cities = await apiGet<{ cityId: number; cityName: string; state: string }[]>(
    page.request,
    '/api/cities',
  );
  const bengaluru = cities.find((city) => city.cityName === 'Bengaluru' && city.state === 'Karnataka')!;
  const [updated] = await apiGet<SavedAddress[]>(page.request, '/api/user/addresses');
  expect(updated).toMatchObject({ id: saved.id, cityId: bengaluru.cityId, cityName: 'Bengaluru' });
});
