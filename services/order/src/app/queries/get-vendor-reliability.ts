import {
  RELIABILITY_MIN_ORDERS,
  RELIABILITY_WINDOW_DAYS,
  type VendorReliability,
} from '@marketplace/contracts';
import type { StoreMoneyRepository } from '../../domain/store-money.repository';

export interface VendorReliabilityDeps {
  storeMoney: Pick<StoreMoneyRepository, 'reliability'>;
  clock: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

/**
 * GET /api/vendors/{id}/reliability: over the last 30 days, the median time the store took to accept
 * (whole minutes, at least 1) and how many of its finished orders it delivered. Below
 * RELIABILITY_MIN_ORDERS finished orders a few bad days would say too much: nothing is shown.
 */
export async function getVendorReliability(
  deps: VendorReliabilityDeps,
  vendorId: number,
): Promise<VendorReliability> {
  const since = new Date(deps.clock().getTime() - RELIABILITY_WINDOW_DAYS * DAY_MS);
  const record = await deps.storeMoney.reliability(vendorId, since);
  if (record.finished < RELIABILITY_MIN_ORDERS)
    return { vendorId, shown: false, medianAcceptMinutes: null, delivered: null, finished: null };
  return {
    vendorId,
    shown: true,
    medianAcceptMinutes:
      record.medianAcceptMs === null ? null : Math.max(1, Math.round(record.medianAcceptMs / MINUTE_MS)),
    delivered: record.delivered,
    finished: record.finished,
  };
}
