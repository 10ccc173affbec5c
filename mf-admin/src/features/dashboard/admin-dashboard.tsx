import { AdminLoginForm } from '../session/admin-login-form';
import { useDashboardSession } from '../session/use-dashboard-session';
import { DashboardPage } from './dashboard-page';

/** /admin: the login form until the session marker is set, then the dashboard. */
export function AdminDashboard() {
  const session = useDashboardSession();
  return session.authenticated ? (
    <DashboardPage onSignOut={session.signOut} />
  ) : (
    <AdminLoginForm onSignedIn={session.signedIn} />
  );
}
