import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ORDER_DETAILS_TEXTS,
  ORDER_HISTORY_TEXTS,
  ORDER_MESSAGES,
  MOCK_PAYMENT_TEXTS,
  displayedOrderStatus,
  formatRupeeAmount,
  orderProgressPercent,
  type Order,
  type OrderStatusResponse,
} from '@marketplace/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  Spinner,
  buttonClassName,
  cx,
  useToast,
} from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { CancelOrder } from './cancel-order';
import { CancelReason, HandoffCode } from './handoff-code';
import { detailsBackTarget, forgetDetailsReferrer, orderIdParam } from './order-referrer';
import { OrderStatusHeader } from './order-status-header';
import { OrderTimeline } from './order-timeline-list';
import { formatOrderTime } from './order-view';
import {
  isFinalStatus,
  useOrder,
  useOrderStatus,
  useOrderStatusStream,
  useRefreshOrderStatus,
} from './orders-api';
import styles from './orders.module.css';
import { findMockPaymentOrder, localStore } from './mock-payment-order';
import type { MockPaymentOrder } from '../checkout/mock-payment';

/** Refresh Status with the spec's three toasts (customer spec 8). */
function RefreshStatusButton({ orderId }: { orderId: number }) {
  const refresh = useRefreshOrderStatus(orderId);
  const { toast } = useToast();
  const run = () => {
    toast({ title: ORDER_DETAILS_TEXTS.refreshing });
    refresh.mutate(undefined, {
      onSuccess: () => toast({ title: ORDER_DETAILS_TEXTS.refreshed }),
      onError: () =>
        toast({
          title: ORDER_DETAILS_TEXTS.refreshFailedTitle,
          description: ORDER_DETAILS_TEXTS.refreshFailed,
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button variant="secondary" fullWidth onClick={run} disabled={refresh.isPending}>
      <Icon name="refresh-cw" size={16} />
      {ORDER_DETAILS_TEXTS.refreshStatus}
    </Button>
  );
}

function StatusCard({ order, status }: { order: Order; status: OrderStatusResponse }) {
  const shown = { ...order, status: status.status, externalStatus: status.externalStatus };
  const percent = orderProgressPercent(status.status);
  return (
    <Card className={styles.section}>
      <OrderStatusHeader order={order} status={shown} />
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%, ${displayedOrderStatus(shown)}`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <OrderTimeline order={shown} />
      <CancelReason order={{ status: status.status, cancelReason: order.cancelReason }} />
      <dl className={styles.details}>
        <dt>{ORDER_DETAILS_TEXTS.lastUpdated}</dt>
        <dd data-testid="status-last-updated">{formatOrderTime(status.lastUpdated)}</dd>
        {status.estimatedDeliveryTime !== null && (
          <>
            <dt>{ORDER_DETAILS_TEXTS.estimatedDelivery}</dt>
            <dd>{formatOrderTime(status.estimatedDeliveryTime)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>{formatRupeeAmount(order.totalAmount)}</dd>
      </dl>
    </Card>
  );
}

/** The mock payment's fake order, from this browser: it has no server status to poll or refresh. */
function MockOrderCard({ order }: { order: MockPaymentOrder }) {
  const label = ORDER_DETAILS_TEXTS.mockStatusLabels[order.status];
  return (
    <Card className={styles.section} data-testid="mock-order">
      <div className={styles.cardHeader}>
        <h2 className={styles.restaurant}>{ORDER_DETAILS_TEXTS.mockOrderTitle}</h2>
        <Badge variant="success">
          <span data-testid="order-status">{label}</span>
        </Badge>
      </div>
      <p className={styles.muted}>{MOCK_PAYMENT_TEXTS.mockNotice}</p>
      <dl className={styles.details}>
        <dt>{ORDER_DETAILS_TEXTS.placedAt}</dt>
        <dd>{formatOrderTime(order.createdAt)}</dd>
        <dt>{ORDER_DETAILS_TEXTS.paymentMethod}</dt>
        <dd>{MOCK_PAYMENT_TEXTS.methods[order.method].label}</dd>
        <dt>{ORDER_DETAILS_TEXTS.paymentId}</dt>
        <dd>{order.paymentId}</dd>
        <dt>Total</dt>
        <dd>{formatRupeeAmount(order.total)}</dd>
      </dl>
    </Card>
  );
}

/**
 * Customer spec 2, order details (/customer/order-details/{orderId}): the status page. Its status
 * call is polled every 5 minutes and can be refreshed from the partner; the live stream keeps it
 * current in between. Back goes home when the home card opened it, else to the order history.
 */
export function OrderDetailsPage() {
  const orderId = orderIdParam(useParams().orderId);
  const [backTo] = useState(() => detailsBackTarget());
  useEffect(() => forgetDetailsReferrer(), []);
  // The mock payment opens its fake order here; the server knows nothing of it, so nothing is asked.
  const mock = useMemo(() => findMockPaymentOrder(localStore(), orderId), [orderId]);
  const serverId = mock === null ? orderId : null;
  const order = useOrder(serverId, { poll: false });
  const status = useOrderStatus(serverId);
  useOrderStatusStream(status.data === undefined || isFinalStatus(status.data.status) ? null : serverId);

  let content;
  if (mock !== null) {
    content = <MockOrderCard order={mock} />;
  } else if (orderId === null) {
    content = (
      <EmptyState
        icon={<Icon name="receipt" size={28} />}
        title={ORDER_MESSAGES.invalidOrderId}
        text={ORDER_HISTORY_TEXTS.emptyText}
        action={
          <Link to="/customer/order-history" className={buttonClassName()}>
            {ORDER_HISTORY_TEXTS.title}
          </Link>
        }
      />
    );
  } else if (status.isPending || order.isPending) {
    content = <Spinner label="Loading order status…" />;
  } else if (status.data === undefined || order.data === undefined) {
    // A failed poll keeps the page; only a status never loaded shows the failure.
    content = (
      <Card role="alert" className={cx(styles.section, styles.centred)}>
        <p className={styles.error}>{ORDER_DETAILS_TEXTS.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void status.refetch();
            void order.refetch();
          }}
        >
          {ORDER_DETAILS_TEXTS.tryAgain}
        </Button>
      </Card>
    );
  } else {
    content = (
      <>
        <StatusCard order={order.data} status={status.data} />
        <HandoffCode order={order.data} />
        <RefreshStatusButton orderId={orderId} />
        <CancelOrder order={{ ...order.data, status: status.data.status }} />
        <Link to={`/customer/order-tracking/${orderId}`} className={buttonClassName({ fullWidth: true })}>
          {ORDER_HISTORY_TEXTS.trackOrder}
        </Link>
      </>
    );
  }

  return (
    <>
      <ScreenHeader title={ORDER_DETAILS_TEXTS.title} backTo={backTo} />
      <main className={screen.content}>{content}</main>
    </>
  );
}
