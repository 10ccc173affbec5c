import type { ErrorRequestHandler } from 'express';
import { HttpError } from '@marketplace/service-kit';
import { WebhookRejectedError, type WebhookRejectionKind } from '../domain/errors';

const REJECTION_STATUS: Readonly<Record<WebhookRejectionKind, number>> = {
  unauthenticated: 401,
  invalid_payload: 400,
  unsupported_status: 422,
  unsupported_media_type: 415,
  payload_too_large: 413,
};

/**
 * A refused webhook as the HTTP status and message its sender gets; any other error as it is.
 * Also for the webhook fast path, which answers in front of Express.
 */
export function toHttpError(error: unknown): unknown {
  return error instanceof WebhookRejectedError
    ? new HttpError(REJECTION_STATUS[error.kind], error.message)
    : error;
}

/** Turns domain errors into HTTP errors for the shared JSON error handler. */
export const domainErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  next(toHttpError(error));
};
