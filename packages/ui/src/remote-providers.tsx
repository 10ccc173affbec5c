import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { AppFrame, type FrameWidth } from './app-frame';
import { ToastProvider } from './toast';

/** Admin spec 9: admin data is never stale by default, never refetched on its own, never retried. */
export const ADMIN_QUERY_DEFAULTS: DefaultOptions = {
  queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
  mutations: { retry: false },
};

/**
 * What every micro-frontend's root renders inside: its own query cache (one per mount, with the
 * app's defaults), the toast host and the themed frame. An app with routes puts its router inside.
 */
export function RemoteProviders({
  queryDefaults,
  width,
  children,
}: {
  queryDefaults: DefaultOptions;
  width?: FrameWidth;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryDefaults }));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppFrame width={width}>{children}</AppFrame>
      </ToastProvider>
    </QueryClientProvider>
  );
}
