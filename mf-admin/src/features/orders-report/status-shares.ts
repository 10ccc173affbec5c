import { REPORTED_ORDER_STATUSES, type ReportedOrderStatus } from '@marketplace/contracts';

export interface StatusShare {
  status: ReportedOrderStatus;
  count: number;
  /** Share of all orders counted, 0 to 100. */
  percent: number;
}

/**
 * Admin spec 2, Status Report: each of the seven statuses' count and share of the total, in an
 * order's order; none when no order was counted.
 */
export function statusShares(
  statusCounts: Readonly<Partial<Record<ReportedOrderStatus, number>>>,
): StatusShare[] {
  const total = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  return REPORTED_ORDER_STATUSES.map((status) => {
    const count = statusCounts[status] ?? 0;
    return { status, count, percent: (count / total) * 100 };
  });
}
