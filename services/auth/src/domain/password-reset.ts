import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from './opaque-token';

/**
 * Password reset links. The link carries a random token; the database keeps only its SHA-256, so
 * someone reading the table cannot reset anybody's password. A token works once, for an hour.
 */

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Where a reset is delivered: the account was named by its email or by its phone. */
export type ResetChannel = 'email' | 'sms';

export interface NewResetToken {
  tokenHash: string;
  userId: number;
  channel: ResetChannel;
  createdAt: Date;
  expiresAt: Date;
}

export interface IssuedResetToken {
  /** Goes into the link only. */
  token: string;
  record: NewResetToken;
}

export function issueResetToken(userId: number, channel: ResetChannel, now: Date): IssuedResetToken {
  const token = newOpaqueToken();
  return {
    token,
    record: {
      tokenHash: hashOpaqueToken(token),
      userId,
      channel,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    },
  };
}

/** The stored form of a token from a link, or undefined when the value cannot be one of ours. */
export function resetTokenHashOf(token: string): string | undefined {
  return isWellFormedOpaqueToken(token) ? hashOpaqueToken(token) : undefined;
}

/** The page of the customer app that reads the token (customer spec 2, /reset-password?token=). */
export function resetLinkOf(publicUrl: string, token: string): string {
  const link = new URL('/reset-password', publicUrl);
  link.searchParams.set('token', token);
  return link.toString();
}
