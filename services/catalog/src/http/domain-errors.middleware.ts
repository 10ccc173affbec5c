import type { ErrorRequestHandler } from 'express';
import { badRequest, conflict, HttpError, notFound } from '@marketplace/service-kit';
import {
  CityNotInStateError,
  CommunityInUseError,
  NotFoundError,
  ResidentCountUnavailableError,
  ReviewRefusedError,
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
  if (error instanceof ResidentCountUnavailableError) return next(new HttpError(503, error.message));
  next(error);
};
