import {
  ADMIN_DASHBOARD_ROUTE,
  CATEGORY_MANAGEMENT_ROUTE,
  CUSTOMER_ROUTES,
  VENDOR_ROUTES,
  matchesRoutePattern,
} from '@marketplace/contracts/src/frontend-routes';
import type { MicroFrontendName } from '@marketplace/contracts';

// The routes' module itself, not the contracts barrel: the barrel sets up zod, which the shell's
// first load does without (issue 10).

/** Which micro-frontend owns which browser paths. Everything else is the shell's 404 page. */
const ROUTE_TABLE: ReadonlyArray<{ app: MicroFrontendName; patterns: readonly string[] }> = [
  { app: 'admin', patterns: [ADMIN_DASHBOARD_ROUTE] },
  { app: 'categoryAdmin', patterns: [CATEGORY_MANAGEMENT_ROUTE] },
  { app: 'vendor', patterns: VENDOR_ROUTES },
  { app: 'customer', patterns: CUSTOMER_ROUTES },
];

/** The micro-frontend that renders `pathname`, or null when the path belongs to no one (404). */
export function routeOwner(pathname: string): MicroFrontendName | null {
  const entry = ROUTE_TABLE.find(({ patterns }) =>
    patterns.some((pattern) => matchesRoutePattern(pattern, pathname)),
  );
  return entry?.app ?? null;
}
