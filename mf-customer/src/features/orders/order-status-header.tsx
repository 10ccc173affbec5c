import { displayedOrderStatus, type Order } from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { statusTone } from './order-view';
import styles from './orders.module.css';

/**
 * The head of the details and tracking cards: restaurant, order number and the status badge, read
 * from the status given (details shows the status call's answer, tracking the order's own).
 */
export function OrderStatusHeader({
  order,
  status,
}: {
  order: Pick<Order, 'restaurantName' | 'orderNumber'>;
  status: Pick<Order, 'status' | 'externalStatus'>;
}) {
  return (
    <div className={styles.cardHeader}>
      <div>
        <h2 className={styles.restaurant}>{order.restaurantName}</h2>
        <p className={styles.muted}>{order.orderNumber}</p>
      </div>
      <Badge variant={statusTone(status.status)}>
        <span data-testid="order-status">{displayedOrderStatus(status)}</span>
      </Badge>
    </div>
  );
}
