import { expect, test, type Page } from '@playwright/test';
import { ADD_TO_CART_MESSAGES, CART_STORAGE_KEYS, REPLACE_CART_DIALOG_TEXTS } from '@marketplace/contracts';
import { Toasts } from '../page-objects/auth-pages';
import { VendorPage, expectCartCount } from '../page-objects/discovery-pages';
import { signInAsNewResident } from '../page-objects/profile-pages';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import {
  communities,
  isOpenNow,
  menuOf,
  moveToCommunity,
  residentWhoSees,
  type ListedVendor,
  type MenuItem,
} from '../support/discovery-data';

interface Stocked {
  vendor: ListedVendor;
  available: MenuItem;
  unavailable?: MenuItem;
}

/** An open vendor (as its details call says now) with an available item, and an unavailable one if asked. */
async function stockedVendor(
  page: Page,
  listed: ListedVendor[],
  { withUnavailable, except }: { withUnavailable: boolean; except?: number },
): Promise<Stocked | undefined> {
  for (const vendor of listed) {
    if (vendor.id === except || !vendor.isOpen || !(await isOpenNow(page.request, vendor.id))) continue;
    const menu = await menuOf(page.request, vendor.id);
    const available = menu.find((item) => item.isAvailable);
    const unavailable = menu.find((item) => !item.isAvailable);
    if (available !== undefined && (!withUnavailable || unavailable !== undefined)) {
      return { vendor, available, unavailable };
    }
  }
  return undefined;
}

const storedCart = (page: Page) =>
  page.evaluate(
    (keys) => ({ items: localStorage.getItem(keys.items), owner: localStorage.getItem(keys.owner) }),
    CART_STORAGE_KEYS,
  );

test('a closed vendor takes nothing into the cart', async ({ page }) => {
  const closed = await residentWhoSees(page, async (listed) => {
    for (const vendor of listed) if (!(await isOpenNow(page.request, vendor.id))) return vendor;
    return undefined;
  });
  const [item] = await menuOf(page.request, closed.id);
  const screen = new VendorPage(page);
  await screen.open(closed.id, '?from=home');
  await expectCartCount(page, 0);

  await screen.add(item!.name);
  await new Toasts(page).expect(ADD_TO_CART_MESSAGES.vendorClosed);
  await expectCartCount(page, 0);
});

test('an unavailable item is refused, and another vendor’s cart is replaced only when the resident agrees', async ({
  page,
}) => {
  const { first, second } = await residentWhoSees(page, async (listed) => {
    const withUnavailable = await stockedVendor(page, listed, { withUnavailable: true });
    if (withUnavailable === undefined) return undefined;
    const other = await stockedVendor(page, listed, {
      withUnavailable: false,
      except: withUnavailable.vendor.id,
    });
    return other === undefined ? undefined : { first: withUnavailable, second: other };
  });
  const screen = new VendorPage(page);
  const toasts = new Toasts(page);

  await screen.open(first.vendor.id, '?from=home');
  await screen.add(first.unavailable!.name);
  await toasts.expect(ADD_TO_CART_MESSAGES.itemUnavailable(first.unavailable!.name));
  await expectCartCount(page, 0);

  // Adding the same item twice counts two.
  await screen.add(first.available.name);
  await screen.add(first.available.name);
  await expectCartCount(page, 2);

  // Another vendor: the resident is asked first; keeping the cart changes nothing.
  await screen.open(second.vendor.id, '?from=home');
  await expectCartCount(page, 2);
  await screen.add(second.available.name);
  const dialog = page.getByRole('dialog', { name: REPLACE_CART_DIALOG_TEXTS.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    ADD_TO_CART_MESSAGES.otherVendor(first.vendor.name, second.vendor.name),
  );
  await expectNoSeriousA11yViolations(page, 'replace cart dialog');
  await dialog.getByRole('button', { name: REPLACE_CART_DIALOG_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();
  await expectCartCount(page, 2);

  // Agreeing clears the other vendor's items and adds this one.
  await screen.add(second.available.name);
  await dialog.getByRole('button', { name: REPLACE_CART_DIALOG_TEXTS.confirm }).click();
  await expect(dialog).toBeHidden();
  await expectCartCount(page, 1);
  const saved = JSON.parse((await storedCart(page)).items!) as { restaurantId: number; name: string }[];
  expect(saved.map((line) => [line.restaurantId, line.name])).toEqual([
    [second.vendor.id, second.available.name],
  ]);
});

test('the cart survives a reload for its resident and is cleared for another resident', async ({ page }) => {
  const stocked = await residentWhoSees(page, (listed) =>
    stockedVendor(page, listed, { withUnavailable: false }),
  );
  const screen = new VendorPage(page);
  await screen.open(stocked.vendor.id, '?from=home');
  await screen.add(stocked.available.name);
  await screen.add(stocked.available.name);
  await expectCartCount(page, 2);

  await page.reload();
  await expect(screen.heading(stocked.vendor.name)).toBeVisible();
  await expectCartCount(page, 2);
  await page.goto('/customer');
  await expectCartCount(page, 2);
  const owner = (await storedCart(page)).owner;
  expect(owner).not.toBeNull();

  // Signed out, the cart stays in storage but nobody's cart is shown.
  await page.goto('/api/logout');
  await expect(page).toHaveURL(/\/$/);
  expect((await storedCart(page)).owner).toBe(owner);

  // Another resident signs in on the same browser: the first resident's cart is cleared.
  await signInAsNewResident(page);
  const [community] = await communities(page.request);
  await moveToCommunity(page.request, community!.id);
  await page.goto('/customer');
  await expect(page.getByText('Explore with the assistant')).toBeVisible();
  await expectCartCount(page, 0);
  await expect.poll(async () => (await storedCart(page)).owner).not.toBe(owner);
  expect(JSON.parse((await storedCart(page)).items ?? '[]')).toEqual([]);
});
