import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppFrame, ToastProvider } from '@marketplace/ui';
import { AdminDashboard } from './features/dashboard/admin-dashboard';

/** Admin spec 9: admin data is never stale by default, never refetched on its own, never retried. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The /admin dashboard: a single screen, so no router. */
export function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppFrame>
          <AdminDashboard />
        </AppFrame>
      </ToastProvider>
    </QueryClientProvider>
  );
}
