import type { WebhookReportQuery, WebhookReportResponse } from '@marketplace/contracts';
import type { WebhookReportReader } from '../../domain/webhook-log.repository';
import { webhookReportFigures, type WebhookReportFilter } from '../../domain/webhook-report';

export interface GetWebhookReportDeps {
  reports: WebhookReportReader;
}

/** The webhook report: figures over every request the filters match, and one page of them. */
export async function getWebhookReport(
  deps: GetWebhookReportDeps,
  query: WebhookReportQuery,
): Promise<WebhookReportResponse> {
  const filter: WebhookReportFilter = {
    window: { from: query.startDate, to: query.endDate },
    event: query.event,
    sourceIp: query.sourceIp,
  };
  const { limit, offset } = query;
  const [totals, rows] = await Promise.all([
    deps.reports.totals(filter),
    deps.reports.page(filter, { limit, offset }),
  ]);
  return {
    success: true,
    ...webhookReportFigures(totals),
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    limit,
    offset,
  };
}
