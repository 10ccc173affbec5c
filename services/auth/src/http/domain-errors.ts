import type { NextFunction, Request, Response } from 'express';
import { AUTH_VALIDATION_MESSAGES } from '@marketplace/contracts';
import { HttpError } from '@marketplace/service-kit';
import {
  DuplicateAccountError,
  InvalidAdminCredentialsError,
  InvalidPasswordError,
  InvalidPhoneError,
  UserNotFoundError,
} from '../domain/errors';

/** Turns the use cases' failures into the answers the spec's screens read; others pass through. */
export function mapDomainErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next(toHttpError(error));
}

function toHttpError(error: unknown): unknown {
  if (error instanceof DuplicateAccountError) return new HttpError(409, error.message);
  if (error instanceof InvalidPhoneError) return new HttpError(400, AUTH_VALIDATION_MESSAGES.phoneInvalid);
  if (error instanceof UserNotFoundError || error instanceof InvalidPasswordError)
    return new HttpError(401, error.message);
  if (error instanceof InvalidAdminCredentialsError)
    return new HttpError(401, error.message, { success: false });
  return error;
}
