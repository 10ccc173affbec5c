import { ADMIN_QUERY_DEFAULTS, RemoteProviders } from '@marketplace/ui';
import { AdminDashboard } from './features/dashboard/admin-dashboard';

/** The /admin dashboard: a single screen, so no router. */
export function Root() {
  return (
    <RemoteProviders queryDefaults={ADMIN_QUERY_DEFAULTS} width="wide">
      <AdminDashboard />
    </RemoteProviders>
  );
}
