import type { WebhookStatistics } from '@marketplace/contracts';
import { Badge, Card } from '@marketplace/ui';
import styles from '../dashboard/dashboard.module.css';
import { formatMs, formatPercent } from './analytics-format';

/** Admin spec 2: fixed health lines, shown as the spec's back-office shows them. */
const SYSTEM_HEALTH = [
  { component: 'Webhook Endpoint', state: 'Operational' },
  { component: 'Database Connection', state: 'Active' },
  { component: 'Notification System', state: 'Running' },
] as const;

/** Admin spec 2, Performance: processing times, reliability and the system health panel. */
export function PerformanceTab({ statistics }: { statistics: WebhookStatistics }) {
  return (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <Card className={styles.stat}>
          <h2 className={styles.statLabel}>Average Processing Time</h2>
          <p className={styles.statValue}>{formatMs(statistics.averageProcessingTime)}</p>
        </Card>
        <Card className={styles.stat}>
          <h2 className={styles.statLabel}>Maximum Processing Time</h2>
          <p className={styles.statValue}>{formatMs(statistics.maxProcessingTime)}</p>
        </Card>
        <Card className={styles.stat}>
          <h2 className={styles.statLabel}>Reliability Score</h2>
          <p className={styles.statValue}>{formatPercent(statistics.successRate)}</p>
        </Card>
      </div>
      <Card>
        <h2 className={styles.panelHeading}>System Health</h2>
        <ul className={styles.health}>
          {SYSTEM_HEALTH.map(({ component, state }) => (
            <li key={component} className={styles.healthRow}>
              <span>{component}</span>
              <Badge variant="success">{state}</Badge>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
