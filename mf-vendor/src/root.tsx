import type { DefaultOptions } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { RemoteProviders } from '@marketplace/ui';
import { isClientError } from './features/session/client-error';
import { VendorGate } from './features/session/vendor-gate';

const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    refetchOnWindowFocus: false,
    // A refusal (401, 403, 404, 409) will not change by asking again; a dropped answer may.
    retry: (failures, error) => failures < 2 && !isClientError(error),
  },
  mutations: { retry: false },
};

/** Providers and router of the vendor app; one query cache per mount. */
export function Root() {
  return (
    <RemoteProviders queryDefaults={QUERY_DEFAULTS}>
      <BrowserRouter>
        <VendorGate />
      </BrowserRouter>
    </RemoteProviders>
  );
}
