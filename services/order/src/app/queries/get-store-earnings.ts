import { STORE_MESSAGES, storeRoleOf, type StoreMembership } from '@marketplace/contracts';
import { StoreNotFoundError } from '../../domain/errors';
import { earningsOf, earningsRange, istRange, type Earnings } from '../../domain/store-earnings';
import type { StoreMoneyRepository } from '../../domain/store-money.repository';

export interface StoreEarningsDeps {
  storeMoney: Pick<StoreMoneyRepository, 'settledBetween'>;
  clock: () => Date;
}

/**
 * GET /api/vendor/stores/{id}/earnings: any member's (the members take the cash at the door), the
 * days from..to of India Standard Time, today when left out. Another store is not found.
 */
export async function getStoreEarnings(
  deps: StoreEarningsDeps,
  input: { stores: readonly StoreMembership[]; storeId: number; from?: string; to?: string },
): Promise<Earnings> {
  if (storeRoleOf(input.stores, input.storeId) === null)
    throw new StoreNotFoundError(STORE_MESSAGES.storeNotFound);
  const range = earningsRange(input, deps.clock());
  const { start, end } = istRange(range.from, range.to);
  return earningsOf(await deps.storeMoney.settledBetween(input.storeId, start, end), range);
}
