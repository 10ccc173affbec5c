import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets we hand out (session cookies, password reset links): 32 random bytes in base64url.
 * Only their SHA-256 is stored, so a leaked table cannot be replayed.
 */

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding: anything else cannot be one of our tokens. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** SHA-256 (hex): what the database keeps instead of the token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a value could be a token we issued; lets malformed input skip the database. */
export function isWellFormedOpaqueToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
