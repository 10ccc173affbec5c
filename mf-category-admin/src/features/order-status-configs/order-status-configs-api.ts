import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OrderStatusConfigListSchema, type OrderStatusConfigForm } from '@marketplace/contracts';
import { deleteRecord, fetchConfigList, saveRecord, useConfigMutation } from '../shared/config-api';

const COLLECTION = '/api/admin/order-status-configs';
const ORDER_STATUS_CONFIGS_KEY = ['admin', 'order-status-configs'] as const;

/** Admin spec 7: the list, for one category when the filter names one. */
export function useOrderStatusConfigs(categoryId: number | null) {
  return useQuery({
    queryKey: [...ORDER_STATUS_CONFIGS_KEY, categoryId],
    queryFn: () =>
      fetchConfigList(
        categoryId === null ? COLLECTION : `${COLLECTION}?categoryId=${categoryId}`,
        OrderStatusConfigListSchema,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveOrderStatusConfig() {
  return useConfigMutation(
    ORDER_STATUS_CONFIGS_KEY,
    ({ id, form }: { id: number | null; form: OrderStatusConfigForm }) => saveRecord(COLLECTION, id, form),
  );
}

export function useDeleteOrderStatusConfig() {
  return useConfigMutation(ORDER_STATUS_CONFIGS_KEY, (id: number) => deleteRecord(COLLECTION, id));
}
