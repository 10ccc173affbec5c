import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ORDER_MESSAGES,
  ORDER_TRACKING_TEXTS,
  formatRupeeAmount,
  orderProgressPercent,
  type Order,
} from '@marketplace/contracts';
import { Accordion, Button, Card, Icon, Spinner, VisuallyHidden, buttonClassName, cx } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import { useReviewEligibility } from '../reviews/reviews-api';
import screen from '../layout/screen.module.css';
import { CancelOrder } from './cancel-order';
import { CancelReason, HandoffCode } from './handoff-code';
import { OrderStatusHeader } from './order-status-header';
import { OrderTimeline } from './order-timeline-list';
import { orderIdParam } from './order-referrer';
import { canQuickRate, canRate, quickProgress } from './order-timeline';
import { formatOrderTime, paymentLabel } from './order-view';
import { isFinalStatus, useOrder, useOrderStatusStream, useTrackingStatusRefresh } from './orders-api';
import { QuickRating } from './quick-rating';
import styles from './orders.module.css';

const BACK_TO = '/customer/order-history';

function ProgressCard({ order }: { order: Order }) {
  const percent = orderProgressPercent(order.status);
  return (
    <Card className={styles.section}>
      <OrderStatusHeader order={order} status={order} />
      <div className={styles.row}>
        <span className={styles.percent} data-testid="order-progress-percent">
          {percent}%
        </span>
        {order.estimatedDeliveryTime !== null &&
          order.status !== 'delivered' &&
          order.status !== 'cancelled' && (
            <span className={styles.muted}>
              {`Arriving by ${formatOrderTime(order.estimatedDeliveryTime)}`}
            </span>
          )}
      </div>
      <div
        role="progressbar"
        aria-label={ORDER_TRACKING_TEXTS.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${status}`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      {order.status === 'cancelled' ? (
        <>
          <p className={styles.error}>{ORDER_TRACKING_TEXTS.cancelledText}</p>
          <CancelReason order={order} />
        </>
      ) : (
        <>
          <h3 className={styles.sectionTitle}>{ORDER_TRACKING_TEXTS.quickProgress}</h3>
          <ol className={styles.quick} aria-label={ORDER_TRACKING_TEXTS.quickProgress}>
            {quickProgress(order.status).map((stage) => (
              <li key={stage.label} className={cx(styles.quickStage, stage.done && styles.quickDone)}>
                <span className={styles.dot} aria-hidden="true">
                  {stage.done && <Icon name="check" size={14} />}
                </span>
                <span>
                  {stage.label}
                  {stage.done && <VisuallyHidden>, done</VisuallyHidden>}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

function ItemsAndDelivery({ order }: { order: Order }) {
  const customer = [order.user.firstName, order.user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Card className={styles.section}>
        <h2 className={styles.sectionTitle}>{ORDER_TRACKING_TEXTS.items}</h2>
        <ul className={styles.items}>
          {order.items.map((item, index) => (
            <li key={index} className={styles.row}>
              <span>{`${item.name} (${item.quantity})`}</span>
              <span>{formatRupeeAmount(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <span className={styles.total}>Total</span>
          <span className={styles.total}>{formatRupeeAmount(order.totalAmount)}</span>
        </div>
        <p className={styles.muted}>{paymentLabel(order.paymentMethod)}</p>
      </Card>
      <Card className={styles.section}>
        <h2 className={styles.sectionTitle}>{ORDER_TRACKING_TEXTS.deliveryDetails}</h2>
        <dl className={styles.details}>
          {customer !== '' && (
            <>
              <dt>Name</dt>
              <dd>{customer}</dd>
            </>
          )}
          <dt>Address</dt>
          <dd>{order.deliveryAddress}</dd>
          <dt>Phone</dt>
          <dd>{order.phoneNumber}</dd>
          {order.specialInstructions && (
            <>
              <dt>Instructions</dt>
              <dd>{order.specialInstructions}</dd>
            </>
          )}
          {order.customerSupportNumber && (
            <>
              <dt>Support</dt>
              <dd>
                <a href={`tel:${order.customerSupportNumber}`}>{order.customerSupportNumber}</a>
              </dd>
            </>
          )}
        </dl>
      </Card>
    </>
  );
}

/**
 * The one-tap rating, while this order is the one the resident can review the vendor for: the
 * review is tied to the eligible order, so a tap on another order's page would rate that one.
 */
function QuickRatingWhileReviewable({ order }: { order: Order }) {
  const [done, setDone] = useState(false);
  const [offered, setOffered] = useState(false);
  const eligibility = useReviewEligibility(order.vendorId);
  const eligible = order.rating === null && canQuickRate(eligibility.data, order.id);
  // Once offered it stays until its thank-you is done: the rating itself makes the order no
  // longer eligible (the reviews reload), which must not cut the thank-you short.
  if (eligible && !offered) setOffered(true);
  if (done || !(eligible || offered)) return null;
  return <QuickRating vendorId={order.vendorId} orderId={order.id} onComplete={() => setDone(true)} />;
}

function RateSection({ order }: { order: Order }) {
  if (!canRate(order.status)) return null;
  return (
    <Card className={styles.section}>
      <QuickRatingWhileReviewable order={order} />
      <Link to={`/customer/order/${order.id}/rating`} className={buttonClassName({ fullWidth: true })}>
        {ORDER_TRACKING_TEXTS.rateAndReview}
      </Link>
    </Card>
  );
}

/**
 * Customer spec 2, order tracking (/customer/order-tracking/{orderId}): progress, quick progress,
 * the delivery timeline, items and delivery details. It polls the order and its refreshed status
 * every 10 s and listens to the order's live stream, so a partner's update shows within a second; polling carries on if the stream drops.
 */
export function OrderTrackingPage() {
  const orderId = orderIdParam(useParams().orderId);
  const order = useOrder(orderId);
  // The stream is opened once the order is known to be theirs, and closed once it can move no further.
  useOrderStatusStream(order.data === undefined || isFinalStatus(order.data.status) ? null : orderId);
  useTrackingStatusRefresh(order.data);

  return (
    <>
      <ScreenHeader title={ORDER_TRACKING_TEXTS.title} backTo={BACK_TO} />
      <main className={screen.content}>
        {orderId === null ? (
          <LoadFailed message={ORDER_MESSAGES.invalidOrderId} orderId={null} />
        ) : order.isPending ? (
          <Spinner label="Loading order…" />
        ) : order.isError && order.data === undefined ? (
          <LoadFailed message={order.error.message} orderId={orderId} onRetry={() => void order.refetch()} />
        ) : (
          <>
            <ProgressCard order={order.data} />
            <HandoffCode order={order.data} />
            <CancelOrder order={order.data} />
            <RateSection order={order.data} />
            <Accordion
              headingLevel={2}
              items={[
                {
                  id: 'timeline',
                  title: ORDER_TRACKING_TEXTS.timeline,
                  content: <OrderTimeline order={order.data} />,
                },
              ]}
            />
            <ItemsAndDelivery order={order.data} />
          </>
        )}
      </main>
    </>
  );
}

/** Customer spec 8: 'Unable to Load Order' with the error, the order id, Try Again and View All Orders. */
function LoadFailed({
  message,
  orderId,
  onRetry,
}: {
  message: string;
  orderId: number | null;
  onRetry?: () => void;
}) {
  return (
    <Card role="alert" className={cx(styles.section, styles.centred)}>
      <Icon name="circle-x" size={32} />
      <h2 className={styles.restaurant}>{ORDER_TRACKING_TEXTS.loadFailedTitle}</h2>
      <p className={styles.error}>{message}</p>
      {orderId !== null && <p className={styles.muted}>{`Order ID: ${orderId}`}</p>}
      {onRetry !== undefined && (
        <Button variant="secondary" onClick={onRetry}>
          {ORDER_TRACKING_TEXTS.tryAgain}
        </Button>
      )}
      <Link to={BACK_TO} className={buttonClassName()}>
        {ORDER_TRACKING_TEXTS.viewAllOrders}
      </Link>
    </Card>
  );
}
