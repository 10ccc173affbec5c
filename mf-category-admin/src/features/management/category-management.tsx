import { Spinner } from '@marketplace/ui';
import { AdminLoginCard } from '../session/admin-login-card';
import { useCategoryAdminSession } from '../session/use-category-admin-session';
import { ManagementPage } from './management-page';

/** /admin/category-management: the login card until the administrator is authenticated. */
export function CategoryManagement() {
  const session = useCategoryAdminSession();
  if (session.state === 'checking') return <Spinner fullPage label="Checking your session…" />;
  if (session.state === 'unauthenticated') return <AdminLoginCard onSignedIn={session.signedIn} />;
  return <ManagementPage onSignOut={() => void session.signOut()} />;
}
