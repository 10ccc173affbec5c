import {
  rupeesToPaise,
  TOTAL_TOLERANCE_RUPEES,
  type Bill,
  type OrderContext,
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
 * The lines the order is charged for, priced from the menu (never from the client). Refuses a
 * vendor whose category takes no orders, a closed vendor, an item that is not on the menu and an
 * unavailable item.
 */
export function priceOrderLines(context: OrderContext, items: readonly PlaceOrderItem[]): OrderLine[] {
  if (!context.vendor.takesOrders) throw new OrderRejectedError('not_taking_orders');
  if (!context.vendor.isOpen) throw new OrderRejectedError('restaurant_closed');
  return items.map((item) => {
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
  });
}

/** Refuses an order whose cart showed a total further than the tolerance from what we would charge. */
export function assertCartTotalMatches(cartTotalRupees: number, bill: Bill): void {
  if (Math.abs(rupeesToPaise(cartTotalRupees) - bill.total) > rupeesToPaise(TOTAL_TOLERANCE_RUPEES)) {
    throw new OrderRejectedError('prices_changed');
  }
}
