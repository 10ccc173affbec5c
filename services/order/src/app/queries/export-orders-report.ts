import { ORDERS_REPORT_EXPORT_MAX_ROWS } from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrdersReportCursor, OrdersReportFilter } from '../../domain/orders-report';
import type { OrdersReportRepository } from '../../domain/orders-report.repository';

export interface ExportOrdersReportDeps {
  ordersReport: OrdersReportRepository;
}

/** Orders read per statement: a full export is a hundred short reads, never the whole set in memory. */
export const EXPORT_CHUNK_SIZE = 1_000;

/**
 * Every order matching the filters, newest first, at most ORDERS_REPORT_EXPORT_MAX_ROWS, in
 * chunks read only as the caller asks for them. Each chunk continues after the last order of the
 * one before (a keyset, not an offset), so orders placed meanwhile neither repeat nor shift rows.
 */
export async function* exportOrdersReport(
  deps: ExportOrdersReportDeps,
  filter: OrdersReportFilter,
): AsyncGenerator<Order[]> {
  let cursor: OrdersReportCursor | undefined;
  let left = ORDERS_REPORT_EXPORT_MAX_ROWS;
  while (left > 0) {
    const limit = Math.min(EXPORT_CHUNK_SIZE, left);
    const chunk = await deps.ordersReport.after(filter, cursor, limit);
    if (chunk.length > 0) yield chunk;
    if (chunk.length < limit) return;
    left -= chunk.length;
    const last = chunk[chunk.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
