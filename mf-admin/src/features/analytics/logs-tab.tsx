import type { WebhookLogEntry } from '@marketplace/contracts';
import { Badge, Card } from '@marketplace/ui';
import styles from '../dashboard/dashboard.module.css';
import { ReportTable } from '../reports/report-table';
import { formatMs } from './analytics-format';

/** Admin spec 2, Logs: the recent webhook requests. */
export function LogsTab({ logs }: { logs: readonly WebhookLogEntry[] }) {
  return (
    <Card>
      <h2 className={styles.panelHeading}>Recent Webhook Requests</h2>
      {logs.length === 0 ? (
        <p className={styles.muted}>No webhook requests in this timeframe.</p>
      ) : (
        <ReportTable
          label="Recent webhook requests"
          columns={['Timestamp', 'Event', 'Order ID', 'Status', 'Processing Time', 'Source']}
        >
          {logs.map((log) => (
            <tr key={log.id}>
              <td>{new Date(log.timestamp).toLocaleString()}</td>
              <td>{log.event}</td>
              <td>{log.orderId ?? 'N/A'}</td>
              <td>
                {log.success ? (
                  <Badge variant="success">Success</Badge>
                ) : (
                  <Badge variant="destructive">Failed</Badge>
                )}
              </td>
              <td>{formatMs(log.processingTime)}</td>
              <td>
                {log.sourceIp ?? 'unknown'}
                {log.userAgent !== null && (
                  <span className={styles.userAgent} title={log.userAgent}>
                    {log.userAgent}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
    </Card>
  );
}
