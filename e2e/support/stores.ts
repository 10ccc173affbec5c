import { request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import {
  computeBill,
  paiseToRupees,
  rupeesToPaise,
  type BillingConfig,
  type MenuItemCreateRequest,
  type StoreMenuItem,
} from '@marketplace/contracts';
import { ADMIN } from '../page-objects/admin-pages';
import { uniqueResident, type NewResident } from '../page-objects/auth-pages';
import { apiGet, apiPost } from './api';
import { completeOnboarding, signUpAndSignIn } from './resident-session';

/**
 * Stores of the tests' own (issue 25): each test makes one the way the product does (a user applies
 * to sell, an administrator approves), so what it closes, pauses or reprices touches no other test.
 */

/** The demo resident's community, where the demo stores deliver: the tests' residents live there. */
export const PRESTIGE_LAKESIDE = 1;
export const FOOD_AND_RESTAURANTS = 1;

export interface TestStore {
  storeId: number;
  name: string;
  owner: NewResident;
  /** The owner's API session (its own cookie jar). */
  ownerApi: APIRequestContext;
  dispose: () => Promise<void>;
}

const baseURL = () => test.info().project.use.baseURL!;

/** An administrator's API session. */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: baseURL() });
  await apiPost(admin, '/api/admin/login', ADMIN);
  return admin;
}

/** A new user's application to sell in the Food category, delivering to Prestige Lakeside. */
export async function applyToSell(
  name: string,
): Promise<{ owner: NewResident; ownerApi: APIRequestContext; applicationId: number }> {
  const owner = uniqueResident('Owner');
  const ownerApi = await playwrightRequest.newContext({ baseURL: baseURL() });
  await signUpAndSignIn(ownerApi, owner);
  const application = await apiPost<{ id: number }>(ownerApi, '/api/vendor/applications', {
    storeName: name,
    categoryId: FOOD_AND_RESTAURANTS,
    phone: owner.phone,
    address: '7, Lakeside Arcade, Varthur Main Road, Bengaluru',
    communityIds: [PRESTIGE_LAKESIDE],
  });
  return { owner, ownerApi, applicationId: application.id };
}

/** A store approved for a new owner, with these items on its menu. */
export async function approvedStore(name: string, items: MenuItemCreateRequest[] = []): Promise<TestStore> {
  const { owner, ownerApi, applicationId } = await applyToSell(name);
  const admin = await adminApi();
  const approved = await apiPost<{ storeId: number }>(
    admin,
    `/api/admin/vendor-applications/${applicationId}/approve`,
    {},
  );
  await admin.dispose();
  // The owner's next calls carry the store once the gateway's session cache has let the old identity go.
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  for (const item of items)
    await apiPost<StoreMenuItem>(ownerApi, `/api/vendor/stores/${approved.storeId}/menu-items`, item);
  return { storeId: approved.storeId, name, owner, ownerApi, dispose: () => ownerApi.dispose() };
}

/** A resident of Prestige Lakeside, signed in on `request` (a page's, so the page is too). */
export async function residentOfPrestige(
  request: APIRequestContext,
  firstName = 'Meera',
): Promise<NewResident> {
  const resident = uniqueResident(firstName);
  await signUpAndSignIn(request, resident);
  await completeOnboarding(request, PRESTIGE_LAKESIDE);
  return resident;
}

/** The total checkout would show and send for these lines, with the store's category's billing. */
export async function cartTotal(
  request: APIRequestContext,
  lines: { price: number; quantity: number }[],
): Promise<number> {
  const billing = await apiGet<BillingConfig>(request, `/api/categories/${FOOD_AND_RESTAURANTS}/billing`);
  const bill = computeBill(
    lines.map((line) => ({ pricePaise: rupeesToPaise(line.price), quantity: line.quantity })),
    billing,
  );
  return paiseToRupees(bill.total);
}

/** A resident's cash order of one item, as checkout sends it. */
export async function placeOrder(
  request: APIRequestContext,
  storeId: number,
  item: { id: number; name: string; price: number },
) {
  return apiPost<{ id: number; orderNumber?: string }>(request, '/api/orders', {
    restaurantId: storeId,
    items: [{ menuItemId: item.id, name: item.name, quantity: 1, price: item.price }],
    totalAmount: await cartTotal(request, [{ price: item.price, quantity: 1 }]),
    deliveryAddress: 'Flat A-101, Prestige Lakeside Habitat',
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
  });
}
