import { useQuery } from '@tanstack/react-query';
import {
  CategoryConfigListSchema,
  TestConnectionResultSchema,
  type CategoryConfigForm,
  type TestConnectionRequest,
  type TestConnectionResult,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { deleteRecord, fetchConfigList, saveRecord, useConfigMutation } from '../shared/config-api';

const COLLECTION = '/api/admin/category-configs';
/** The raw category and order status tabs read the same list for their category names. */
export const CATEGORY_CONFIGS_KEY = ['admin', 'category-configs'] as const;

export function useCategoryConfigs() {
  return useQuery({
    queryKey: CATEGORY_CONFIGS_KEY,
    queryFn: () => fetchConfigList(COLLECTION, CategoryConfigListSchema),
  });
}

export function useSaveCategoryConfig() {
  return useConfigMutation(
    CATEGORY_CONFIGS_KEY,
    ({ id, form }: { id: number | null; form: CategoryConfigForm }) => saveRecord(COLLECTION, id, form),
  );
}

export function useDeleteCategoryConfig() {
  return useConfigMutation(CATEGORY_CONFIGS_KEY, (id: number) => deleteRecord(COLLECTION, id));
}

/** Issue 13, Test connection: one try of a source URL before it is saved. */
export async function testPartnerConnection(request: TestConnectionRequest): Promise<TestConnectionResult> {
  return TestConnectionResultSchema.parse(
    await apiFetch<unknown>(`${COLLECTION}/test-connection`, { method: 'POST', body: request }),
  );
}
