import {
  AUTH_TOASTS,
  LOGIN_FAILURE_MARKERS,
  PASSWORD_RESET_TOASTS,
  type ToastText,
} from '@marketplace/contracts';

/** A toast title with the server's message as its second line, when there is one. */
function withServerMessage(title: string, serverMessage: string): ToastText {
  return serverMessage === '' ? { title } : { title, description: serverMessage };
}

/**
 * Customer spec 8: the toast for a failed login, chosen by what the server said. Anything else,
 * a throttled login's 'Too many attempts...' included, is 'Login failed' with the server's words.
 */
export function describeLoginFailure(serverMessage: string): ToastText {
  if (serverMessage.includes(LOGIN_FAILURE_MARKERS.userNotFound)) return AUTH_TOASTS.accountNotFound;
  if (serverMessage.includes(LOGIN_FAILURE_MARKERS.invalidPassword)) return AUTH_TOASTS.invalidPassword;
  return withServerMessage(AUTH_TOASTS.loginFailedTitle, serverMessage);
}

/** Customer spec 8: the toast for a failed registration. */
export function describeRegistrationFailure(serverMessage: string): ToastText {
  return {
    title: AUTH_TOASTS.registrationFailedTitle,
    description: serverMessage === '' ? AUTH_TOASTS.registrationFailedFallback : serverMessage,
  };
}

/** Customer spec 8: the toast for a reset link that could not be sent. */
export function describeForgotPasswordFailure(serverMessage: string): ToastText {
  if (serverMessage.includes(LOGIN_FAILURE_MARKERS.userNotFound))
    return PASSWORD_RESET_TOASTS.accountNotFound;
  return withServerMessage(PASSWORD_RESET_TOASTS.sendFailedTitle, serverMessage);
}

export type ResetFailure =
  /** The link's token is unknown, used or expired: only a new link helps. */
  { kind: 'invalid-link'; toast: ToastText } | { kind: 'failed'; toast: ToastText };

/** Customer spec 8: what a failed password reset tells the user, and whether the link is dead. */
export function describeResetFailure(serverMessage: string): ResetFailure {
  if (serverMessage.includes(PASSWORD_RESET_TOASTS.invalidOrExpiredMarker)) {
    return { kind: 'invalid-link', toast: { title: PASSWORD_RESET_TOASTS.invalidOrExpiredTitle } };
  }
  return { kind: 'failed', toast: withServerMessage(PASSWORD_RESET_TOASTS.resetFailedTitle, serverMessage) };
}

/** The message of whatever a call threw. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
