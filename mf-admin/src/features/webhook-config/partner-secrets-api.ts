import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CategoryConfigListSchema,
  PartnerSecretListResponseSchema,
  RevokePartnerSecretResponseSchema,
  RotatePartnerSecretResponseSchema,
  type RotatePartnerSecretRequest,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

const SECRETS_PATH = '/api/admin/webhook-secrets';
const SECRETS_KEY = ['admin', 'webhook-secrets'] as const;

/** GET /api/admin/category-configs (catalog): the partners, whose ids name them in the header. */
export function usePartners() {
  return useQuery({
    queryKey: ['admin', 'category-configs'],
    queryFn: async () =>
      CategoryConfigListSchema.parse(await apiFetch<unknown>('/api/admin/category-configs')),
  });
}

/** GET /api/admin/webhook-secrets (webhook): every partner's secrets, values never included. */
export function usePartnerSecrets() {
  return useQuery({
    queryKey: SECRETS_KEY,
    queryFn: async () => PartnerSecretListResponseSchema.parse(await apiFetch<unknown>(SECRETS_PATH)).secrets,
  });
}

function useSecretsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECRETS_KEY }),
  });
}

/** POST /api/admin/webhook-secrets: the answer is the only time the new value is seen. */
export function useRotatePartnerSecret() {
  return useSecretsMutation(async (request: RotatePartnerSecretRequest) =>
    RotatePartnerSecretResponseSchema.parse(
      await apiFetch<unknown>(SECRETS_PATH, { method: 'POST', body: request }),
    ),
  );
}

/** DELETE /api/admin/webhook-secrets/{id}: the secret stops working at once. */
export function useRevokePartnerSecret() {
  return useSecretsMutation(async (id: number) =>
    RevokePartnerSecretResponseSchema.parse(
      await apiFetch<unknown>(`${SECRETS_PATH}/${id}`, { method: 'DELETE' }),
    ),
  );
}
