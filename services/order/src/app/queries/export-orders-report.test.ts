import { ORDERS_REPORT_EXPORT_MAX_ROWS } from '@marketplace/contracts';
import type { Order } from '../../domain/order';
import type { OrdersReportCursor } from '../../domain/orders-report';
import type { OrdersReportRepository } from '../../domain/orders-report.repository';
import { EXPORT_CHUNK_SIZE, exportOrdersReport } from './export-orders-report';

const PLACED = new Date('2026-03-14T06:30:00.000Z');

/** `count` orders placed at one instant, newest (highest id) first, read as the repository would. */
function ordersReport(count: number) {
  const reads: Array<{ cursor: OrdersReportCursor | undefined; limit: number }> = [];
  const repository: Pick<OrdersReportRepository, 'after'> = {
    after: async (_filter, cursor, limit) => {
      reads.push({ cursor, limit });
      const below = cursor ? cursor.id - 1 : count;
      const ids = Array.from({ length: Math.max(0, Math.min(limit, below)) }, (_, i) => below - i);
      return ids.map((id) => ({ id, createdAt: PLACED }) as Order);
    },
  };
  return { ordersReport: repository as OrdersReportRepository, reads };
}

async function exported(deps: ReturnType<typeof ordersReport>): Promise<number[][]> {
  const chunks: number[][] = [];
  for await (const chunk of exportOrdersReport(deps, {})) chunks.push(chunk.map((order) => order.id));
  return chunks;
}

describe('exportOrdersReport', () => {
  it('reads chunk after chunk from the last order of the one before, until a chunk comes back short', async () => {
    const deps = ordersReport(2 * EXPORT_CHUNK_SIZE + 5);

    const chunks = await exported(deps);

    expect(chunks.map((chunk) => chunk.length)).toEqual([EXPORT_CHUNK_SIZE, EXPORT_CHUNK_SIZE, 5]);
    expect(chunks.flat()).toEqual(Array.from({ length: 2 * EXPORT_CHUNK_SIZE + 5 }, (_, i) => 2005 - i));
    expect(deps.reads.map((read) => read.cursor)).toEqual([
      undefined,
      { createdAt: PLACED, id: 1006 },
      { createdAt: PLACED, id: 6 },
    ]);
  });

  it('asks once more after a full last chunk, and yields nothing for it', async () => {
    const deps = ordersReport(EXPORT_CHUNK_SIZE);

    expect((await exported(deps)).map((chunk) => chunk.length)).toEqual([EXPORT_CHUNK_SIZE]);
    expect(deps.reads).toHaveLength(2);
  });

  it(`stops at ${ORDERS_REPORT_EXPORT_MAX_ROWS} orders, however many match`, async () => {
    const deps = ordersReport(ORDERS_REPORT_EXPORT_MAX_ROWS + 2_500);

    const chunks = await exported(deps);

    expect(chunks.flat()).toHaveLength(ORDERS_REPORT_EXPORT_MAX_ROWS);
    expect(deps.reads).toHaveLength(ORDERS_REPORT_EXPORT_MAX_ROWS / EXPORT_CHUNK_SIZE);
  });

  it('reads nothing more once the caller stops taking chunks', async () => {
    const deps = ordersReport(10 * EXPORT_CHUNK_SIZE);

    for await (const _chunk of exportOrdersReport(deps, {})) break;

    expect(deps.reads).toHaveLength(1);
  });
});
