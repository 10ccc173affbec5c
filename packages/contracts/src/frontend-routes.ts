/**
 * The browser routes of both specs. The shell's route table decides from these which micro-frontend
 * owns a path (anything unlisted is the 404 page), and mf-customer builds its router from the same
 * lists, so the two cannot disagree. Patterns use `:name` for one non-empty path segment.
 */

/** Customer spec 2: what a signed-out visitor reaches. */
export const CUSTOMER_SIGNED_OUT_ROUTES = [
  '/',
  '/welcome',
  '/register',
  '/login',
  '/forgot-password',
  '/reset-password',
] as const;

/** Customer spec 2: what a signed-in customer reaches (`/` is home for them). */
export const CUSTOMER_SIGNED_IN_ROUTES = [
  '/',
  '/customer',
  '/onboarding/community-selection',
  '/onboarding/user-profile-setup',
  '/onboarding/feature-tutorial',
  '/onboarding/welcome-bonus',
  '/customer/feeds',
  '/customer/directory',
  '/customer/category/:categoryId',
  '/customer/order-history',
  '/customer/profile',
  '/customer/map',
  '/customer/reviews',
  '/customer/profile/edit',
  '/customer/profile/addresses',
  '/customer/profile/favorites',
  '/customer/profile/reviews',
  '/customer/profile/notifications',
  '/customer/profile/privacy',
  '/customer/profile/help',
  '/customer/vendor/:vendorId',
  '/customer/cart',
  '/customer/checkout',
  '/customer/order-confirmation',
  '/customer/payment',
  '/customer/order-details/:orderId',
  '/customer/order-tracking/:orderId',
  '/customer/order/:orderId/rating',
  '/customer/image-generator',
] as const;

export type CustomerRoute =
  (typeof CUSTOMER_SIGNED_OUT_ROUTES)[number] | (typeof CUSTOMER_SIGNED_IN_ROUTES)[number];

/** Every path mf-customer answers, whatever the sign-in state. */
export const CUSTOMER_ROUTES: readonly CustomerRoute[] = [
  ...new Set<CustomerRoute>([...CUSTOMER_SIGNED_OUT_ROUTES, ...CUSTOMER_SIGNED_IN_ROUTES]),
];

/** Admin spec 2: always reachable, never guarded by the customer's sign-in state. */
export const ADMIN_DASHBOARD_ROUTE = '/admin';
export const CATEGORY_MANAGEMENT_ROUTE = '/admin/category-management';

/**
 * The vendor app (issue 24): the order inbox at `/vendor` (or the sign-in form, or "Apply to sell",
 * by the member's state) and the store's order history; its menu, settings and money (issue 25);
 * and the page an invitation's email links to, which users without a store reach too.
 * mf-vendor builds its router from this list.
 */
export const VENDOR_JOIN_ROUTE = '/vendor/join';
export const VENDOR_ROUTES = [
  '/vendor',
  '/vendor/menu',
  '/vendor/store',
  '/vendor/money',
  '/vendor/history',
  VENDOR_JOIN_ROUTE,
] as const;
export type VendorRoute = (typeof VENDOR_ROUTES)[number];

/** True when `pathname` matches `pattern` segment by segment; a trailing slash is ignored. */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const expected = pattern.split('/');
  const actual = normalised.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((segment, index) =>
    segment.startsWith(':') ? (actual[index] ?? '') !== '' : segment === actual[index],
  );
}
