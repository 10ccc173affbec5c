import { OrderStatusConfigNotFoundError } from '../../domain/errors';
import {
  fieldsToStore,
  type OrderStatusConfigFields,
  type OrderStatusConfigRepository,
  type StoredOrderStatusConfig,
} from '../../domain/order-status-config';

/** Replaces a config's fields, keeping its stored key unless a new one is given. */
export async function updateOrderStatusConfig(
  deps: { configs: OrderStatusConfigRepository },
  { id, fields }: { id: number; fields: OrderStatusConfigFields },
): Promise<StoredOrderStatusConfig> {
  const stored = await deps.configs.find(id);
  // Deleted between the two statements reads as never found.
  const updated = stored && (await deps.configs.update(id, fieldsToStore(fields, stored.authKey)));
  if (!updated) throw new OrderStatusConfigNotFoundError(id);
  return updated;
}
