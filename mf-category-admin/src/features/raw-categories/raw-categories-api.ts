import { useQuery } from '@tanstack/react-query';
import { RawCategoryListSchema, type RawCategoryForm } from '@marketplace/contracts';
import { deleteRecord, fetchConfigList, saveRecord, useConfigMutation } from '../shared/config-api';

const COLLECTION = '/api/admin/raw-categories';
const RAW_CATEGORIES_KEY = ['admin', 'raw-categories'] as const;

export function useRawCategories() {
  return useQuery({
    queryKey: RAW_CATEGORIES_KEY,
    queryFn: () => fetchConfigList(COLLECTION, RawCategoryListSchema),
  });
}

export function useSaveRawCategory() {
  return useConfigMutation(RAW_CATEGORIES_KEY, ({ id, form }: { id: number | null; form: RawCategoryForm }) =>
    saveRecord(COLLECTION, id, form),
  );
}

export function useDeleteRawCategory() {
  return useConfigMutation(RAW_CATEGORIES_KEY, (id: number) => deleteRecord(COLLECTION, id));
}
