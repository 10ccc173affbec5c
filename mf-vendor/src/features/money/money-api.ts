import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EarningsResponseSchema, type EarningsResponse } from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';
import { storeKeys, storePath } from '../store/store-api';
import { earningsQuery, type EarningsDates } from './earnings-range';

/**
 * GET /api/vendor/stores/{id}/earnings?from=&to= (the order service): the days' figures, totals and
 * ledger. Another range keeps the figures shown until its own arrive.
 */
export function useEarnings(storeId: number, dates: EarningsDates) {
  return useQuery({
    queryKey: storeKeys.earnings(storeId, dates.from, dates.to),
    queryFn: async ({ signal }): Promise<EarningsResponse> =>
      EarningsResponseSchema.parse(
        await apiFetch<unknown>(`${storePath(storeId)}/earnings?${earningsQuery(dates)}`, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}
