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
   * The store's orders delivered or cancelled in [start, end), from one snapshot of the database:
   * summed by the IST day they settled (counts of each end, and the sums of the delivered cash orders,
   * the ledger's lines; days without orders absent), and the ledger's lines, `newest` first up to
   * that many, or every one oldest first.
   */
  settled(
    storeId: number,
    window: { start: Date; end: Date },
    ledger: { newest: number } | 'all',
  ): Promise<{ days: EarningsDayFigures[]; ledger: LedgerEntry[]; ledgerCount: number }>;
  /** Each store's orders placed since `since`, for those that have any. */
  serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]>;
  reliability(storeId: number, since: Date): Promise<StoreReliability>;
}
