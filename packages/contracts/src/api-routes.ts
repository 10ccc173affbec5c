/**
 * Every `/api` call of both specs and the one service that owns it (docs/architecture.md, Ownership).
 * The gateway routes by this table; each service answers 501 for the entries it has not built yet.
 */
export const SERVICES = ['auth', 'catalog', 'order', 'webhook'] as const;
export type ServiceName = (typeof SERVICES)[number];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Express-style pattern: `:name` matches one path segment. */
  path: string;
  service: ServiceName;
}

/**
 * Where partners push their webhooks: the one call whose volume partners set, so the gateway and the
 * webhook service each answer it on a lean path of their own that must recognise it by this path.
 */
export const WEBHOOK_PATH = '/api/webhook';

const route = (service: ServiceName, method: HttpMethod, path: string): ApiRoute => ({
  method,
  path,
  service,
});

export const API_ROUTES: readonly ApiRoute[] = [
  // auth: residents, sessions, profiles, addresses, administrators
  route('auth', 'POST', '/api/auth/register'),
  route('auth', 'POST', '/api/auth/login'),
  route('auth', 'GET', '/api/auth/user'),
  route('auth', 'POST', '/api/auth/forgot-password'),
  route('auth', 'POST', '/api/auth/reset-password'),
  route('auth', 'GET', '/api/logout'),
  route('auth', 'GET', '/api/user/profile'),
  route('auth', 'PATCH', '/api/user/profile'),
  route('auth', 'PATCH', '/api/users/onboarding'),
  route('auth', 'GET', '/api/user/addresses'),
  route('auth', 'POST', '/api/user/addresses'),
  route('auth', 'PUT', '/api/user/addresses/:id'),
  route('auth', 'DELETE', '/api/user/addresses/:id'),
  route('auth', 'POST', '/api/admin/login'),
  route('auth', 'POST', '/api/admin/logout'),
  route('auth', 'GET', '/api/admin/auth-status'),
  route('auth', 'POST', '/api/admin/sessions/end-others'),
  // auth: the vendor side's accounts (issue 24)
  route('auth', 'GET', '/api/vendor/me'),
  route('auth', 'POST', '/api/vendor/applications'),
  // auth: applications decided and members invited from the back-office (issue 25)
  route('auth', 'GET', '/api/admin/vendor-applications'),
  route('auth', 'POST', '/api/admin/vendor-applications/:id/approve'),
  route('auth', 'POST', '/api/admin/vendor-applications/:id/reject'),
  route('auth', 'POST', '/api/admin/vendors/:id/invitations'),
  route('auth', 'POST', '/api/vendor/invitations/accept'),
  // catalog: places, categories, vendors, menus, reviews, configuration, images
  route('catalog', 'GET', '/api/states'),
  route('catalog', 'GET', '/api/cities'),
  route('catalog', 'GET', '/api/cities/:state'),
  route('catalog', 'GET', '/api/communities'),
  route('catalog', 'GET', '/api/communities/:id'),
  route('catalog', 'GET', '/api/restaurants/all'),
  route('catalog', 'GET', '/api/categories'),
  route('catalog', 'GET', '/api/categories/:categoryId/billing'),
  route('catalog', 'GET', '/api/vendors/category/:categoryId'),
  route('catalog', 'GET', '/api/vendors/:id'),
  route('catalog', 'GET', '/api/vendors/:id/menu'),
  route('catalog', 'GET', '/api/vendors/:id/details'),
  route('catalog', 'GET', '/api/vendors/:vendorId/reviews'),
  route('catalog', 'GET', '/api/vendors/:vendorId/review-stats'),
  route('catalog', 'GET', '/api/vendors/:vendorId/review-eligibility'),
  route('catalog', 'POST', '/api/reviews/quick'),
  route('catalog', 'POST', '/api/reviews'),
  route('catalog', 'POST', '/api/reviews/:reviewId/helpful'),
  route('catalog', 'DELETE', '/api/reviews/:reviewId/helpful'),
  route('catalog', 'GET', '/api/customer/app-config'),
  route('catalog', 'POST', '/api/generate-image'),
  route('catalog', 'POST', '/api/generate-images-batch'),
  route('catalog', 'GET', '/api/images/:file'),
  route('catalog', 'GET', '/api/admin/communities'),
  route('catalog', 'POST', '/api/admin/communities'),
  route('catalog', 'PUT', '/api/admin/communities/:id'),
  route('catalog', 'PATCH', '/api/admin/communities/:id/status'),
  route('catalog', 'DELETE', '/api/admin/communities/:id'),
  route('catalog', 'GET', '/api/admin/app-config'),
  route('catalog', 'PATCH', '/api/admin/app-config/pages/:pageId/status'),
  route('catalog', 'PATCH', '/api/admin/app-config/sections/:sectionId/status'),
  route('catalog', 'PUT', '/api/admin/app-config/pages/:id'),
  route('catalog', 'PUT', '/api/admin/app-config/sections/:id'),
  route('catalog', 'GET', '/api/admin/category-configs'),
  route('catalog', 'POST', '/api/admin/category-configs'),
  route('catalog', 'PUT', '/api/admin/category-configs/:id'),
  route('catalog', 'DELETE', '/api/admin/category-configs/:id'),
  route('catalog', 'POST', '/api/admin/category-configs/test-connection'),
  route('catalog', 'GET', '/api/admin/raw-categories'),
  route('catalog', 'POST', '/api/admin/raw-categories'),
  route('catalog', 'PUT', '/api/admin/raw-categories/:id'),
  route('catalog', 'DELETE', '/api/admin/raw-categories/:id'),
  // catalog: a store's own settings and menu, and the back-office's vendors (issue 25)
  route('catalog', 'GET', '/api/vendor/stores/:id'),
  route('catalog', 'PATCH', '/api/vendor/stores/:id'),
  route('catalog', 'PUT', '/api/vendor/stores/:id/hours'),
  route('catalog', 'POST', '/api/vendor/stores/:id/pause'),
  route('catalog', 'GET', '/api/vendor/stores/:id/menu-items'),
  route('catalog', 'POST', '/api/vendor/stores/:id/menu-items'),
  route('catalog', 'PATCH', '/api/vendor/menu-items/:id'),
  route('catalog', 'DELETE', '/api/vendor/menu-items/:id'),
  route('catalog', 'GET', '/api/admin/vendors'),
  route('catalog', 'PATCH', '/api/admin/vendors/:id/status'),
  // order: orders, status, ratings, notifications, reports, status fetch configuration
  route('order', 'POST', '/api/orders'),
  route('order', 'POST', '/api/orders/rating'),
  route('order', 'GET', '/api/orders/user'),
  route('order', 'GET', '/api/orders/:orderId'),
  route('order', 'GET', '/api/orders/:orderId/status'),
  route('order', 'GET', '/api/orders/:orderId/events'),
  route('order', 'POST', '/api/orders/:orderId/cancel'),
  route('order', 'GET', '/api/notifications'),
  route('order', 'GET', '/api/notifications/events'),
  route('order', 'PUT', '/api/notifications/:id/read'),
  route('order', 'GET', '/api/admin/orders-report'),
  route('order', 'GET', '/api/admin/orders-report/export'),
  route('order', 'GET', '/api/admin/set-aside-events'),
  route('order', 'POST', '/api/admin/set-aside-events/:eventId/replay'),
  route('order', 'GET', '/api/admin/order-status-configs'),
  route('order', 'POST', '/api/admin/order-status-configs'),
  route('order', 'PUT', '/api/admin/order-status-configs/:id'),
  route('order', 'DELETE', '/api/admin/order-status-configs/:id'),
  // order: the vendor app's inbox (issue 24)
  route('order', 'GET', '/api/vendor/orders'),
  route('order', 'GET', '/api/vendor/orders/events'),
  route('order', 'GET', '/api/vendor/orders/:orderId'),
  route('order', 'POST', '/api/vendor/orders/:orderId/accept'),
  route('order', 'POST', '/api/vendor/orders/:orderId/reject'),
  route('order', 'POST', '/api/vendor/orders/:orderId/status'),
  route('order', 'POST', '/api/vendor/orders/:orderId/deliver'),
  // order: a store's money, and how reliably each store serves (issue 25)
  route('order', 'GET', '/api/vendor/stores/:id/earnings'),
  route('order', 'GET', '/api/vendor/stores/:id/earnings.csv'),
  route('order', 'GET', '/api/vendors/:vendorId/reliability'),
  // webhook: partner pushes and their analytics
  route('webhook', 'POST', WEBHOOK_PATH),
  route('webhook', 'GET', '/api/webhook/analytics'),
  route('webhook', 'GET', '/api/admin/webhook-report'),
  route('webhook', 'GET', '/api/admin/webhook-config'),
  route('webhook', 'GET', '/api/admin/webhook-secrets'),
  route('webhook', 'POST', '/api/admin/webhook-secrets'),
  route('webhook', 'DELETE', '/api/admin/webhook-secrets/:id'),
];

interface CompiledRoute {
  route: ApiRoute;
  segments: readonly string[];
  /** Routes with fewer parameters win, so literal segments beat `:param` ones. */
  parameters: number;
}

// Split once at load: the gateway looks a route up on every request.
const COMPILED: readonly CompiledRoute[] = API_ROUTES.map((entry) => {
  const segments = entry.path.split('/');
  return { route: entry, segments, parameters: segments.filter((segment) => segment.startsWith(':')).length };
}).sort((a, b) => a.parameters - b.parameters);

function matches(segments: readonly string[], actual: readonly string[]): boolean {
  if (segments.length !== actual.length) return false;
  for (let index = 0; index < segments.length; index += 1) {
    const expected = segments[index]!;
    const given = actual[index]!;
    if (expected.startsWith(':') ? given === '' : expected !== given) return false;
  }
  return true;
}

function pathSegments(path: string): string[] {
  return (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
}

/**
 * The route a request belongs to. A literal segment wins over a parameter, so `/api/orders/user`
 * is not read as the order with id "user".
 */
export function findApiRoute(method: string, path: string): ApiRoute | undefined {
  const upper = method.toUpperCase();
  const actual = pathSegments(path);
  return COMPILED.find((entry) => entry.route.method === upper && matches(entry.segments, actual))?.route;
}
