import { useQuery } from '@tanstack/react-query';
import { APP_CONFIG_CACHE_MS, AppConfigListSchema, type AppConfigEntry } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { isSectionShown, type AppConfigState } from './app-config-visibility';

const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/** GET /api/customer/app-config, fresh for five minutes (customer spec 9). */
function useAppConfig() {
  return useQuery({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: async (): Promise<AppConfigEntry[]> =>
      AppConfigListSchema.parse(await apiFetch<unknown>('/api/customer/app-config')),
    staleTime: APP_CONFIG_CACHE_MS,
  });
}

/**
 * Asks whether a section of one configured page shows. A failed refresh keeps the configuration
 * already loaded; only a configuration never loaded counts as failed.
 */
export function useAppSections(pageName: string): (sectionName: string) => boolean {
  const query = useAppConfig();
  let state: AppConfigState;
  if (query.data !== undefined) state = { status: 'loaded', config: query.data };
  else if (query.isError) state = { status: 'failed' };
  else state = { status: 'loading' };
  return (sectionName) => isSectionShown(state, pageName, sectionName);
}
