import {
  ADMIN_DASHBOARD_ROUTE,
  CATEGORY_MANAGEMENT_ROUTE,
  CUSTOMER_ROUTES,
  matchesRoutePattern,
  type MicroFrontendName,
} from '@marketplace/contracts';

/** Which micro-frontend owns which browser paths. Everything else is the shell's 404 page. */
const ROUTE_TABLE: ReadonlyArray<{ app: MicroFrontendName; patterns: readonly string[] }> = [
  { app: 'admin', patterns: [ADMIN_DASHBOARD_ROUTE] },
  { app: 'categoryAdmin', patterns: [CATEGORY_MANAGEMENT_ROUTE] },
  { app: 'customer', patterns: CUSTOMER_ROUTES },
];

/** The micro-frontend that renders `pathname`, or null when the path belongs to no one (404). */
export function routeOwner(pathname: string): MicroFrontendName | null {
  const entry = ROUTE_TABLE.find(({ patterns }) =>
    patterns.some((pattern) => matchesRoutePattern(pattern, pathname)),
  );
  return entry?.app ?? null;
}
