import { REPORT_MESSAGES, reportStatusLabel } from '@marketplace/contracts';
import { Card, LoadFailure, Spinner } from '@marketplace/ui';
import { formatPercent } from '../analytics/analytics-format';
import type { DashboardScope } from '../reports/dashboard-scope';
import { ShareBar } from '../reports/share-bar';
import { NO_REPORT_DATES } from '../reports/report-query';
import styles from '../reports/reports.module.css';
import { useOrdersReport } from './orders-report-api';
import { statusShares } from './status-shares';

// The status report needs the counts only: one row of data comes with them.
const COUNTS_ONLY = { limit: 1, offset: 0 };

/** Admin spec 2, Status Report: the orders of the header's timeframe by status, with their shares. */
export function StatusReportTab({ scope }: { scope: DashboardScope }) {
  const report = useOrdersReport(NO_REPORT_DATES, scope, COUNTS_ONLY);
  if (report.isError) {
    return <LoadFailure message={REPORT_MESSAGES.loadOrdersFailed} onRetry={() => void report.refetch()} />;
  }
  if (report.data === undefined) return <Spinner label="Loading the status report…" />;
  const shares = statusShares(report.data.statusCounts);
  return (
    <Card>
      <h2 className={styles.heading}>Orders by Status</h2>
      <p className={styles.muted}>{scope.timeframeLabel}</p>
      {shares.length === 0 ? (
        <p className={styles.muted}>{REPORT_MESSAGES.noStatusData}</p>
      ) : (
        <ul className={styles.statusRows}>
          {shares.map((share) => (
            <li key={share.status}>
              <div className={styles.statusRow}>
                <span>{reportStatusLabel(share.status)}</span>
                <span>
                  {share.count} ({formatPercent(share.percent)})
                </span>
              </div>
              <ShareBar label={`${reportStatusLabel(share.status)} share`} percent={share.percent} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
