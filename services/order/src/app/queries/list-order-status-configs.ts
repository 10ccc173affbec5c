import type { OrderStatusConfigRepository, StoredOrderStatusConfig } from '../../domain/order-status-config';

/** The back-office's list: every config, or those covering one category. */
export function listOrderStatusConfigs(
  deps: { configs: OrderStatusConfigRepository },
  filter: { categoryId?: number },
): Promise<StoredOrderStatusConfig[]> {
  return deps.configs.list(filter);
}
