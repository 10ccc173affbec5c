import { ApiError } from '@marketplace/ui/api';

/** An answer in 4xx: the server refused the call, and asking again will not change that. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A 401: nobody is signed in (or the session ended). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What a failed call tells the vendor: the server's `{ message }`, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !/^\d{3}: /.test(error.message) && error.message.trim() !== '') {
    return error.message;
  }
  return fallback;
}
