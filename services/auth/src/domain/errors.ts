import {
  ACCOUNT_CONFLICT_MESSAGES,
  ADMIN_VENDOR_MESSAGES,
  INVITATION_MESSAGES,
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_MESSAGES,
  COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMMUNITY_NOT_FOUND_MESSAGE,
  COMMUNITY_NOT_JOINABLE_MESSAGE,
  VENDOR_MESSAGES,
} from '@marketplace/contracts';

/** Failures the use cases report; the HTTP layer decides how each is answered. */
export class DuplicateAccountError extends Error {
  constructor() {
    super('An account with this email or phone already exists');
    this.name = 'DuplicateAccountError';
  }
}

export class InvalidPhoneError extends Error {
  constructor() {
    super('The phone number has too few or too many digits');
    this.name = 'InvalidPhoneError';
  }
}

export class UserNotFoundError extends Error {
  constructor() {
    super('User not found');
    this.name = 'UserNotFoundError';
  }
}

export class InvalidPasswordError extends Error {
  constructor() {
    super('Invalid password');
    this.name = 'InvalidPasswordError';
  }
}

export class InvalidAdminCredentialsError extends Error {
  constructor() {
    super('Invalid credentials');
    this.name = 'InvalidAdminCredentialsError';
  }
}

export class InvalidResetTokenError extends Error {
  constructor() {
    super('The reset token is unknown, used or expired');
    this.name = 'InvalidResetTokenError';
  }
}

export class TooManyAttemptsError extends Error {
  constructor(
    /** How long until the window that refused the attempt closes. */
    readonly retryAfterMs: number,
  ) {
    super('Too many attempts');
    this.name = 'TooManyAttemptsError';
  }
}

/** A reset asked for by phone while no SMS provider is configured. */
export class SmsResetUnavailableError extends Error {
  constructor() {
    super('No SMS provider is configured');
    this.name = 'SmsResetUnavailableError';
  }
}

/** A resident may keep a community that was blocked or made inactive, but not newly join one. */
export class CommunityNotJoinableError extends Error {
  constructor() {
    super(COMMUNITY_NOT_JOINABLE_MESSAGE);
    this.name = 'CommunityNotJoinableError';
  }
}

export class CommunityNotFoundError extends Error {
  constructor() {
    super(COMMUNITY_NOT_FOUND_MESSAGE);
    this.name = 'CommunityNotFoundError';
  }
}

export class CommunityDirectoryUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE, options);
    this.name = 'CommunityDirectoryUnavailableError';
  }
}

export type ContactField = 'email' | 'phone';

/** The email or phone belongs to another account. */
export class ContactTakenError extends Error {
  constructor(readonly field: ContactField) {
    super(field === 'email' ? ACCOUNT_CONFLICT_MESSAGES.emailTaken : ACCOUNT_CONFLICT_MESSAGES.phoneTaken);
    this.name = 'ContactTakenError';
  }
}

/** No such address, or another resident's: both read the same so ids cannot be probed. */
export class AddressNotFoundError extends Error {
  constructor() {
    super(ADDRESS_MESSAGES.notFound);
    this.name = 'AddressNotFoundError';
  }
}

/** The resident already keeps MAX_ADDRESSES_PER_USER addresses. */
export class AddressLimitReachedError extends Error {
  constructor() {
    super(ADDRESS_LIMIT_MESSAGE);
    this.name = 'AddressLimitReachedError';
  }
}

/** The catalog could not be asked about a store or a category: nothing was saved. */
export class StoreCatalogUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(VENDOR_MESSAGES.applicationUncheckable, options);
    this.name = 'StoreCatalogUnavailableError';
  }
}

/** An application to sell names a category the catalog does not have, or one hidden from residents. */
export class UnknownStoreCategoryError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.unknownCategory);
    this.name = 'UnknownStoreCategoryError';
  }
}

/** An application to sell names a community the catalog does not have, or one not active. */
export class UnknownStoreCommunityError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.unknownCommunity);
    this.name = 'UnknownStoreCommunityError';
  }
}

/** The user already belongs to a store: they sell through it rather than apply again. */
export class AlreadyStoreMemberError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.alreadyMember);
    this.name = 'AlreadyStoreMemberError';
  }
}

/** The user has an application waiting already: one at a time. */
export class ApplicationPendingError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.applicationPending);
    this.name = 'ApplicationPendingError';
  }
}

export class VendorApplicationNotFoundError extends Error {
  constructor(readonly applicationId: number) {
    super(ADMIN_VENDOR_MESSAGES.applicationNotFound);
    this.name = 'VendorApplicationNotFoundError';
  }
}

/** An approval of a rejected application, or a rejection of a decided one. */
export class VendorApplicationDecidedError extends Error {
  constructor(
    readonly applicationId: number,
    readonly status: string,
  ) {
    super(ADMIN_VENDOR_MESSAGES.alreadyDecided(status));
    this.name = 'VendorApplicationDecidedError';
  }
}

/** An invitation link that is no longer (or never was) good: used, expired or unknown. */
export class InvitationInvalidError extends Error {
  constructor() {
    super(INVITATION_MESSAGES.invalid);
    this.name = 'InvitationInvalidError';
  }
}

/** The signed-in user is not the person the invitation was sent to (their emails differ): 403. */
export class InvitationForAnotherError extends Error {
  constructor(email: string) {
    super(INVITATION_MESSAGES.otherEmail(email));
    this.name = 'InvitationForAnotherError';
  }
}

/** Only a local store that exists can have members (the catalog said otherwise): 404 or 422. */
export class StoreNotInvitableError extends Error {
  constructor(readonly reason: 'unknown' | 'partner') {
    super(reason === 'unknown' ? ADMIN_VENDOR_MESSAGES.vendorNotFound : ADMIN_VENDOR_MESSAGES.notALocalStore);
    this.name = 'StoreNotInvitableError';
  }
}

/** The invited email's account is a member of the store already: 409. */
export class AlreadyInvitedMemberError extends Error {
  constructor() {
    super(ADMIN_VENDOR_MESSAGES.alreadyMember);
    this.name = 'AlreadyInvitedMemberError';
  }
}

/** The invitation's email could not be sent (it was taken back): 503. */
export class InvitationNotSentError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(ADMIN_VENDOR_MESSAGES.invitationNotSent, options);
    this.name = 'InvitationNotSentError';
  }
}

/** An approval holds the application while the catalog makes its store: it cannot be decided now (409). */
export class VendorApplicationBeingApprovedError extends Error {
  constructor(readonly applicationId: number) {
    super(ADMIN_VENDOR_MESSAGES.beingApproved);
    this.name = 'VendorApplicationBeingApprovedError';
  }
}
