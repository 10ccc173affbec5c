import type { StoreServiceFigures } from '@marketplace/contracts';
import type { StoreMoneyRepository } from '../../domain/store-money.repository';

/**
 * GET /internal/store-service-figures (the catalog's Vendors tab): each store's orders placed since
 * `since`; a store without any is absent, which the caller reads as nothing to report.
 */
export function getStoreServiceFigures(
  deps: { storeMoney: Pick<StoreMoneyRepository, 'serviceFigures'> },
  input: { storeIds: readonly number[]; since: Date },
): Promise<StoreServiceFigures[]> {
  return deps.storeMoney.serviceFigures(input.storeIds, input.since);
}
