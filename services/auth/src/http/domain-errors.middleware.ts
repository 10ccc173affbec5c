import type { ErrorRequestHandler } from 'express';
import {
  AUTH_VALIDATION_MESSAGES,
  PASSWORD_RESET_DELIVERY_MESSAGES,
  RESET_TOKEN_INVALID_MESSAGE,
  tooManyAttemptsMessage,
} from '@marketplace/contracts';
import {
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unprocessable,
} from '@marketplace/service-kit';
import {
  AddressLimitReachedError,
  AddressNotFoundError,
  AlreadyInvitedMemberError,
  AlreadyStoreMemberError,
  ApplicationPendingError,
  CommunityDirectoryUnavailableError,
  CommunityNotFoundError,
  CommunityNotJoinableError,
  ContactTakenError,
  DuplicateAccountError,
  InvalidAdminCredentialsError,
  InvalidPasswordError,
  InvalidPhoneError,
  InvalidResetTokenError,
  InvitationForAnotherError,
  InvitationInvalidError,
  InvitationNotSentError,
  SmsResetUnavailableError,
  StoreCatalogUnavailableError,
  StoreNotInvitableError,
  TooManyAttemptsError,
  UnknownStoreCategoryError,
  UnknownStoreCommunityError,
  UserNotFoundError,
  VendorApplicationBeingApprovedError,
  VendorApplicationDecidedError,
  VendorApplicationNotFoundError,
} from '../domain/errors';

/** Turns the use cases' failures into the answers the spec's screens read; others pass through. */
export const domainErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (error instanceof TooManyAttemptsError) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
    res.setHeader('retry-after', String(seconds));
    return next(tooManyRequests(tooManyAttemptsMessage(Math.ceil(seconds / 60))));
  }
  next(toHttpError(error));
};

function toHttpError(error: unknown): unknown {
  if (error instanceof DuplicateAccountError) return conflict(error.message);
  if (error instanceof InvalidPhoneError) return new HttpError(400, AUTH_VALIDATION_MESSAGES.phoneInvalid);
  if (error instanceof UserNotFoundError || error instanceof InvalidPasswordError)
    return new HttpError(401, error.message);
  if (error instanceof InvalidResetTokenError) return new HttpError(400, RESET_TOKEN_INVALID_MESSAGE);
  if (error instanceof SmsResetUnavailableError)
    return new HttpError(503, PASSWORD_RESET_DELIVERY_MESSAGES.smsUnavailable);
  if (error instanceof InvalidAdminCredentialsError)
    return new HttpError(401, error.message, { success: false });
  if (error instanceof ContactTakenError) return conflict(error.message);
  if (error instanceof AddressNotFoundError) return notFound(error.message);
  if (error instanceof CommunityNotFoundError || error instanceof AddressLimitReachedError)
    return unprocessable(error.message);
  if (error instanceof CommunityDirectoryUnavailableError) return new HttpError(503, error.message);
  if (error instanceof CommunityNotJoinableError) return conflict(error.message);
  if (error instanceof AlreadyStoreMemberError || error instanceof ApplicationPendingError)
    return conflict(error.message);
  if (error instanceof UnknownStoreCategoryError || error instanceof UnknownStoreCommunityError)
    return unprocessable(error.message);
  if (error instanceof StoreCatalogUnavailableError) return new HttpError(503, error.message);
  if (error instanceof VendorApplicationNotFoundError) return notFound(error.message);
  if (
    error instanceof VendorApplicationDecidedError ||
    error instanceof VendorApplicationBeingApprovedError ||
    error instanceof AlreadyInvitedMemberError
  )
    return conflict(error.message);
  if (error instanceof StoreNotInvitableError)
    return error.reason === 'unknown' ? notFound(error.message) : unprocessable(error.message);
  // An invitation link that no longer works is a state of the invitation, not a bad request.
  if (error instanceof InvitationInvalidError) return conflict(error.message);
  if (error instanceof InvitationForAnotherError) return forbidden(error.message);
  if (error instanceof InvitationNotSentError) return new HttpError(503, error.message);
  return error;
}
