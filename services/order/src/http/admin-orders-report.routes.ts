import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { OrdersReportQuerySchema, type OrdersReportQuery } from '@marketplace/contracts';
import { requireAdmin } from '@marketplace/service-kit';
import { exportOrdersReport, type ExportOrdersReportDeps } from '../app/queries/export-orders-report';
import { getOrdersReport, type GetOrdersReportDeps } from '../app/queries/get-orders-report';
import type { Order } from '../domain/order';
import type { OrdersReportFilter } from '../domain/orders-report';
import { toOrdersReportOrder, toOrdersReportResponse } from './admin.presenters';
import { ordersReportCsvHeader, ordersReportCsvRow, ordersReportFileName } from './orders-report-csv';

export type AdminOrdersReportRoutesDeps = GetOrdersReportDeps &
  ExportOrdersReportDeps & {
    /** Dates the export's file name. */
    clock: () => Date;
  };

function reportFilter(query: OrdersReportQuery): OrdersReportFilter {
  return { from: query.startDate, to: query.endDate, status: query.status };
}

/** The export as text, a chunk of orders at a time, read only as fast as the download takes it. */
async function* ordersReportCsv(chunks: AsyncIterable<Order[]>): AsyncGenerator<string> {
  yield ordersReportCsvHeader();
  for await (const orders of chunks)
    yield orders.map((order) => ordersReportCsvRow(toOrdersReportOrder(order))).join('');
}

/** The administrator closed the download: nothing is wrong, and the export stops reading. */
function isClosedByClient(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/** Admin spec 2, Orders Report and Status Report, and the report's CSV export: administrators only. */
export function adminOrdersReportRoutes(deps: AdminOrdersReportRoutesDeps): Router {
  const router = Router();

  router.get('/api/admin/orders-report', async (req, res) => {
    requireAdmin(req);
    const query = OrdersReportQuerySchema.parse(req.query);
    const page = { limit: query.limit, offset: query.offset };
    const report = await getOrdersReport(deps, { filter: reportFilter(query), ...page });
    res.set('cache-control', 'no-store').json(toOrdersReportResponse(report, page));
  });

  router.get('/api/admin/orders-report/export', async (req, res) => {
    requireAdmin(req);
    const filter = reportFilter(OrdersReportQuerySchema.parse(req.query));
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${ordersReportFileName(deps.clock())}"`,
      'cache-control': 'no-store',
    });
    // pipeline waits for the client to take each chunk before the next is read, and on a failure
    // part-way destroys the response, so a broken export never ends like a complete file.
    try {
      await pipeline(Readable.from(ordersReportCsv(exportOrdersReport(deps, filter))), res);
    } catch (error) {
      if (!isClosedByClient(error)) throw error;
    }
  });

  return router;
}
