import { lazy, Suspense } from 'react';
import { Spinner } from '@marketplace/ui';
import { AdminLoginForm } from '../session/admin-login-form';
import { useDashboardSession } from '../session/use-dashboard-session';

// Split point (issue 10): /admin first shows the login form; the dashboard, its tabs and their
// helpers download once the administrator is signed in.
const DashboardPage = lazy(async () => ({ default: (await import('./dashboard-page')).DashboardPage }));

/** /admin: the login form until the session marker is set, then the dashboard. */
export function AdminDashboard() {
  const session = useDashboardSession();
  return session.authenticated ? (
    <Suspense fallback={<Spinner fullPage label="Loading the dashboard…" />}>
      <DashboardPage onSignOut={session.signOut} />
    </Suspense>
  ) : (
    <AdminLoginForm onSignedIn={session.signedIn} />
  );
}
