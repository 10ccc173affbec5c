import type { StoreMembership } from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrderUnitOfWork, RunInTransaction } from '../../domain/unit-of-work';
import { getStoreOrder, type StoreOrder } from '../queries/get-store-order';
import { ConcurrentStatusChangeError } from './apply-order-status';

export interface VendorStepDeps {
  runInTransaction: RunInTransaction;
  clock: () => Date;
}

/** Two members answering at once: the loser's transaction runs again and meets the winner's answer. */
const STEP_TRIES = 3;

/**
 * Runs one member's step on one of their stores' orders in a transaction, and answers the order as
 * it is after it. When another writer (a second member, the acceptance window, the resident) moved
 * the order between the read and the write, the step runs again on what they left, so its rules
 * decide the answer (for an accept: "already accepted by another member of your store").
 */
export async function runVendorStep(
  deps: VendorStepDeps,
  target: { stores: readonly StoreMembership[]; orderId: number },
  step: (unit: OrderUnitOfWork, current: StoreOrder, now: Date) => Promise<void>,
): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.runInTransaction(async (unit) => {
        const current = await getStoreOrder(unit, target);
        await step(unit, current, deps.clock());
        return (await getStoreOrder(unit, target)).order;
      });
    } catch (error) {
      if (!(error instanceof ConcurrentStatusChangeError) || attempt >= STEP_TRIES) throw error;
    }
  }
}
