import { createHash } from 'node:crypto';
import { throttledNetworkOf } from '@marketplace/service-kit';
import { parseLoginIdentifier } from './credentials';

/**
 * Throttling of the calls that guess secrets (resident and admin login, forgot-password, reset-password): a fixed
 * number of attempts per window, counted per account and per client address. Login counts an account
 * per address too: the tight limit holds for one account from one address, and the account-wide one
 * is much higher, so guessing from one place is stopped early while nobody elsewhere can lock a
 * resident out of their own account by failing on purpose.
 */

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused until the window closes. */
  limit: number;
  windowMs: number;
}

export interface ThrottlePolicy {
  login: {
    /** One account from one address: the tight limit a guesser meets. */
    perAccountAndAddress: ThrottleRule;
    /** One account from every address together: only a guesser spread over many networks meets it. */
    perAccount: ThrottleRule;
    perAddress: ThrottleRule;
  };
  forgotPassword: { perAccount: ThrottleRule; perAddress: ThrottleRule };
  /** perAccount counts attempts with a live link of the account, whoever sends them. */
  resetPassword: { perAccount: ThrottleRule; perAddress: ThrottleRule };
  /** Each registration costs a password hash and an account: counted per address, successful ones too. */
  register: { perAddress: ThrottleRule };
}

export type ThrottledAction = 'login' | 'admin-login' | 'forgot-password' | 'reset-password' | 'register';

/** One counter: an action and who it is counted against. */
export interface ThrottleBucket {
  key: string;
  rule: ThrottleRule;
}

export interface WindowCount {
  /** Attempts in the open window, this one included. */
  attempts: number;
  windowEndsAt: Date;
}

/** Shared by every instance of the service, so limits hold however many run and across restarts. */
export interface AttemptCounter {
  /**
   * Counts one attempt in the key's open window, opening a window of windowMs when none is open.
   * Atomic: attempts arriving together are each counted.
   */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** Takes one attempt back from the key's open window (it turned out to be legitimate). */
  refund(key: string, now: Date): Promise<void>;
  /** Removes windows that have closed (periodic housekeeping). */
  deleteClosed(now: Date): Promise<number>;
}

/**
 * The account an attempt is counted against: the resident when the email or phone belongs to one
 * (so guesses by email and by phone share one allowance), else the value as login normalises it
 * (so "A@B.com" and "a@b.com" share one). Hashed, so the counters table holds no emails or phones.
 */
export function accountBucketKey(action: ThrottledAction, emailOrPhone: string, accountId?: number): string {
  if (accountId !== undefined) return userBucketKey(action, accountId);
  const identifier = parseLoginIdentifier(emailOrPhone);
  const subject =
    identifier.kind === 'email'
      ? `email:${identifier.email}`
      : identifier.kind === 'phone'
        ? `phone:${identifier.phone}`
        : `other:${emailOrPhone.trim().toLowerCase()}`;
  return hashedAccountKey(action, subject);
}

/** A resident known by id: the same bucket accountBucketKey gives their email and phone. */
export function userBucketKey(action: ThrottledAction, userId: number): string {
  return hashedAccountKey(action, `user:${userId}`);
}

/** An administrator is counted by username, case-insensitively, hashed like a resident's account. */
export function adminBucketKey(username: string): string {
  return hashedAccountKey('admin-login', `admin:${username.trim().toLowerCase()}`);
}

function hashedAccountKey(action: ThrottledAction, subject: string): string {
  return `${action}:account:${createHash('sha256').update(subject).digest('hex')}`;
}

/** One account (a key of accountBucketKey, userBucketKey or adminBucketKey) as tried from one address. */
export function accountAddressBucketKey(accountKey: string, clientAddress: string): string {
  return `${accountKey}:from:${throttledNetworkOf(clientAddress)}`;
}

export function addressBucketKey(action: ThrottledAction, clientAddress: string): string {
  return `${action}:address:${throttledNetworkOf(clientAddress)}`;
}
