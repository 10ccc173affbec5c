import { NOTIFICATION_TEXTS, ORDER_MESSAGES } from '@marketplace/contracts';

export type OrderRejection = 'restaurant_closed' | 'item_not_on_menu' | 'item_unavailable' | 'prices_changed';

function rejectionMessage(reason: OrderRejection, itemName: string): string {
  switch (reason) {
    case 'restaurant_closed':
      return ORDER_MESSAGES.restaurantClosed;
    case 'item_not_on_menu':
      return ORDER_MESSAGES.itemNotOnMenu(itemName);
    case 'item_unavailable':
      return ORDER_MESSAGES.itemUnavailable(itemName);
    case 'prices_changed':
      return ORDER_MESSAGES.pricesChanged;
  }
}

/** The order cannot be placed as asked; the message is the spec's text for the resident. */
export class OrderRejectedError extends Error {
  constructor(
    readonly reason: OrderRejection,
    itemName = '',
  ) {
    super(rejectionMessage(reason, itemName));
    this.name = 'OrderRejectedError';
  }
}

/** No such order, or not the caller's: both read the same so ids cannot be probed. */
export class OrderNotFoundError extends Error {
  constructor(readonly orderId: number) {
    super(ORDER_MESSAGES.orderNotFound);
    this.name = 'OrderNotFoundError';
  }
}

/** No such notification, or not the caller's: both read the same so ids cannot be probed. */
export class NotificationNotFoundError extends Error {
  constructor(readonly notificationId: number) {
    super(NOTIFICATION_TEXTS.notFound);
    this.name = 'NotificationNotFoundError';
  }
}
