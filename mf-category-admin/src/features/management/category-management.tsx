import { lazy, Suspense } from 'react';
import { Spinner } from '@marketplace/ui';
import { AdminLoginCard } from '../session/admin-login-card';
import { useCategoryAdminSession } from '../session/use-category-admin-session';

// Split point (issue 10): the management page downloads once the administrator is authenticated.
const ManagementPage = lazy(async () => ({ default: (await import('./management-page')).ManagementPage }));

/** /admin/category-management: the login card until the administrator is authenticated. */
export function CategoryManagement() {
  const session = useCategoryAdminSession();
  if (session.state === 'checking') return <Spinner fullPage label="Checking your session…" />;
  if (session.state === 'unauthenticated') return <AdminLoginCard onSignedIn={session.signedIn} />;
  return (
    <Suspense fallback={<Spinner fullPage label="Loading…" />}>
      <ManagementPage onSignOut={() => void session.signOut()} />
    </Suspense>
  );
}
