import {
  REPORTED_ORDER_STATUSES,
  reportedStatusOf,
  type OrderStatus,
  type ReportedOrderStatus,
  type ReportWindow,
} from '@marketplace/contracts';

/** The orders report's filters: placed within the window (`from` inclusive, `to` exclusive), and one status. */
export interface OrdersReportFilter extends ReportWindow {
  status?: ReportedOrderStatus;
}

/** How many orders have each of the report's statuses; every one is present. */
export type StatusCounts = Record<ReportedOrderStatus, number>;

/**
 * Where a walk through the report stopped: the last order it read. The report's order is newest
 * first by placement time, then by id, so the next order is the first one before this pair.
 */
export interface OrdersReportCursor {
  createdAt: Date;
  id: number;
}

/**
 * The report's counts from the database's: every report status, 0 where no order has it, picked-up
 * orders counted as out for delivery (reportedStatusOf).
 */
export function statusCountsOf(counted: Partial<Record<OrderStatus, number>>): StatusCounts {
  const counts = Object.fromEntries(REPORTED_ORDER_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const [status, count] of Object.entries(counted) as [OrderStatus, number][]) {
    counts[reportedStatusOf(status)] += count;
  }
  return counts;
}

/** The orders matching the filters, from the window's counts: one status's, or all of them. */
export function matchingCount(counts: StatusCounts, status: ReportedOrderStatus | undefined): number {
  if (status !== undefined) return counts[status];
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
