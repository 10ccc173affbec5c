import {
  ACCOUNT_CONFLICT_MESSAGES,
  ADDRESS_LIMIT_MESSAGE,
  ADDRESS_MESSAGES,
  COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE,
  COMMUNITY_NOT_FOUND_MESSAGE,
} from '@marketplace/contracts';

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
