import type { WebhookReportReader } from '../../domain/webhook-log.repository';
import type {
  ReportPage,
  WebhookReportFilter,
  WebhookReportRow,
  WebhookReportTotals,
} from '../../domain/webhook-report';
import { Prisma, type PrismaClient } from './generated/client';
import {
  HOURS_TABLE,
  SOURCE_HOURS_TABLE,
  SUMS_OF_HOURS,
  SUMS_OF_LOG_ROWS,
  whereAll,
  windowParts,
} from './hourly-totals';
import { WEBHOOK_SCHEMA } from './schema';

const LOGS = Prisma.raw(`"${WEBHOOK_SCHEMA}".webhook_logs`);
const HOURS = Prisma.raw(HOURS_TABLE);
const SOURCE_HOURS = Prisma.raw(SOURCE_HOURS_TABLE);

const NO_REQUESTS: WebhookReportTotals = { requests: 0, successful: 0, processingTimeMs: 0 };

/** The event and source IP conditions, which the log and its hourly totals share. */
function matching({ event, sourceIp }: WebhookReportFilter): Prisma.Sql[] {
  return [
    ...(event === undefined ? [] : [Prisma.sql`event = ${event}`]),
    ...(sourceIp === undefined ? [] : [Prisma.sql`source_ip = ${sourceIp}`]),
  ];
}

/**
 * The filter's totals as one statement's parts: the window's whole hours from the hourly totals (per
 * source IP when the filter names one), and its partial hours at either edge from the log itself.
 */
function totalsParts(filter: WebhookReportFilter): Prisma.Sql[] {
  const hours = filter.sourceIp === undefined ? HOURS : SOURCE_HOURS;
  return windowParts(filter.window, {
    log: (inWindow) => Prisma.sql`SELECT ${SUMS_OF_LOG_ROWS} FROM ${LOGS}
      ${whereAll([...inWindow, ...matching(filter)])}`,
    hours: (inWindow) => Prisma.sql`SELECT ${SUMS_OF_HOURS} FROM ${hours}
      ${whereAll([...inWindow, ...matching(filter)])}`,
  });
}

interface TotalsRow {
  requests: number;
  successful: number;
  processing_time_ms: number;
}

/**
 * The webhook report over PostgreSQL. Its totals never add up a whole window of log rows: at a
 * million rows that takes far longer than the report may (see the service's README, Performance).
 */
export class PostgresWebhookReportRepository implements WebhookReportReader {
  constructor(private readonly prisma: PrismaClient) {}

  async totals(filter: WebhookReportFilter): Promise<WebhookReportTotals> {
    const parts = totalsParts(filter);
    if (parts.length === 0) return NO_REQUESTS;
    const [row] = await this.prisma.$queryRaw<TotalsRow[]>`
      SELECT coalesce(sum(requests), 0)::int AS requests,
             coalesce(sum(successful), 0)::int AS successful,
             coalesce(sum(processing_time_ms), 0)::float8 AS processing_time_ms
        FROM (${Prisma.join(parts, ' UNION ALL ')}) AS parts`;
    return row === undefined
      ? NO_REQUESTS
      : { requests: row.requests, successful: row.successful, processingTimeMs: row.processing_time_ms };
  }

  page(filter: WebhookReportFilter, { limit, offset }: ReportPage): Promise<WebhookReportRow[]> {
    return this.prisma.webhookLog.findMany({
      where: {
        createdAt: { gte: filter.window.from, lt: filter.window.to },
        event: filter.event,
        sourceIp: filter.sourceIp,
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: offset,
      take: limit,
      select: {
        id: true,
        createdAt: true,
        event: true,
        orderId: true,
        success: true,
        processingTimeMs: true,
        sourceIp: true,
        errorMessage: true,
      },
    });
  }
}
