import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_DASHBOARD_MARKER } from '@marketplace/contracts';
import { createStorageFlag } from '@marketplace/ui';
import { logoutAdmin } from '@marketplace/ui/api';

const marker = createStorageFlag(ADMIN_DASHBOARD_MARKER);

/**
 * Admin spec 4, dashboard session: the local-storage marker skips the login form after a reload.
 * It is only a hint; the server authorises every call and a failed analytics load leads back here.
 */
export function useDashboardSession() {
  const queryClient = useQueryClient();
  const [authenticated, setAuthenticated] = useState(marker.isSet);

  const signedIn = () => {
    marker.set();
    setAuthenticated(true);
  };

  const signOut = () => {
    marker.clear();
    queryClient.removeQueries();
    setAuthenticated(false);
    logoutAdmin().catch((error: unknown) => console.warn('Admin logout call failed', error));
  };

  return { authenticated, signedIn, signOut };
}
