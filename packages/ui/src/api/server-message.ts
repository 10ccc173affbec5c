import { ApiError } from './api-fetch';

/**
 * The words a service sent with its refusal, for the screen to show, or undefined. Only a 4xx
 * counts: apiFetch words a bare answer '<status>: <statusText>', and a 5xx's message names the
 * internals ('catalog is unavailable', 'Internal server error') rather than telling the resident
 * anything they can act on; a network failure is no ApiError at all.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return /^\d{3}: /.test(error.message) || error.message.trim() === '' ? undefined : error.message;
}
