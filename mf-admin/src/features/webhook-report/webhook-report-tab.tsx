import { useState } from 'react';
import { REPORT_MESSAGES, WEBHOOK_REPORT_EVENTS } from '@marketplace/contracts';
import { Badge, Button, Card, Field, QueryView, Select, TextField } from '@marketplace/ui';
import { formatMs } from '../analytics/analytics-format';
import type { DashboardScope } from '../reports/dashboard-scope';
import { ReportDateFields } from '../reports/report-controls';
import { ReportRows } from '../reports/report-rows';
import { formatReportTime } from '../reports/report-format';
import { reportWindowLabel, type ReportPage } from '../reports/report-query';
import styles from '../reports/reports.module.css';
import { ReportTiles } from '../reports/report-tiles';
import { NO_WEBHOOK_FILTERS, useWebhookReport, type WebhookReportFilters } from './webhook-report-api';

const PAGE_SIZE = 25;
const FIRST_PAGE: ReportPage = { limit: PAGE_SIZE, offset: 0 };

/**
 * Admin spec 2, Webhook Report: filters applied with Apply (Clear goes back to none), the totals of
 * every matching request, and the requests a page at a time.
 */
export function WebhookReportTab({ scope }: { scope: DashboardScope }) {
  const [draft, setDraft] = useState<WebhookReportFilters>(NO_WEBHOOK_FILTERS);
  const [filters, setFilters] = useState<WebhookReportFilters>(NO_WEBHOOK_FILTERS);
  const [page, setPage] = useState(FIRST_PAGE);
  const report = useWebhookReport(filters, scope, page);

  const apply = (next: WebhookReportFilters) => {
    setDraft(next);
    setFilters(next);
    setPage(FIRST_PAGE);
  };

  return (
    <div className={styles.panel}>
      <Card>
        <form
          className={styles.filters}
          aria-label="Webhook report filters"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <ReportDateFields dates={draft} onChange={(dates) => setDraft({ ...draft, ...dates })} />
          <Field label="Event">
            {(control) => (
              <Select
                {...control}
                value={draft.event}
                onChange={(event) => setDraft({ ...draft, event: event.target.value })}
              >
                <option value="">All Events</option>
                {WEBHOOK_REPORT_EVENTS.map((event) => (
                  <option key={event} value={event}>
                    {event}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            label="Source IP"
            value={draft.sourceIp}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => setDraft({ ...draft, sourceIp: event.target.value })}
          />
          <div className={styles.filterActions}>
            <Button type="submit">Apply</Button>
            <Button variant="secondary" onClick={() => apply(NO_WEBHOOK_FILTERS)}>
              Clear
            </Button>
          </div>
        </form>
      </Card>

      <QueryView
        query={report}
        failure={REPORT_MESSAGES.loadWebhookFailed}
        loading="Loading the webhook report…"
      >
        {(data) => (
          <div className={styles.results} aria-busy={report.isFetching}>
            <p className={styles.muted}>{reportWindowLabel(filters, scope.timeframeLabel)}</p>
            <ReportTiles
              label="Webhook totals"
              tiles={[
                ['Total Calls', String(data.totalCount)],
                ['Successful', String(data.successfulCount)],
                ['Failed', String(data.failedCount)],
                ['Avg Processing', formatMs(data.averageProcessingTimeMs)],
              ]}
            />
            <ReportRows
              pagerLabel="Webhook report pages"
              heading="Webhook Requests"
              label="Webhook requests"
              columns={[
                'Timestamp',
                'Event',
                'Order ID',
                'Status',
                { label: 'Processing', numeric: true },
                'Source IP',
                'Error',
              ]}
              empty="No webhook requests match these filters."
              shown={data.data.length}
              total={data.totalCount}
              page={page}
              onPage={setPage}
            >
              {data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatReportTime(entry.createdAt)}</td>
                  <td>{entry.event}</td>
                  <td>{entry.orderId ?? 'N/A'}</td>
                  <td>
                    {entry.success ? (
                      <Badge variant="success">Success</Badge>
                    ) : (
                      <Badge variant="destructive">Failed</Badge>
                    )}
                  </td>
                  <td className={styles.numeric}>{formatMs(entry.processingTimeMs)}</td>
                  <td>{entry.sourceIp ?? '-'}</td>
                  <td className={styles.wrap}>{entry.errorMessage ?? '-'}</td>
                </tr>
              ))}
            </ReportRows>
          </div>
        )}
      </QueryView>
    </div>
  );
}
