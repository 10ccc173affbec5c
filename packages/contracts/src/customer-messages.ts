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
