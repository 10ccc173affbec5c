import { ORDER_STATUSES, type OrderStatus, type ReportWindow } from '@marketplace/contracts';

/** The orders report's filters: placed within the window (`from` inclusive, `to` exclusive), and one status. */
export interface OrdersReportFilter extends ReportWindow {
  status?: OrderStatus;
}

/** How many orders have each status; every status is present. */
export type StatusCounts = Record<OrderStatus, number>;

/**
 * Where a walk through the report stopped: the last order it read. The report's order is newest
 * first by placement time, then by id, so the next order is the first one before this pair.
 */
export interface OrdersReportCursor {
  createdAt: Date;
  id: number;
}

/** Counts for every status, 0 for those the database found no order in. */
export function statusCountsOf(counted: Partial<StatusCounts>): StatusCounts {
  return Object.fromEntries(ORDER_STATUSES.map((status) => [status, counted[status] ?? 0])) as StatusCounts;
}

/** The orders matching the filters, from the window's counts: one status's, or all of them. */
export function matchingCount(counts: StatusCounts, status: OrderStatus | undefined): number {
  if (status !== undefined) return counts[status];
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}
