import { OrderStatusConfigNotFoundError } from '../../domain/errors';
import type { OrderStatusConfigRepository } from '../../domain/order-status-config';

/** Removes a config; the poller stops following it from its next round. */
export async function deleteOrderStatusConfig(
  deps: { configs: OrderStatusConfigRepository },
  { id }: { id: number },
): Promise<void> {
  if (!(await deps.configs.delete(id))) throw new OrderStatusConfigNotFoundError(id);
}
