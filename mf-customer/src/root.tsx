import type { DefaultOptions } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { RemoteProviders } from '@marketplace/ui';
import { AppRoutes } from './app-routes';
import { CartProvider } from './features/cart/cart-context';

const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: 1, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

/** Providers and router of the resident app; one query cache per mount. */
export function Root() {
  return (
    <RemoteProviders queryDefaults={QUERY_DEFAULTS}>
      <BrowserRouter>
        <CartProvider>
          <AppRoutes />
        </CartProvider>
      </BrowserRouter>
    </RemoteProviders>
  );
}
