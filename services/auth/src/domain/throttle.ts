import { createHash } from 'node:crypto';
import { throttledNetworkOf } from '@marketplace/service-kit';
import { parseLoginIdentifier } from './credentials';

/**
 * Throttling of the calls that guess secrets (resident and admin login, forgot-password, reset-password).
 * Forgot-password, reset-password and registration allow a fixed number of attempts per window, per
 * account and per client address. Login is throttled per pair of account and address with growing
 * delays (LoginDelayRule) and per address with a ceiling far above a household's use; nothing counts
 * an account across addresses, so failures elsewhere never lock a resident out of their own account.
 */

export interface ThrottleRule {
  /** Attempts allowed in one window; the next one is refused until the window closes. */
  limit: number;
  windowMs: number;
}

/**
 * One account from one address: `freeFailures` attempts go through at once; from that one on, each
 * attempt makes the pair wait before the next: `firstDelayMs`, doubling per further attempt, at most
 * `maxDelayMs`. A successful login forgets the pair; so does `forgetAfterMs` without an attempt.
 */
export interface LoginDelayRule {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export interface ThrottlePolicy {
  login: {
    /** One account from one address: the growing delays a guesser meets. */
    perAccountAndAddress: LoginDelayRule;
    /** One address across accounts: a ceiling for a guesser trying many accounts (a proxy's households share it). */
    perAddress: ThrottleRule;
  };
  forgotPassword: { perAccount: ThrottleRule; perAddress: ThrottleRule };
  /** perAccount counts attempts with a live link of the account, whoever sends them. */
  resetPassword: { perAccount: ThrottleRule; perAddress: ThrottleRule };
  /** Each registration costs a password hash and an account: counted per address, successful ones too. */
  register: { perAddress: ThrottleRule };
}

/**
 * The waits a pair meets, by attempt from `freeFailures` on: the last one holds for every attempt past
 * the list. ([30 s, 60 s, 120 s, ..., max].)
 */
export function loginDelayScheduleMs(rule: LoginDelayRule): number[] {
  const schedule: number[] = [];
  for (let delay = rule.firstDelayMs; delay < rule.maxDelayMs; delay *= 2) schedule.push(delay);
  schedule.push(rule.maxDelayMs);
  return schedule;
}

/** The wait after the pair's `attempts`-th counted attempt, or 0 while it is within the free ones. */
export function loginDelayAfterMs(rule: LoginDelayRule, attempts: number): number {
  if (attempts < rule.freeFailures) return 0;
  const schedule = loginDelayScheduleMs(rule);
  return schedule[Math.min(attempts - rule.freeFailures, schedule.length - 1)]!;
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

export type DelayedCount = { counted: true } | { counted: false; waitUntil: Date };

/** Shared by every instance of the service, so limits hold however many run and across restarts. */
export interface AttemptCounter {
  /**
   * Counts one attempt in the key's open window, opening a window of windowMs when none is open.
   * Atomic: attempts arriving together are each counted.
   */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** Takes one attempt back from the key's open window (it turned out to be legitimate). */
  refund(key: string, now: Date): Promise<void>;
  /**
   * Counts one attempt of a pair (LoginDelayRule) unless the pair is waiting: then the attempt is not
   * counted and the answer says until when. A counted attempt from the rule's free ones on starts the
   * pair's next wait (loginDelayAfterMs). Atomic: of attempts arriving together, those past the
   * free ones wait.
   */
  hitDelayed(key: string, rule: LoginDelayRule, now: Date): Promise<DelayedCount>;
  /** Forgets a key (a successful login forgets its pair). */
  clear(key: string): Promise<void>;
  /** Removes windows that have closed and pairs past their forgetting (periodic housekeeping). */
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
