import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CategorySchema,
  VendorApplicationSchema,
  type VendorApplicationRequest,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { VENDOR_ME_QUERY_KEY } from '../session/session-api';

/** GET /api/categories: what a store may sell, the visible categories in their display order. */
export function useCategories() {
  return useQuery({
    queryKey: ['vendor', 'categories'],
    queryFn: async ({ signal }) =>
      CategorySchema.array()
        .parse(await apiFetch<unknown>('/api/categories', { signal }))
        .filter((category) => category.isActive),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/vendor/applications; then GET /api/vendor/me again, which now names the application. */
export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: VendorApplicationRequest) =>
      VendorApplicationSchema.parse(
        await apiFetch<unknown>('/api/vendor/applications', { method: 'POST', body: request }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: VENDOR_ME_QUERY_KEY }),
  });
}
