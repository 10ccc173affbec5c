import type { ErrorRequestHandler } from 'express';
import { HttpError } from '@marketplace/service-kit';
import {
  EarningsRangeError,
  NotificationNotFoundError,
  OrderCancelRefusedError,
  OrderNotFoundError,
  OrderRatingRefusedError,
  OrderRejectedError,
  OrderStatusConfigNotFoundError,
  SetAsideEventNotFoundError,
  SetAsideEventStillFailingError,
  StoreNotFoundError,
  StoreSuspendedError,
  type OrderRejection,
} from '../domain/errors';
import {
  HandoffBypassRefusedError,
  HandoffCodeRejectedError,
  VendorOrderConflictError,
} from '../domain/vendor-order';

/**
 * A cart naming something the menu lacks, or more than an order may hold, is the caller's mistake;
 * the rest are conflicts with the vendor's state.
 */
const REJECTION_STATUS: Readonly<Record<OrderRejection, number>> = {
  restaurant_closed: 409,
  not_taking_orders: 409,
  out_of_area: 409,
  item_not_on_menu: 400,
  item_unavailable: 409,
  prices_changed: 409,
  item_quantity_too_high: 400,
  cash_total_too_high: 400,
};

/** Turns the domain's refusals into `{ message }` answers; everything else goes on to the shared handler. */
export const domainErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof OrderRejectedError)
    return next(new HttpError(REJECTION_STATUS[error.reason], error.message));
  // Rating or cancelling an order in the wrong state conflicts with where the order is now; a
  // replay that fails again, with what the event's handlers still cannot do.
  if (
    error instanceof OrderRatingRefusedError ||
    error instanceof OrderCancelRefusedError ||
    error instanceof SetAsideEventStillFailingError
  )
    return next(new HttpError(409, error.message));
  // A vendor's answer or step that the order's state no longer allows; a wrong handoff code is bad
  // input (and counted); the owner's bypass before its time is not the caller's to take.
  if (error instanceof VendorOrderConflictError || error instanceof StoreSuspendedError)
    return next(new HttpError(409, error.message));
  if (error instanceof EarningsRangeError) return next(new HttpError(400, error.message));
  if (error instanceof HandoffCodeRejectedError) return next(new HttpError(400, error.message));
  if (error instanceof HandoffBypassRefusedError) return next(new HttpError(403, error.message));
  if (
    error instanceof OrderNotFoundError ||
    error instanceof NotificationNotFoundError ||
    error instanceof SetAsideEventNotFoundError ||
    error instanceof OrderStatusConfigNotFoundError ||
    error instanceof StoreNotFoundError
  )
    return next(new HttpError(404, error.message));
  next(error);
};
