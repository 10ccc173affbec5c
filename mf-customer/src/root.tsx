import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppFrame, ToastProvider } from '@marketplace/ui';
import { AppRoutes } from './app-routes';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Providers and router of the resident app; one query cache per mount. */
export function Root() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>
          <AppFrame>
            <AppRoutes />
          </AppFrame>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}
