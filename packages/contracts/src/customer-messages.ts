/**
 * The customer spec's words, in one place: the auth service validates with the same messages the
 * forms show, and end-to-end tests look for exactly these strings.
 */

/** Customer spec 5: registration and login validation. */
export const AUTH_VALIDATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  emailOrPhoneRequired: 'Email or phone number is required',
  passwordRequired: 'Password is required',
  resetTokenMissing: 'Reset token is required',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** Upper bounds the spec leaves open: they keep rows small and password hashing cheap. */
export const AUTH_INPUT_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 20,
  password: 128,
  shortText: 100,
  longText: 500,
} as const;

/** Customer spec 9: password and phone minimum lengths. */
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;

/** A toast's title and its optional second line. */
export interface ToastText {
  title: string;
  description?: string;
}

/** Customer spec 8: what registration and login tell the user. */
export const AUTH_TOASTS = {
  registered: {
    title: 'Account created successfully!',
    description: 'You can now login with your credentials.',
  },
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Please try again.',
  welcomeBack: { title: 'Welcome back!' },
  accountNotFound: {
    title: 'Account not found',
    description: 'Please check your credentials or create an account.',
  },
  invalidPassword: {
    title: 'Invalid password',
    description: 'Please check your password and try again.',
  },
  loginFailedTitle: 'Login failed',
} as const satisfies Record<string, ToastText | string>;

/** Server messages the login failure mapping looks for (customer spec 8). */
export const LOGIN_FAILURE_MARKERS = {
  userNotFound: 'User not found',
  invalidPassword: 'Invalid password',
} as const;

/**
 * What the auth service answers when AUTH_GENERIC_ERRORS=true hides whether an account exists:
 * login says neither 'User not found' nor 'Invalid password', and forgot-password always succeeds.
 */
export const GENERIC_AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email, phone number or password',
  resetRequested: 'If an account exists for that email or phone number, a reset link has been sent',
} as const;

/** The server's answer to a reset with an unknown, used or expired token; the page looks for 'Invalid or expired'. */
export const RESET_TOKEN_INVALID_MESSAGE = 'Invalid or expired reset token';

/** Customer spec 8: forgot and reset password. */
export const PASSWORD_RESET_TOASTS = {
  linkSent: {
    title: 'Reset link sent!',
    description: 'Please check your email for the password reset link.',
  },
  accountNotFound: {
    title: 'Account not found',
    description: 'No account found with this email or phone number.',
  },
  sendFailedTitle: 'Failed to send reset link',
  missingToken: {
    title: 'Invalid reset link',
    description: 'This password reset link is invalid or has expired.',
  },
  invalidOrExpiredTitle: 'Invalid or expired link',
  invalidOrExpiredMarker: 'Invalid or expired',
  resetFailedTitle: 'Password reset failed',
  resetSucceeded: { title: 'Password reset successful!' },
} as const satisfies Record<string, ToastText | string>;

/** Customer spec 2: the screen a reset link without a usable token shows. */
export const INVALID_RESET_LINK_TEXTS = {
  title: 'Invalid Reset Link',
  requestNewLink: 'Request New Link',
} as const;

/** Customer spec 1 and 9: what a new resident receives at the end of onboarding. */
export const WELCOME_BONUS = { points: 100, firstOrderDiscountRupees: 50 } as const;

/** Customer spec 9: onboarding's default location. */
export const DEFAULT_ONBOARDING_LOCATION = { state: 'Karnataka', city: 'Bengaluru' } as const;

/** Customer spec 5: the profile form (onboarding step 2). */
export const PROFILE_VALIDATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  emailInvalid: 'Invalid email',
  communityRequired: 'Community is required',
  flatNumberRequired: 'Flat/House number is required',
} as const;

/** Customer spec 5 and 8: the address form and the addresses screen. */
export const ADDRESS_MESSAGES = {
  streetRequired: 'Street address is required',
  communityRequired: 'Please select a community',
  pincodeRequired: 'Pincode is required',
  cityRequired: 'Please select a city',
  saveFailed: 'Failed to save address. Please try again.',
  locationFailed: 'Could not get your current location. Please enable location services.',
  deleteFailed: 'Failed to delete address. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this address?',
  locationSaved: 'Location saved',
  emptyTitle: 'No addresses added',
  emptyText: 'Add your first address to get started',
  addAddress: 'Add Address',
  notFound: 'Address not found',
} as const;

/** Customer spec 2 and 8: the notification panel. */
export const NOTIFICATION_TEXTS = {
  emptyTitle: "You don't have any notifications",
  emptyText: "We'll notify you when there's something new!",
  markReadFailedTitle: 'Error',
  markReadFailed: (message: string) => `Failed to mark notification as read: ${message}`,
  notFound: 'Notification not found',
} as const;

/** Customer spec 9: the bell shows counts above this as '9+'. */
export const NOTIFICATION_BADGE_CAP = 9;

/** Customer spec 1: the landing page's three promises. */
export const LANDING_BENEFITS = [
  'Discover local vendors in your community',
  'Order online with real-time tracking',
  'Earn rewards for every purchase',
] as const;

/** Customer spec 2: the page for any path no route claims. */
export const NOT_FOUND_TEXTS = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const;

/** Customer spec 2 and 9: home and bottom navigation texts. */
export const HOME_TEXTS = {
  selectCommunity: 'Select Community',
  exploreHeading: 'Explore with the assistant',
  flicksComingSoon: { title: 'Coming Soon', description: 'Flicks feature is coming soon!' },
} as const;

/** Customer spec 9: the home grid shows at most this many categories; a missing displayOrder sorts as 999. */
export const HOME_CATEGORY_LIMIT = 8;
export const DEFAULT_CATEGORY_DISPLAY_ORDER = 999;

/** Customer spec 9: toasts stay 5 seconds unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;
