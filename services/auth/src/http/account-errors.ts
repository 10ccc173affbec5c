import type { NextFunction, Request, Response } from 'express';
import { HttpError } from '@marketplace/service-kit';
import {
  AddressLimitReachedError,
  AddressNotFoundError,
  CommunityDirectoryUnavailableError,
  CommunityNotFoundError,
  ContactTakenError,
} from '../domain/account-errors';

/** The answers of the profile, onboarding and address calls' failures; others pass through. */
export function mapAccountErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  next(toHttpError(error));
}

function toHttpError(error: unknown): unknown {
  if (error instanceof ContactTakenError) return new HttpError(409, error.message);
  if (error instanceof AddressNotFoundError) return new HttpError(404, error.message);
  if (error instanceof CommunityNotFoundError || error instanceof AddressLimitReachedError)
    return new HttpError(422, error.message);
  if (error instanceof CommunityDirectoryUnavailableError) return new HttpError(503, error.message);
  return error;
}
