import type { ErrorRequestHandler } from 'express';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  unprocessable,
} from '@marketplace/service-kit';
import {
  CategoryConfigInUseError,
  CategoryNameTakenError,
  CityNotInStateError,
  CommunityInUseError,
  GroupedCategoryNotFoundError,
  ImageBatchTooLargeError,
  NotFoundError,
  ResidentCountUnavailableError,
  ReviewRefusedError,
  StoreReferenceNotFoundError,
  StoreChangeRefusedError,
  DuplicateMenuItemError,
  MenuFullError,
  StorePhotoRefusedError,
  type ReviewRefusal,
} from '../domain/errors';

/**
 * Someone else's order is forbidden; a cancelled one is well-formed but unsupported; a second review,
 * or a quick rating of an order not delivered yet, conflicts with the order's state.
 */
const REFUSAL_STATUS: Readonly<Record<ReviewRefusal, number>> = {
  notYourOrder: 403,
  noOrderFromVendor: 403,
  cancelledOrder: 422,
  orderNotDelivered: 409,
  alreadyReviewed: 409,
};

/** Turns domain errors into HTTP errors for the shared JSON error handler. */
export const domainErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof NotFoundError) return next(notFound(error.message));
  if (error instanceof ReviewRefusedError)
    return next(new HttpError(REFUSAL_STATUS[error.reason], error.message));
  if (error instanceof CityNotInStateError) return next(badRequest(error.message));
  if (error instanceof CommunityInUseError) return next(conflict(error.message));
  if (error instanceof CategoryNameTakenError) return next(conflict(error.message));
  if (error instanceof CategoryConfigInUseError) return next(conflict(error.message));
  // The path's raw category exists; what the body names does not: the request is wrong, not the URL.
  if (error instanceof GroupedCategoryNotFoundError) return next(badRequest(error.message));
  if (error instanceof ResidentCountUnavailableError) return next(new HttpError(503, error.message));
  if (error instanceof ImageBatchTooLargeError) return next(new HttpError(413, error.message));
  if (error instanceof StoreReferenceNotFoundError) return next(unprocessable(error.message));
  if (error instanceof StoreChangeRefusedError)
    return next(error.reason === 'ownerOnly' ? forbidden(error.message) : conflict(error.message));
  if (error instanceof DuplicateMenuItemError) return next(conflict(error.message));
  if (error instanceof MenuFullError) return next(conflict(error.message));
  if (error instanceof StorePhotoRefusedError) return next(unprocessable(error.message));
  next(error);
};
