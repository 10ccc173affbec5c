import type { ErrorRequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import { WEBHOOK_MESSAGES } from '@marketplace/contracts';
import { HttpError, notFound, retryAfterSeconds, tooManyRequests } from '@marketplace/service-kit';
import {
  RefusalsRateLimitedError,
  UnknownPartnerError,
  WebhookRejectedError,
  type WebhookRejectionKind,
} from '../domain/errors';

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
  if (error instanceof RefusalsRateLimitedError) return tooManyRequests(WEBHOOK_MESSAGES.tooManyRefused);
  if (error instanceof UnknownPartnerError) return notFound(error.message);
  return error instanceof WebhookRejectedError
    ? new HttpError(REJECTION_STATUS[error.kind], error.message)
    : error;
}

/** Tells a rate-limited sender when to try again; both transports call it before answering. */
export function setRetryAfter(error: unknown, res: ServerResponse): void {
  if (error instanceof RefusalsRateLimitedError)
    res.setHeader('retry-after', String(retryAfterSeconds(error.retryAfterMs)));
}

/** Turns domain errors into HTTP errors for the shared JSON error handler. */
export const domainErrors: ErrorRequestHandler = (error, _req, res, next) => {
  setRetryAfter(error, res);
  next(toHttpError(error));
};
