import type { PartnerOrderCreateRequest, PartnerOrderItem } from '@marketplace/contracts';
import { conflict, notFound, unprocessable } from '@marketplace/service-kit';
import type { PartnerCatalog } from '../../domain/catalog';
import type { PartnerOrder } from '../../domain/partner-order';
import type { PartnerOrderRepository } from '../../domain/partner-order.repository';
import type { OrderProgression } from '../order-progression';

export interface PlaceOrderDeps {
  catalog: PartnerCatalog;
  orders: PartnerOrderRepository;
  progression: OrderProgression;
  clock: () => Date;
}

export interface PlaceOrderResult {
  order: PartnerOrder;
  /** False when the merchant retried an order we already hold. */
  created: boolean;
}

const MINUTE_MS = 60_000;

/** Same restaurant and same lines: a retry of the same order rather than a reuse of its id. */
function isSameOrder(order: PartnerOrder, request: PartnerOrderCreateRequest): boolean {
  const lines = (items: PartnerOrderItem[]) =>
    JSON.stringify(items.map((item) => [item.externalMenuId ?? null, item.name, item.quantity]));
  return order.restaurantId === request.externalRestaurantId && lines(order.items) === lines(request.items);
}

/**
 * Accepts an order the way a restaurant system would: known restaurant, open, every line on its
 * menu and available. Keyed on merchantOrderId so a relay retried after a timeout orders once.
 */
export function placeOrder(deps: PlaceOrderDeps, request: PartnerOrderCreateRequest): PlaceOrderResult {
  const existing = deps.orders.findByMerchantOrderId(request.merchantOrderId);
  if (existing) {
    if (!isSameOrder(existing, request)) {
      throw conflict(`merchantOrderId ${request.merchantOrderId} was already used for a different order`);
    }
    return { order: existing, created: false };
  }

  const vendor = deps.catalog.vendor(request.externalRestaurantId);
  const menu = deps.catalog.menu(request.externalRestaurantId);
  if (!vendor || !menu) throw notFound(`Restaurant ${request.externalRestaurantId} not found`);
  if (!vendor.isOpen) throw conflict('Sorry, this restaurant is currently closed and not accepting orders.');

  for (const line of request.items) {
    const item = line.externalMenuId
      ? menu.find((candidate) => candidate.externalMenuId === line.externalMenuId)
      : menu.find((candidate) => candidate.name.toLowerCase() === line.name.trim().toLowerCase());
    if (!item) throw unprocessable(`"${line.name}" is not on the menu of ${vendor.name}`);
    if (!item.isAvailable) throw conflict(`Sorry, "${item.name}" is currently unavailable.`);
  }

  const now = deps.clock();
  const deliveryMinutes = deps.catalog.deliveryMinutes(vendor.id) ?? 0;
  const order = deps.orders.create(
    {
      merchantOrderId: request.merchantOrderId,
      restaurantId: vendor.id,
      items: request.items,
      customerName: request.customer.name,
      customerPhone: request.customer.phone,
      deliveryAddress: request.deliveryAddress,
      totalAmount: request.totalAmount,
      specialInstructions: request.specialInstructions,
      estimatedDeliveryTime: new Date(now.getTime() + deliveryMinutes * MINUTE_MS),
    },
    now,
  );
  deps.progression.start(order.id);
  return { order, created: true };
}
