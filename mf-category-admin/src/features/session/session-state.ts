import type { AdminAuthStatus } from '@marketplace/contracts';

export type CategoryAdminSessionState = 'checking' | 'authenticated' | 'unauthenticated';

export interface SessionInputs {
  /** The auth-status check made when the page opens. */
  check: { status: 'pending' } | { status: 'success'; data: AdminAuthStatus } | { status: 'error' };
  /** The browser-storage flag left by an earlier login. */
  flagSet: boolean;
}

/**
 * Admin spec 4, category-management session: the server's auth-status answer decides; a failed
 * check means unauthenticated. While it is pending, the storage flag lets a returning admin see the
 * page at once instead of a login card that would vanish a moment later.
 */
export function categoryAdminSessionState({ check, flagSet }: SessionInputs): CategoryAdminSessionState {
  if (check.status === 'success')
    return check.data.success && check.data.authenticated ? 'authenticated' : 'unauthenticated';
  if (check.status === 'error') return 'unauthenticated';
  return flagSet ? 'authenticated' : 'checking';
}
