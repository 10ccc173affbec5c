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
