import type { WebhookStatistics } from '@marketplace/contracts';
import { Card } from '@marketplace/ui';
import styles from '../dashboard/dashboard.module.css';
import { formatMs, formatPercent } from './analytics-format';

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className={styles.stat}>
      <h2 className={styles.statLabel}>{label}</h2>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.statNote}>{note}</p>
    </Card>
  );
}

/** Admin spec 2: the four summary cards above the tabs. */
export function SummaryCards({
  statistics,
  timeframeLabel,
}: {
  statistics: WebhookStatistics;
  timeframeLabel: string;
}) {
  return (
    <section className={styles.summary} aria-label="Summary">
      <Stat label="Total Requests" value={String(statistics.totalRequests)} note={timeframeLabel} />
      <Stat
        label="Success Rate"
        value={formatPercent(statistics.successRate)}
        note={`${statistics.successfulRequests} successful`}
      />
      <Stat
        label="Failed Requests"
        value={String(statistics.failedRequests)}
        note="Authentication & processing errors"
      />
      <Stat
        label="Avg Processing Time"
        value={formatMs(statistics.averageProcessingTime)}
        note={`Max: ${formatMs(statistics.maxProcessingTime)}`}
      />
    </section>
  );
}
