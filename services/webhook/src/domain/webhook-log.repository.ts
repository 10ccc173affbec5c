import type {
  PendingWebhookReceived,
  RejectedWebhookLog,
  WebhookEventCount,
  WebhookLogRecord,
  WebhookLogSummary,
  WebhookLogTotals,
} from './webhook-log';
import type {
  ReportPage,
  WebhookReportFilter,
  WebhookReportRow,
  WebhookReportTotals,
} from './webhook-report';

export interface WebhookLogRepository {
  /**
   * Writes an accepted delivery's log row and its event atomically, the event's data carrying the
   * row's id. When the webhook id was already accepted (even by a concurrent request), the row is
   * kept as a duplicate and no event is written.
   */
  recordAccepted(log: WebhookLogRecord, event: PendingWebhookReceived): Promise<{ duplicate: boolean }>;
  recordRejected(log: RejectedWebhookLog): Promise<void>;
}

/** Aggregates over the log since a moment, computed by the store. */
export interface WebhookAnalyticsReader {
  totals(since: Date): Promise<WebhookLogTotals>;
  /** Most frequent first. */
  eventCounts(since: Date): Promise<WebhookEventCount[]>;
  /** Newest first. */
  recent(since: Date, limit: number): Promise<WebhookLogSummary[]>;
}

/** The webhook report's reads, computed by the store. */
export interface WebhookReportReader {
  /** Over every request the filter matches. */
  totals(filter: WebhookReportFilter): Promise<WebhookReportTotals>;
  /** One page of the requests the filter matches, newest first (the highest id first within a moment). */
  page(filter: WebhookReportFilter, page: ReportPage): Promise<WebhookReportRow[]>;
}

/** Removal of old log rows, with their share of the hourly totals. */
export interface WebhookLogRetention {
  /**
   * Deletes up to `limit` of the oldest rows logged before `before`, in one transaction that also
   * takes them off the totals the report and the analytics read. Answers how many it deleted.
   */
  deleteLoggedBefore(before: Date, limit: number): Promise<number>;
}
