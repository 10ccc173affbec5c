import {
  EARNINGS_LEDGER_LINES,
  STORE_MESSAGES,
  storeRoleOf,
  type StoreMembership,
} from '@marketplace/contracts';
import { StoreNotFoundError } from '../../domain/errors';
import { earningsOf, earningsRange, istRange, type Earnings } from '../../domain/store-earnings';
import type { StoreMoneyRepository } from '../../domain/store-money.repository';

export interface StoreEarningsDeps {
  storeMoney: Pick<StoreMoneyRepository, 'settled'>;
  clock: () => Date;
}

/**
 * GET /api/vendor/stores/{id}/earnings (and .csv): any member's (the members take the cash at the
 * door), the days from..to of India Standard Time, today when left out; the ledger's newest lines,
 * or (`wholeLedger`, the CSV's) every one. Another store is not found.
 */
export async function getStoreEarnings(
  deps: StoreEarningsDeps,
  input: {
    stores: readonly StoreMembership[];
    storeId: number;
    from?: string;
    to?: string;
    wholeLedger?: boolean;
  },
): Promise<Earnings> {
  if (storeRoleOf(input.stores, input.storeId) === null)
    throw new StoreNotFoundError(STORE_MESSAGES.storeNotFound);
  const range = earningsRange(input, deps.clock());
  const { start, end } = istRange(range.from, range.to);
  const settled = await deps.storeMoney.settled(
    input.storeId,
    { start, end },
    input.wholeLedger ? 'all' : { newest: EARNINGS_LEDGER_LINES },
  );
  return earningsOf(settled.days, range, { lines: settled.ledger, count: settled.ledgerCount });
}
