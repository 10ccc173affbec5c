import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAppConfigListSchema,
  type AppConfigStatus,
  type AppConfigTextRequest,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

const APP_CONFIG_KEY = ['admin-app-config'] as const;

/** GET /api/admin/app-config: every page with its sections. */
export function useAdminAppConfig() {
  return useQuery({
    queryKey: APP_CONFIG_KEY,
    queryFn: async () => AdminAppConfigListSchema.parse(await apiFetch<unknown>('/api/admin/app-config')),
  });
}

/** A page or one of its sections: the two have the same calls under their own paths. */
export type AppConfigPart = 'pages' | 'sections';

function useAppConfigMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APP_CONFIG_KEY }),
  });
}

/** PATCH /api/admin/app-config/{pages|sections}/{id}/status. */
export function useSetAppConfigStatus() {
  return useAppConfigMutation(
    ({ part, id, status }: { part: AppConfigPart; id: number; status: AppConfigStatus }) =>
      apiFetch(`/api/admin/app-config/${part}/${id}/status`, { method: 'PATCH', body: { status } }),
  );
}

/** PUT /api/admin/app-config/{pages|sections}/{id}: display name and description. */
export function useEditAppConfigText() {
  return useAppConfigMutation(
    ({ part, id, text }: { part: AppConfigPart; id: number; text: AppConfigTextRequest }) =>
      apiFetch(`/api/admin/app-config/${part}/${id}`, { method: 'PUT', body: text }),
  );
}
