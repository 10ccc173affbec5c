import type { StoreServiceFigures } from '@marketplace/contracts';
import type { SettledOrder } from './store-earnings';

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
  /** The store's orders delivered or cancelled in [start, end), oldest first. */
  settledBetween(storeId: number, start: Date, end: Date): Promise<SettledOrder[]>;
  /** Each store's orders placed since `since`, for those that have any. */
  serviceFigures(storeIds: readonly number[], since: Date): Promise<StoreServiceFigures[]>;
  reliability(storeId: number, since: Date): Promise<StoreReliability>;
}
