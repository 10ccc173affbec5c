import type { Order } from '../../domain/order';
import {
  matchingCount,
  statusCountsOf,
  type OrdersReportFilter,
  type StatusCounts,
} from '../../domain/orders-report';
import type { OrdersReportRepository } from '../../domain/orders-report.repository';

export interface GetOrdersReportDeps {
  ordersReport: OrdersReportRepository;
}

export interface OrdersReport {
  /** Orders matching every filter. */
  totalCount: number;
  /** The date window's orders by status, whatever the status filter: the status report reads them. */
  statusCounts: StatusCounts;
  /** One page of the matching orders, newest first. */
  orders: Order[];
}

/** Admin spec 2, Orders Report and Status Report: one page of orders and the window's counts. */
export async function getOrdersReport(
  deps: GetOrdersReportDeps,
  { filter, limit, offset }: { filter: OrdersReportFilter; limit: number; offset: number },
): Promise<OrdersReport> {
  const [counted, orders] = await Promise.all([
    deps.ordersReport.countByStatus({ from: filter.from, to: filter.to }),
    deps.ordersReport.page(filter, { limit, offset }),
  ]);
  const statusCounts = statusCountsOf(counted);
  return { totalCount: matchingCount(statusCounts, filter.status), statusCounts, orders };
}
