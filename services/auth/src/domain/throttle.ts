import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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
}

export type ThrottledAction = 'login' | 'admin-login' | 'forgot-password' | 'reset-password';

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

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const IPV6_GROUPS = 8;
/** An IPv6 subscriber usually holds a whole /64; counting single addresses would let it rotate freely. */
const IPV6_COUNTED_GROUPS = 4;

/** The network an address is counted as: the IPv4 address itself, or the /64 of an IPv6 address. */
export function throttledNetworkOf(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A dotted IPv4 ending ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") stands for two groups.
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = IPV6_GROUPS - width(headGroups) - width(tailGroups);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, IPV6_COUNTED_GROUPS).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
