import {
  CATEGORY_ADMIN_MESSAGES,
  NOTIFICATION_TEXTS,
  ORDER_MESSAGES,
  SET_ASIDE_EVENT_MESSAGES,
  VENDOR_OUT_OF_AREA_MESSAGE,
} from '@marketplace/contracts';

export type OrderRejection =
  | 'restaurant_closed'
  | 'not_taking_orders'
  | 'out_of_area'
  | 'item_not_on_menu'
  | 'item_unavailable'
  | 'prices_changed'
  | 'item_quantity_too_high'
  | 'cash_total_too_high';

/** `detail` is the item's name, or for cash_total_too_high the ceiling in rupees. */
function rejectionMessage(reason: OrderRejection, detail: string): string {
  switch (reason) {
    case 'restaurant_closed':
      return ORDER_MESSAGES.restaurantClosed;
    case 'not_taking_orders':
      return ORDER_MESSAGES.notTakingOrders;
    case 'out_of_area':
      return VENDOR_OUT_OF_AREA_MESSAGE;
    case 'item_not_on_menu':
      return ORDER_MESSAGES.itemNotOnMenu(detail);
    case 'item_unavailable':
      return ORDER_MESSAGES.itemUnavailable(detail);
    case 'prices_changed':
      return ORDER_MESSAGES.pricesChanged;
    case 'item_quantity_too_high':
      return ORDER_MESSAGES.itemQuantityTooHigh(detail);
    case 'cash_total_too_high':
      return ORDER_MESSAGES.cashTotalTooHigh(Number(detail));
  }
}

/** The order cannot be placed as asked; the message is the spec's text for the resident. */
export class OrderRejectedError extends Error {
  constructor(
    readonly reason: OrderRejection,
    detail = '',
  ) {
    super(rejectionMessage(reason, detail));
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

export type RatingRefusal = 'ratingNotDelivered' | 'ratingAlreadySubmitted';

/** The order cannot be rated now: not delivered yet, or rated already. */
export class OrderRatingRefusedError extends Error {
  constructor(readonly reason: RatingRefusal) {
    super(ORDER_MESSAGES[reason]);
    this.name = 'OrderRatingRefusedError';
  }
}

export type CancelRefusal = 'cancelWindowPassed' | 'cancelAfterPreparing' | 'alreadyCancelled';

/** The resident can no longer cancel the order (the FAQ's 5 minutes, or the kitchen has started). */
export class OrderCancelRefusedError extends Error {
  constructor(readonly reason: CancelRefusal) {
    super(ORDER_MESSAGES[reason]);
    this.name = 'OrderCancelRefusedError';
  }
}

/** No event with this id is set aside: it never was, or it has been replayed already. */
export class SetAsideEventNotFoundError extends Error {
  constructor(readonly eventId: string) {
    super(SET_ASIDE_EVENT_MESSAGES.notFound);
    this.name = 'SetAsideEventNotFoundError';
  }
}

/** A replayed event's handlers failed again; it stays set aside with this error. */
export class SetAsideEventStillFailingError extends Error {
  constructor(
    readonly eventId: string,
    readonly failure: string,
  ) {
    super(SET_ASIDE_EVENT_MESSAGES.stillFailing(failure));
    this.name = 'SetAsideEventStillFailingError';
  }
}

/** No order status config has this id (never had, or deleted). */
export class OrderStatusConfigNotFoundError extends Error {
  constructor(readonly configId: number) {
    super(CATEGORY_ADMIN_MESSAGES.orderStatusConfigNotFound);
    this.name = 'OrderStatusConfigNotFoundError';
  }
}

/** An earnings range the store cannot ask for (reversed, or longer than EARNINGS_MAX_DAYS): 400. */
export class EarningsRangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EarningsRangeError';
  }
}

/** The store cannot take this order now (suspended by the marketplace): 409. */
export class StoreSuspendedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreSuspendedError';
  }
}

/** A store the caller is no member of, like one that does not exist: 404. */
export class StoreNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreNotFoundError';
  }
}
