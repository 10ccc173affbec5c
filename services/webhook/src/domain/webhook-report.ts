import type { ReportWindow, WebhookReportResponse } from '@marketplace/contracts';
import { roundTo } from './webhook-log';

/** Which logged requests the webhook report covers: all of them when nothing is set. */
export interface WebhookReportFilter {
  window: ReportWindow;
  /** The log's event, exactly: one of ours or a failure's (`authentication_failed`, ...). */
  event?: string;
  sourceIp?: string;
}

/** Sums over every request a filter matches. */
export interface WebhookReportTotals {
  requests: number;
  successful: number;
  processingTimeMs: number;
}

/** One logged request as the report lists it. */
export interface WebhookReportRow {
  id: number;
  createdAt: Date;
  event: string;
  orderId: string | null;
  success: boolean;
  processingTimeMs: number;
  sourceIp: string | null;
  errorMessage: string | null;
}

export interface ReportPage {
  limit: number;
  offset: number;
}

/** The report's figures: counts, and the mean processing time in milliseconds with two decimals. */
export function webhookReportFigures(
  totals: WebhookReportTotals,
): Pick<WebhookReportResponse, 'totalCount' | 'successfulCount' | 'failedCount' | 'averageProcessingTimeMs'> {
  return {
    totalCount: totals.requests,
    successfulCount: totals.successful,
    failedCount: totals.requests - totals.successful,
    averageProcessingTimeMs:
      totals.requests === 0 ? 0 : roundTo(totals.processingTimeMs / totals.requests, 2),
  };
}
