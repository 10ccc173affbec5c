import { Link, useSearchParams } from 'react-router-dom';
import {
  DELIVERY_ESTIMATE_MINUTES_TEXT,
  ORDER_CONFIRMATION_REDIRECT_MS,
  ORDER_CONFIRMATION_TEXTS,
  formatOrderNumber,
} from '@marketplace/contracts';
import { Card, Icon, buttonClassName } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import { useOrder } from '../orders/orders-api';
import { orderIdFromQuery } from './order-id';
import { useDelayedNavigation, useSecondsLeft } from './use-delayed-navigation';
import styles from './checkout.module.css';

/**
 * Customer spec 2, Order confirmation (/customer/order-confirmation?orderId=): the order's number,
 * the delivery estimate, and the ways on; home by itself after 10 seconds.
 */
export function OrderConfirmationPage() {
  const [searchParams] = useSearchParams();
  const orderId = orderIdFromQuery(searchParams.get('orderId'));
  // Checkout left the placed order in the cache; nothing on this screen moves, so it is not polled.
  const order = useOrder(orderId, { poll: false });
  useDelayedNavigation('/customer', ORDER_CONFIRMATION_REDIRECT_MS);
  const secondsLeft = useSecondsLeft(ORDER_CONFIRMATION_REDIRECT_MS);

  // Spec 2: an order number the server did not (yet) give reads as the short prefix and the id.
  const orderNumber = order.data?.orderNumber ?? (orderId === null ? null : formatOrderNumber(orderId));
  const paidOnline = order.data?.paymentStatus === 'completed';

  return (
    <main className={screen.content}>
      <Card className={styles.success}>
        <span className={styles.successIcon} aria-hidden="true">
          <Icon name="circle-check" size={40} />
        </span>
        <h1 className={styles.successTitle}>
          {paidOnline ? ORDER_CONFIRMATION_TEXTS.paidTitle : ORDER_CONFIRMATION_TEXTS.title}
        </h1>
        <p className={styles.muted}>{ORDER_CONFIRMATION_TEXTS.text}</p>
        <dl className={styles.details}>
          {orderNumber !== null && (
            <div className={styles.row}>
              <dt>{ORDER_CONFIRMATION_TEXTS.orderNumber}</dt>
              <dd>{orderNumber}</dd>
            </div>
          )}
          <div className={styles.row}>
            <dt>{ORDER_CONFIRMATION_TEXTS.estimatedDelivery}</dt>
            <dd>{DELIVERY_ESTIMATE_MINUTES_TEXT}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Link
            to={orderId === null ? '/customer/order-history' : `/customer/order-tracking/${orderId}`}
            className={buttonClassName({ fullWidth: true })}
          >
            {ORDER_CONFIRMATION_TEXTS.trackOrder}
          </Link>
          <Link to="/customer" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
            {ORDER_CONFIRMATION_TEXTS.continueShopping}
          </Link>
        </div>
        <p className={styles.muted}>{ORDER_CONFIRMATION_TEXTS.redirectNotice(secondsLeft)}</p>
      </Card>
    </main>
  );
}
