import { ADMIN_QUERY_DEFAULTS, RemoteProviders } from '@marketplace/ui';
import { CategoryManagement } from './features/management/category-management';

/** /admin/category-management: a single page, so no router. */
export function Root() {
  return (
    <RemoteProviders queryDefaults={ADMIN_QUERY_DEFAULTS} width="wide">
      <CategoryManagement />
    </RemoteProviders>
  );
}
