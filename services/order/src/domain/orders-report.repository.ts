import type { OrderStatus, ReportWindow } from '@marketplace/contracts';
import type { Order } from './order';
import type { OrdersReportCursor, OrdersReportFilter } from './orders-report';

/** Reads for the back-office orders report. Every list is newest first: placement time, then id. */
export interface OrdersReportRepository {
  /** How many orders placed in the window have each status; a status with none may be missing. */
  countByStatus(window: ReportWindow): Promise<Partial<Record<OrderStatus, number>>>;
  /** One page of the orders matching the filters, with their lines. */
  page(filter: OrdersReportFilter, page: { limit: number; offset: number }): Promise<Order[]>;
  /** Up to `limit` orders matching the filters that come after the cursor (from the newest without one). */
  after(filter: OrdersReportFilter, cursor: OrdersReportCursor | undefined, limit: number): Promise<Order[]>;
}
