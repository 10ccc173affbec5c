import { expect, type APIRequestContext } from '@playwright/test';
import {
  computeBill,
  rupeesToPaise,
  type BillingConfig,
  type Category,
  type Vendor,
  type MenuItem,
} from '@marketplace/contracts';
import { apiGet, apiPost } from './api';
import { withDatabase } from './database';

export interface PlacedOrder {
  id: number;
  status: string;
  totalAmount: number;
}

/**
 * Places a cash-on-delivery order for the signed-in resident, through the API, with one item of the
 * first open Food & Restaurants vendor that `pick` accepts.
 */
async function placeFoodOrder(
  request: APIRequestContext,
  phoneNumber: string,
  pick: (vendor: Vendor) => boolean,
): Promise<PlacedOrder> {
  const categories = await apiGet<Category[]>(request, '/api/categories');
  const food = categories.find((category) => category.name === 'Food & Restaurants')!;
  const vendors = await apiGet<Vendor[]>(request, `/api/vendors/category/${food.id}`);
  const vendor = vendors.find((candidate) => candidate.isOpen && pick(candidate));
  expect(vendor, 'an open vendor of the kind the test needs').toBeDefined();
  const menu = await apiGet<MenuItem[]>(request, `/api/vendors/${vendor!.id}/menu`);
  const items = menu
    .filter((item) => item.isAvailable)
    .slice(0, 1)
    .map((item) => ({ ...item, quantity: 1 }));
  const billing = await apiGet<BillingConfig>(request, `/api/categories/${food.id}/billing`);
  const bill = computeBill(
    items.map((item) => ({ pricePaise: rupeesToPaise(item.price), quantity: item.quantity })),
    billing,
  );
  return apiPost<PlacedOrder>(request, '/api/orders', {
    restaurantId: vendor!.id,
    restaurantName: vendor!.name,
    items: items.map((item) => ({
      itemId: item.id,
      externalMenuId: item.externalMenuId,
      name: item.name,
      quantity: item.quantity,
      price: item.price,
    })),
    totalAmount: bill.total / 100,
    deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat, Varthur, Bengaluru',
    phoneNumber,
    paymentMethod: 'cod',
    specialInstructions: '',
  });
}

/**
 * An order with a vendor the partner simulator serves: the simulator then walks it through its
 * statuses with signed webhooks, and each status reaches the resident as a notification.
 */
export function placePartnerOrder(request: APIRequestContext, phoneNumber: string): Promise<PlacedOrder> {
  return placeFoodOrder(request, phoneNumber, (vendor) => vendor.isExternalSource);
}

/** An order with one of our own vendors: nobody moves it on its own, it stays pending. */
export function placeInHouseOrder(request: APIRequestContext, phoneNumber: string): Promise<PlacedOrder> {
  return placeFoodOrder(request, phoneNumber, (vendor) => !vendor.isExternalSource);
}

/**
 * Makes an order of one of our own vendors look relayed to its category's partner, which knows it
 * as the id returned: a partner order nobody moves on its own, for tests that bring its partner's
 * updates themselves (a webhook moves only an order relayed to its partner, named by the partner's id).
 */
export async function markRelayedInDatabase(orderId: number): Promise<string> {
  const partnerOrderId = `E2E-P-${orderId}`;
  await withDatabase((client) =>
    client.query("UPDATE orders.orders SET relay_status = 'relayed', external_order_id = $2 WHERE id = $1", [
      orderId,
      partnerOrderId,
    ]),
  );
  return partnerOrderId;
}
