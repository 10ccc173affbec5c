import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '@marketplace/ui';
import { AuthUnavailable } from './auth-unavailable';
import { homePathFor, useAuthState } from './current-user';

/**
 * Screens for signed-in residents. A signed-out visitor is sent to /login rather than shown a 404:
 * the path exists, they only lack a session.
 */
export function SignedInRoutes() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  if (auth.status === 'unavailable') return <AuthUnavailable retry={auth.retry} retrying={auth.retrying} />;
  if (auth.status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/**
 * Screens for visitors without a session. A signed-in resident who opens one lands where their
 * onboarding state says.
 */
export function SignedOutRoutes() {
  const auth = useAuthState();
  if (auth.status === 'loading') return <Spinner fullPage />;
  if (auth.status === 'unavailable') return <AuthUnavailable retry={auth.retry} retrying={auth.retrying} />;
  if (auth.status === 'signed-in') return <Navigate to={homePathFor(auth.user)} replace />;
  return <Outlet />;
}
