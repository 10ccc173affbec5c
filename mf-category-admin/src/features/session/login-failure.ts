import { ADMIN_AUTH_MESSAGES, type ToastText } from '@marketplace/contracts';
import { ApiError } from '@marketplace/ui/api';

/**
 * Admin spec 8, category-management login: 'Login Failed' with the server's message, or
 * 'Invalid credentials' when the server refused without one. No answer at all is a network error.
 */
export function categoryLoginFailureToast(failure: unknown): ToastText {
  const title = ADMIN_AUTH_MESSAGES.categoryLoginFailedTitle;
  if (failure instanceof TypeError) return { title, description: ADMIN_AUTH_MESSAGES.networkError };
  let message = '';
  if (failure instanceof ApiError) message = failure.message;
  else if (
    typeof failure === 'object' &&
    failure !== null &&
    'message' in failure &&
    typeof failure.message === 'string'
  ) {
    message = failure.message;
  }
  return { title, description: message === '' ? ADMIN_AUTH_MESSAGES.categoryLoginFailedFallback : message };
}
