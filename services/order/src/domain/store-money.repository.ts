import type { StoreServiceFigures } from '@marketplace/contracts';
import type { EarningsDayFigures, LedgerEntry } from './store-earnings';

/** How a store served the orders placed in a window, for the resident's reliability line. */
export interface StoreReliability {
  /** Median milliseconds from placed to accepted, of the accepted ones; null with none accepted. */
  medianAcceptMs: number | null;
  delivered: number;
  /** Delivered, or cancelled by anyone but the resident. */
  finished: number;
}

/** The orders' figures a store's money and service are read from (issue 25). */
export interface StoreMoneyRepository {
  /**
   * The store's orders delivered or cancelled in [start, end), summed by the IST day they settled:
   * counts of each end, and the sums of the delivered cash orders (the ledger's lines). Days without
   * orders are absent.
   */
  settledDays(storeId: number, start: Date, end: Date): Promise<EarningsDayFigures[]>;
  /** The ledger's lines in [start, end): `newest` first up to `limit`, or every one oldest first. */
  ledger(storeId: number, start: Date, end: Date, page: { newest: number } | 'all'): Promise<LedgerEntry[]>;
  /** Each store's orders placed since `since`, for those that have any. */
  serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]>;
  reliability(storeId: number, since: Date): Promise<StoreReliability>;
}
