import { ORDER_TRACKING_TEXTS, type Order } from '@marketplace/contracts';
import { Card, cx } from '@marketplace/ui';
import styles from './orders.module.css';

/**
 * Issue 24: while a local vendor's order is on its way, the 4-digit code the resident gives at the
 * door (the vendor enters it to mark the order delivered). Tracking and details show the same card.
 */
export function HandoffCode({ order }: { order: Pick<Order, 'handoffCode'> }) {
  if (order.handoffCode === null) return null;
  return (
    <Card className={cx(styles.section, styles.centred)} aria-labelledby="handoff-code-title">
      <h2 id="handoff-code-title" className={styles.sectionTitle}>
        {ORDER_TRACKING_TEXTS.handoffTitle}
      </h2>
      <p className={styles.handoffCode} data-testid="handoff-code">
        {order.handoffCode}
      </p>
      <p className={styles.muted}>{ORDER_TRACKING_TEXTS.handoffHint}</p>
    </Card>
  );
}

/** Why the order was cancelled, when the vendor or the system said (rejected, not answered in time). */
export function CancelReason({ order }: { order: Pick<Order, 'status' | 'cancelReason'> }) {
  if (order.status !== 'cancelled' || !order.cancelReason) return null;
  return (
    <p className={styles.error} data-testid="order-cancel-reason">
      {ORDER_TRACKING_TEXTS.cancelReason(order.cancelReason)}
    </p>
  );
}
