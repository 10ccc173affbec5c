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

/** Customer spec 1: the role switcher sheet. Vendor-side behaviour is not part of the spec. */
export const ROLE_SWITCHER_TEXTS = {
  title: 'Choose how you want to use the product',
  customer: { label: 'Customer', description: 'Shop, browse vendors, place orders' },
  vendor: { label: 'Vendor', description: 'Manage business, handle orders, manage store' },
} as const;

/** Customer spec 1 and 9: onboarding has three steps (the welcome bonus screen is an alternative third). */
export const ONBOARDING_STEP_COUNT = 3;

/** Customer spec 2, onboarding: screen titles, step labels and buttons. */
export const ONBOARDING_TEXTS = {
  communityTitle: 'Select Community',
  profileTitle: 'Create Profile',
  featuresTitle: 'App Features',
  welcomeBonusTitle: 'Welcome Bonus',
  step: (step: number) => `Step ${step}/${ONBOARDING_STEP_COUNT}`,
  continue: 'Continue',
  updateCommunity: 'Update Community',
  startExploring: 'Start Exploring Food',
  startShopping: 'Start Shopping',
  settingUpAccount: 'Setting up your account...',
} as const;

/**
 * Customer spec 2, step 3: the three blurbs of the feature tutorial, in order. The spec names them;
 * their lines retell what spec 1 says the product does.
 */
export const ONBOARDING_FEATURES = [
  { title: 'Smart Discovery', text: 'Discover local vendors in your community, browsing by category.' },
  { title: 'Easy Ordering', text: 'Fill one cart from one vendor and pay with cash on delivery.' },
  { title: 'Real-time Tracking', text: 'Track every order in real time until it reaches your door.' },
] as const;

/**
 * Customer spec 7: the address onboarding saves when the profile form has a flat number or delivery
 * instructions. These fill what the chosen community does not say.
 */
export const ONBOARDING_ADDRESS_DEFAULTS = {
  pincode: '560001',
  cityName: DEFAULT_ONBOARDING_LOCATION.city,
  state: DEFAULT_ONBOARDING_LOCATION.state,
  isDefault: true,
} as const;

/** Customer spec 2, the home header's location dialog. */
export const LOCATION_DIALOG_TEXTS = {
  title: 'Select Your Location',
  noCommunities: (city: string, state: string) => `No communities found in ${city}, ${state}`,
} as const;

/** Customer spec 9: the notification list is polled this often. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** Customer spec 2: the profile screen. Menu keys are the sections of CUSTOMER_PROFILE_CONFIG. */
export const PROFILE_TEXTS = {
  menu: {
    editProfile: 'Edit Profile',
    addresses: 'Addresses',
    favorites: 'Favorite Vendors',
    reviews: 'My Reviews',
    notifications: 'Notifications',
    privacy: 'Privacy & Security',
    help: 'Help & Support',
  },
  noPhone: 'No phone number',
  noEmail: 'No email',
  noCommunity: 'No community selected',
  appVersion: '1.0.0',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  signOut: 'Sign Out',
  /** Edit Profile's Save makes no call (customer spec 2); this toast is all it does. */
  profileSaved: { title: 'Profile updated successfully!' },
} as const;

/**
 * Customer spec 9 leaves the support number as {phone}: this is the one number the profile's support
 * card and Help & Support's phone link show. The email is Help & Support's mail link.
 */
export const CUSTOMER_SUPPORT = {
  phone: '+91 80 4718 2000',
  email: 'support@communitymarketplace.in',
  hours: 'Monday to Saturday 10:00 AM to 07:00 PM',
} as const;

/** Customer spec 2: the addresses screen; its form and error texts are ADDRESS_MESSAGES. */
export const ADDRESS_SCREEN_TEXTS = {
  title: 'Addresses',
  subtitle: 'Manage your saved addresses',
  defaultBadge: 'Default',
  typeLabels: { home: 'Home', work: 'Work', other: 'Other' },
} as const;

/** Customer spec 9: the device location is asked with high accuracy and given up after 10 seconds. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Customer spec 2: Favorite Vendors (sample data held in the browser). */
export const FAVORITES_TEXTS = {
  emptyTitle: 'No favorites yet',
  emptyText: 'Start exploring vendors and add them to your favorites',
  explore: 'Explore Vendors',
  explorePath: '/customer/category/1',
  freeDelivery: 'Free delivery',
  lastOrdered: (when: string) => `Last ordered ${when}`,
} as const;

/** Customer spec 2: My Reviews (sample data only). */
export const MY_REVIEWS_TEXTS = {
  emptyTitle: 'No reviews yet',
  emptyText: 'Order from vendors and share your experience with others',
  startOrdering: 'Start Ordering',
} as const;

/** Customer spec 2: Notification Settings switches and their defaults, held locally, not saved. */
export const NOTIFICATION_SETTING_DEFAULTS = {
  pushNotifications: true,
  emailNotifications: true,
  smsNotifications: false,
  orderUpdates: true,
  promotions: true,
  newVendors: false,
  favorites: true,
} satisfies Record<string, boolean>;
export type NotificationSettingKey = keyof typeof NOTIFICATION_SETTING_DEFAULTS;

/** Customer spec 2: Privacy & Security switches and their defaults, held locally, not saved. */
export const PRIVACY_SETTING_DEFAULTS = {
  profileVisible: true,
  locationSharing: true,
  phoneVisible: false,
  orderHistory: true,
  reviewsVisible: true,
  twoFactorAuth: false,
} satisfies Record<string, boolean>;
export type PrivacySettingKey = keyof typeof PRIVACY_SETTING_DEFAULTS;

/** Customer spec 2: Privacy & Security's buttons, which do nothing. */
export const PRIVACY_ACTIONS = ['Change Password', 'Deactivate Account', 'Read Privacy Policy'] as const;

/** Customer spec 2: Help & Support's search and contact cards. */
export const HELP_SUPPORT_TEXTS = {
  noResults: 'No results found',
  liveChat: { title: 'Live Chat', availability: '24/7', action: 'Start Live Chat' },
  phoneSupport: { title: 'Phone Support', availability: '9 AM - 9 PM' },
  emailSupport: { title: 'Email Support', availability: 'Reply within 24 hours' },
} as const;

/** Customer spec 2 and 9: the five FAQ entries of Help & Support. */
export const HELP_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I place an order?',
    answer:
      'Open a category, choose a vendor in your community and add items to your cart. All items in one cart come from one vendor; check out and pay cash on delivery.',
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'Yes. Orders can be cancelled within 5 minutes of placement. After that the vendor has started on it, so please contact support.',
  },
  {
    question: 'What payment methods are accepted?',
    answer: 'We accept cards, UPI, net banking and wallets, as well as cash on delivery.',
  },
  {
    question: 'How do I track my order?',
    answer:
      'Go to Orders and open the order. Its tracking page shows each step, from order received to delivered, as the vendor updates it.',
  },
  {
    question: 'How do I change my community or delivery address?',
    answer:
      'Tap the community name at the top of the home screen to choose another community. Manage your delivery addresses under Profile, Addresses.',
  },
];

/** Forgot-password answers where the spec leaves the wording to us (503; nothing else changed). */
export const PASSWORD_RESET_DELIVERY_MESSAGES = {
  sendFailed: 'The reset link could not be sent right now. Please try again later.',
  smsUnavailable: 'Password reset by SMS is not available; use your email address',
} as const;

/**
 * Customer spec 2: after login, and after the last onboarding step, the app moves on about this long
 * after refreshing the cached user data.
 */
export const AFTER_REFRESH_REDIRECT_DELAY_MS = 100;

/** Customer spec 9: the resident's orders (GET /api/orders/user) are polled this often. */
export const USER_ORDERS_POLL_MS = 30_000;
