import {
  fieldsToStore,
  type OrderStatusConfigFields,
  type OrderStatusConfigRepository,
  type StoredOrderStatusConfig,
} from '../../domain/order-status-config';

/** A new config; the poller follows it from its next round. */
export function createOrderStatusConfig(
  deps: { configs: OrderStatusConfigRepository },
  { fields }: { fields: OrderStatusConfigFields },
): Promise<StoredOrderStatusConfig> {
  return deps.configs.create(fieldsToStore(fields, null));
}
