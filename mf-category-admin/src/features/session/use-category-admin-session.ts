import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_AUTH_MESSAGES, CATEGORY_ADMIN_MARKER, type AdminAuthStatus } from '@marketplace/contracts';
import { createStorageFlag, useToast } from '@marketplace/ui';
import { fetchAdminAuthStatus, logoutAdmin } from '@marketplace/ui/api';
import { categoryAdminSessionState } from './session-state';

const flag = createStorageFlag(CATEGORY_ADMIN_MARKER);
const AUTH_STATUS_QUERY_KEY = ['admin', 'auth-status'] as const;
/** The page's lists (every admin read but the session check), read again at each login. */
const isConfigList = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === 'admin' && query.queryKey[1] !== AUTH_STATUS_QUERY_KEY[1];

/** The administrator session of the category-management page (admin spec 4). */
export function useCategoryAdminSession() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // Checked each time the page opens; nothing here refetches it on its own.
  const check = useQuery({
    queryKey: AUTH_STATUS_QUERY_KEY,
    queryFn: fetchAdminAuthStatus,
    staleTime: 0,
    gcTime: 0,
  });
  const [flagSet] = useState(flag.isSet);
  const state = categoryAdminSessionState({
    check: check.isSuccess
      ? { status: 'success', data: check.data }
      : check.isError
        ? { status: 'error' }
        : { status: 'pending' },
    flagSet,
  });

  // The storage flag mirrors what the server said, once it has said it.
  useEffect(() => {
    if (state === 'authenticated' && !check.isPending) flag.set();
    if (state === 'unauthenticated') flag.clear();
  }, [state, check.isPending]);

  const setAuthenticated = (authenticated: boolean) =>
    queryClient.setQueryData<AdminAuthStatus>(AUTH_STATUS_QUERY_KEY, { success: true, authenticated });

  // Admin spec 4: a login refreshes the category list (and the other tabs' lists).
  const signedIn = () => {
    setAuthenticated(true);
    void queryClient.invalidateQueries({ predicate: isConfigList });
    toast(ADMIN_AUTH_MESSAGES.categoryLoginSucceeded);
  };

  const signOut = async () => {
    try {
      await logoutAdmin();
    } catch (error) {
      console.warn('Admin logout call failed', error);
    }
    setAuthenticated(false);
    // The next administrator at this browser does not see this one's lists, even for a moment.
    queryClient.removeQueries({ predicate: isConfigList });
    toast(ADMIN_AUTH_MESSAGES.loggedOut);
  };

  return { state, signedIn, signOut };
}
