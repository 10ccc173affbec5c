import { REPORTED_ORDER_STATUSES } from '@marketplace/contracts';

export interface StatusShare {
  status: string;
  count: number;
  /** Share of all orders counted, 0 to 100. */
  percent: number;
}

/**
 * Admin spec 2, Status Report: each status's count and share of the total, the seven report
 * statuses in an order's order and then any other status present (picked up); none when no order
 * was counted.
 */
export function statusShares(statusCounts: Readonly<Record<string, number>>): StatusShare[] {
  const total = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  if (total === 0) return [];
  const others = Object.keys(statusCounts).filter(
    (status) => !(REPORTED_ORDER_STATUSES as readonly string[]).includes(status),
  );
  return [...REPORTED_ORDER_STATUSES, ...others].map((status) => {
    const count = statusCounts[status] ?? 0;
    return { status, count, percent: (count / total) * 100 };
  });
}
