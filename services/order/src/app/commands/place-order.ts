import { computeBill, type PlaceOrderRequest } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { deliveryAddressText } from '../../domain/delivery-address';
import {
  DEFAULT_DELIVERY_ESTIMATE_MINUTES,
  orderNotificationFor,
  type CustomerSnapshot,
  type Order,
} from '../../domain/order';
import { assertCartTotalMatches, assertCashTotalWithin, priceOrderLines } from '../../domain/order-pricing';
import { OrderRejectedError } from '../../domain/errors';
import type { OrderPlacements } from '../../domain/order-placements';
import type { Customer, CustomerDirectory, VendorCatalog } from '../../domain/upstream-services';

export interface PlaceOrderDeps {
  catalog: VendorCatalog;
  customers: CustomerDirectory;
  placements: OrderPlacements;
  /** Starts relaying a committed order to its partner; must not wait for the partner. */
  relayOrder: (orderId: number) => void;
  /** The largest cash-on-delivery total taken, in rupees (COD_ORDER_MAX_RUPEES). */
  codOrderMaxRupees: number;
  clock: () => Date;
  logger: Logger;
}

const MINUTE_MS = 60_000;

/**
 * Prices the cart from the vendor's menu and billing config (one line per menu item), refuses what
 * the spec refuses (and a vendor that does not deliver to the resident's community, a line above
 * the quantity cap, a cash total above the ceiling), and records the order with its first
 * notification and its order.created event at once. An order for a partner vendor is handed to
 * the relay as soon as it has committed (issue 26: not by consuming our own event back).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  {
    userId,
    signedCustomer,
    request,
  }: {
    userId: number;
    /** The resident as the gateway signed them (issue 26); without it, auth is asked. */
    signedCustomer?: Customer;
    request: PlaceOrderRequest;
  },
): Promise<Order> {
  const [context, customer] = await Promise.all([
    deps.catalog.orderContext(request.restaurantId),
    customerSnapshot(deps, userId, signedCustomer),
  ]);
  if (customer.communityId !== null && !context.vendor.communityIds.includes(customer.communityId))
    throw new OrderRejectedError('out_of_area');
  const lines = priceOrderLines(context, request.items);
  const bill = computeBill(lines, context.billing);
  assertCartTotalMatches(request.totalAmount, bill);
  assertCashTotalWithin(request.paymentMethod, bill, deps.codOrderMaxRupees);

  const now = deps.clock();
  const relayed = context.vendor.isExternalSource && context.partner.orderCreate !== null;
  const order = await deps.placements.place(
    {
      userId,
      vendorId: context.vendor.id,
      categoryId: context.vendor.categoryId,
      categoryName: context.vendor.categoryName,
      externalRestaurantId: context.vendor.externalId,
      restaurantName: context.vendor.name,
      restaurantAddress: context.vendor.address,
      lines,
      bill,
      deliveryAddress: deliveryAddressText(request.deliveryAddress),
      phoneNumber: request.phoneNumber,
      paymentMethod: request.paymentMethod,
      paymentId: request.paymentId ?? null,
      specialInstructions: request.specialInstructions || null,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        flatNumber: customer.flatNumber,
        communityName: customer.communityName,
        dietaryPreferences: customer.dietaryPreferences,
      },
      customerSupportNumber: context.customerSupportNumber,
      estimatedDeliveryAt: new Date(now.getTime() + DEFAULT_DELIVERY_ESTIMATE_MINUTES * MINUTE_MS),
      relayStatus: relayed ? 'pending' : 'not_required',
      createdAt: now,
    },
    orderNotificationFor('pending', context.vendor.name),
  );
  if (relayed) deps.relayOrder(order.id);
  return order;
}

/**
 * The resident as the order records them. The community's name only decorates the order, so a
 * catalog that cannot tell leaves it empty rather than refusing the order; it is kept by the
 * catalog client, so a warm order asks for nothing.
 */
async function customerSnapshot(
  deps: PlaceOrderDeps,
  userId: number,
  signedCustomer: Customer | undefined,
): Promise<CustomerSnapshot & { communityId: number | null }> {
  const customer = signedCustomer ?? (await deps.customers.customer(userId));
  if (customer.communityId === null) return { ...customer, communityName: null };
  try {
    return { ...customer, communityName: await deps.catalog.communityName(customer.communityId) };
  } catch (error) {
    deps.logger.warn(
      { err: error, communityId: customer.communityId },
      'community name unavailable; the order records none',
    );
    return { ...customer, communityName: null };
  }
}
