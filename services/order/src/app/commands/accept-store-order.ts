import { STORE_MESSAGES, type StoreMembership } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { StoreSuspendedError } from '../../domain/errors';
import type { OrderRepository } from '../../domain/order.repository';
import type { VendorCatalog } from '../../domain/upstream-services';
import { answerRefusal, VendorOrderConflictError } from '../../domain/vendor-order';
import { getStoreOrder } from '../queries/get-store-order';
import { applyOrderStatus } from './apply-order-status';
import { runVendorStep, type VendorStepDeps } from './run-vendor-step';

export interface AcceptStoreOrderDeps extends VendorStepDeps {
  orders: OrderRepository;
  catalog: Pick<VendorCatalog, 'standing'>;
  logger: Pick<Logger, 'warn'>;
}

const MINUTE_MS = 60_000;

/**
 * A member accepts a new order with a preparation time, which becomes the resident's estimated
 * delivery. Of two members accepting at once exactly one wins; the other is told it was answered.
 * A store the marketplace suspended accepts nothing (issue 25); orders it accepted before go on.
 */
export async function acceptStoreOrder(
  deps: AcceptStoreOrderDeps,
  input: { userId: number; stores: readonly StoreMembership[]; orderId: number; prepMinutes: number },
) {
  const { order: placed } = await getStoreOrder(deps, input);
  await refuseSuspendedStore(deps, placed.vendorId);
  return runVendorStep(deps, input, async (unit, { order }, now) => {
    const refusal = answerRefusal(order);
    if (refusal) throw new VendorOrderConflictError(refusal);
    await applyOrderStatus(unit, {
      orderId: order.id,
      status: 'accepted',
      externalStatus: null,
      occurredAt: now,
      source: 'vendor',
      details: {
        prepMinutes: input.prepMinutes,
        estimatedDeliveryAt: new Date(now.getTime() + input.prepMinutes * MINUTE_MS),
        answeredByUserId: input.userId,
      },
    });
  });
}

/**
 * Asked of the catalog before the transaction (never while one is open). A catalog that cannot
 * answer does not stop the store: orders can only reach it while the catalog serves them anyway.
 */
async function refuseSuspendedStore(deps: AcceptStoreOrderDeps, storeId: number): Promise<void> {
  let status: string;
  try {
    status = (await deps.catalog.standing(storeId)).status;
  } catch (error) {
    deps.logger.warn({ err: error, storeId }, "store's standing unknown; the accept goes ahead");
    return;
  }
  if (status === 'suspended') throw new StoreSuspendedError(STORE_MESSAGES.suspendedAccept);
}
