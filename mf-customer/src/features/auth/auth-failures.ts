import { AUTH_TOASTS, LOGIN_FAILURE_MARKERS, type ToastText } from '@marketplace/contracts';

/** Customer spec 8: the toast for a failed login, chosen by what the server said. */
export function describeLoginFailure(serverMessage: string): ToastText {
  if (serverMessage.includes(LOGIN_FAILURE_MARKERS.userNotFound)) return AUTH_TOASTS.accountNotFound;
  if (serverMessage.includes(LOGIN_FAILURE_MARKERS.invalidPassword)) return AUTH_TOASTS.invalidPassword;
  return serverMessage === ''
    ? { title: AUTH_TOASTS.loginFailedTitle }
    : { title: AUTH_TOASTS.loginFailedTitle, description: serverMessage };
}

/** Customer spec 8: the toast for a failed registration. */
export function describeRegistrationFailure(serverMessage: string): ToastText {
  return {
    title: AUTH_TOASTS.registrationFailedTitle,
    description: serverMessage === '' ? AUTH_TOASTS.registrationFailedFallback : serverMessage,
  };
}

/** The message of whatever a call threw. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
