import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, reportStatusLabel, type OrdersReportOrder } from '@marketplace/contracts';
import { cx, Dialog } from '@marketplace/ui';
import { Facts } from '../reports/facts';
import { formatReportAmount, formatReportTime } from '../reports/report-format';
import styles from './order-details.module.css';
import { orderTimeline } from './order-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** Admin spec 2: everything the orders report knows of one order, and its status timeline. */
export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: OrdersReportOrder | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={order !== null} onClose={onClose} title={order === null ? 'Order' : `Order #${order.id}`}>
      {order !== null && <OrderDetails order={order} />}
    </Dialog>
  );
}

function OrderDetails({ order }: { order: OrdersReportOrder }) {
  return (
    <div className={styles.sections}>
      <Section title="Order Information">
        <Facts
          facts={[
            ['Order ID', String(order.id)],
            ['External ID', order.externalOrderId ?? 'N/A'],
            ['Category', order.category],
            ['Status', reportStatusLabel(order.status)],
            ['External Status', order.externalStatus ?? 'N/A'],
            ['Created', formatReportTime(order.createdAt)],
            ['Updated', formatReportTime(order.updatedAt)],
          ]}
        />
      </Section>
      <Section title="Customer">
        <Facts
          facts={[
            ['Name', order.customerName ?? 'N/A'],
            ['Phone', order.phoneNumber],
            ['Delivery Address', order.deliveryAddress],
          ]}
        />
      </Section>
      <Section title="Vendor">
        <p>{order.restaurantName}</p>
      </Section>
      <Section title="Items">
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={`${item.name}-${index}`} className={styles.item}>
              <span>
                {item.name}
                <br />
                <small>
                  {formatReportAmount(item.price)} × {item.quantity}
                </small>
              </span>
              <span>{formatReportAmount(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className={styles.itemsTotal}>
          <span>Total Amount</span>
          <span>{formatReportAmount(order.totalAmount)}</span>
        </p>
      </Section>
      <Section title="Payment">
        <Facts
          facts={[
            [
              'Method',
              order.paymentMethod === 'cod' ? PAYMENT_METHOD_LABELS.cod : PAYMENT_METHOD_LABELS.other,
            ],
            ['Status', order.paymentStatus === 'completed' ? 'Completed' : 'Pending'],
            ['Payment ID', order.paymentId ?? 'N/A'],
            ...(order.specialInstructions
              ? [['Special Instructions', order.specialInstructions] as const]
              : []),
          ]}
        />
      </Section>
      <Section title="Status Timeline">
        <ol className={styles.timeline}>
          {orderTimeline(order).map((step) => (
            <li
              key={step.status}
              className={cx(
                styles.step,
                step.state === 'upcoming' && styles.upcoming,
                step.state === 'current' && styles.current,
              )}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              <span>{step.label}</span>
              <span>{step.time === null ? '-' : formatReportTime(step.time)}</span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
