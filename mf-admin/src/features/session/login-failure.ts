import { ADMIN_AUTH_MESSAGES } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';

/**
 * Admin spec 8, dashboard login: the server's message when it answered, "Login failed" when it
 * answered without one, and a network error when no answer came at all.
 */
export function dashboardLoginFailureMessage(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  if (failure instanceof TypeError) return ADMIN_AUTH_MESSAGES.networkError;
  if (typeof failure === 'object' && failure !== null && 'success' in failure && failure.success === false) {
    const message = 'message' in failure && typeof failure.message === 'string' ? failure.message : '';
    return message === '' ? ADMIN_AUTH_MESSAGES.dashboardLoginFailed : message;
  }
  return ADMIN_AUTH_MESSAGES.dashboardLoginFailed;
}
