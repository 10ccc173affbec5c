import type { WebhookEventCount } from '@marketplace/contracts';
import { Card } from '@marketplace/ui';
import styles from '../dashboard/dashboard.module.css';
import { ShareBar } from '../reports/share-bar';
import { eventShares } from './analytics-format';

/** Admin spec 2, Events: requests per event with a proportional bar. */
export function EventsTab({ breakdown }: { breakdown: readonly WebhookEventCount[] }) {
  const shares = eventShares(breakdown);
  return (
    <Card>
      <h2 className={styles.panelHeading}>Event Breakdown</h2>
      {shares.length === 0 ? (
        <p className={styles.muted}>No webhook events in this timeframe.</p>
      ) : (
        <ul className={styles.events}>
          {shares.map((share) => (
            <li key={share.event}>
              <div className={styles.eventRow}>
                <span className={styles.eventName}>{share.event}</span>
                <span>{share.count} requests</span>
              </div>
              <ShareBar label={`${share.event} share of requests`} percent={share.percent} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
