import {
  ORDER_ITEM_MAX_QUANTITY,
  rupeesToPaise,
  TOTAL_TOLERANCE_RUPEES,
  type Bill,
  type OrderContext,
  type PaymentMethod,
  type PlaceOrderItem,
} from '@marketplace/contracts';
import { OrderRejectedError } from './errors';
import type { OrderLine } from './order';

type MenuItem = OrderContext['menu'][number];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The menu item a cart line names: the partner's externalMenuId is unique per partner menu, our id
 * is unique per vendor, and a cart that kept neither still has the item's name.
 */
function findMenuItem(menu: OrderContext['menu'], item: PlaceOrderItem): MenuItem | undefined {
  if (item.externalMenuId) {
    const byExternalId = menu.find((candidate) => candidate.externalMenuId === item.externalMenuId);
    if (byExternalId) return byExternalId;
  }
  const id = item.menuItemId ?? item.itemId;
  if (id != null) {
    const byId = menu.find((candidate) => candidate.id === id);
    if (byId) return byId;
  }
  return menu.find((candidate) => sameName(candidate.name, item.name));
}

/**
 * The lines the order is charged for, priced from the menu (never from the client), one line per
 * menu item: lines naming the same item (by any of its names) are merged, and a merged line above
 * ORDER_ITEM_MAX_QUANTITY is refused, so repeating a line cannot get past the cap (issue 27).
 * Refuses a vendor whose category takes no orders, a closed vendor, an item that is not on the
 * menu and an unavailable item.
 */
export function priceOrderLines(context: OrderContext, items: readonly PlaceOrderItem[]): OrderLine[] {
  if (!context.vendor.takesOrders) throw new OrderRejectedError('not_taking_orders');
  if (!context.vendor.isOpen) throw new OrderRejectedError('restaurant_closed');
  const byMenuItem = new Map<number, OrderLine>();
  for (const line of items.map((item) => priceLine(context, item))) {
    const merged = byMenuItem.get(line.menuItemId);
    if (merged) merged.quantity += line.quantity;
    else byMenuItem.set(line.menuItemId, line);
  }
  const lines = [...byMenuItem.values()];
  const tooMany = lines.find((line) => line.quantity > ORDER_ITEM_MAX_QUANTITY);
  if (tooMany) throw new OrderRejectedError('item_quantity_too_high', tooMany.name);
  return lines;
}

/** One cart line priced from the menu item it names. */
function priceLine(context: OrderContext, item: PlaceOrderItem): OrderLine & { menuItemId: number } {
  const menuItem = findMenuItem(context.menu, item);
  if (!menuItem) throw new OrderRejectedError('item_not_on_menu', item.name);
  if (!menuItem.isAvailable) throw new OrderRejectedError('item_unavailable', menuItem.name);
  // The price the cart showed for the line, to the paisa (issue 25): a vendor's price change
  // refuses a cart priced before it, even where the total would stay within the tolerance.
  if (rupeesToPaise(item.price) !== menuItem.pricePaise) throw new OrderRejectedError('prices_changed');
  return {
    menuItemId: menuItem.id,
    externalMenuId: menuItem.externalMenuId,
    name: menuItem.name,
    pricePaise: menuItem.pricePaise,
    quantity: item.quantity,
  };
}

/**
 * Refuses a cash-on-delivery order above the ceiling (the order service's COD_ORDER_MAX_RUPEES):
 * the cash is collected only at the door, so an order nobody means to pay for costs its vendor.
 */
export function assertCashTotalWithin(paymentMethod: PaymentMethod, bill: Bill, maxRupees: number): void {
  if (paymentMethod === 'cod' && bill.total > rupeesToPaise(maxRupees))
    throw new OrderRejectedError('cash_total_too_high', String(maxRupees));
}

/** Refuses an order whose cart showed a total further than the tolerance from what we would charge. */
export function assertCartTotalMatches(cartTotalRupees: number, bill: Bill): void {
  if (Math.abs(rupeesToPaise(cartTotalRupees) - bill.total) > rupeesToPaise(TOTAL_TOLERANCE_RUPEES)) {
    throw new OrderRejectedError('prices_changed');
  }
}
