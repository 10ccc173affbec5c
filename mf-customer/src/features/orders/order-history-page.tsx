import { Link } from 'react-router-dom';
import { ORDER_HISTORY_TEXTS, type Order } from '@marketplace/contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Icon,
  LoadMore,
  Skeleton,
  VisuallyHidden,
  buttonClassName,
  cx,
} from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { BottomNav } from '../navigation/bottom-nav';
import { orderCardView } from './order-view';
import { useUserOrderPages } from './orders-api';
import styles from './orders.module.css';

function OrderCard({ order }: { order: Order }) {
  const view = orderCardView(order);
  return (
    <Card className={styles.card} data-testid="order-card">
      {/* The whole summary is the link to tracking (customer spec 2: tapping a card tracks it). */}
      <Link
        to={view.trackPath}
        className={styles.cardLink}
        aria-label={`${view.restaurantName}, ${view.orderNumber}`}
      >
        <div className={styles.cardHeader}>
          <div>
            <h2 className={styles.restaurant}>{view.restaurantName}</h2>
            <p className={styles.muted}>{view.orderNumber}</p>
          </div>
          <Badge variant={view.statusTone}>{view.statusLabel}</Badge>
        </div>
        <ul className={styles.items} aria-label="Items">
          {view.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
        <p className={styles.muted}>
          <time dateTime={order.createdAt}>{view.placedAt}</time>
        </p>
        <p className={styles.muted}>{view.address}</p>
        <div className={styles.row}>
          <span className={styles.total}>{view.total}</span>
          <span className={styles.muted}>{view.payment}</span>
        </div>
      </Link>
      <div className={styles.actions}>
        <Link to={view.trackPath} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          {ORDER_HISTORY_TEXTS.trackOrder}
        </Link>
        {view.reorderPath !== null && (
          <Link to={view.reorderPath} className={buttonClassName({ size: 'small' })}>
            {ORDER_HISTORY_TEXTS.reorder}
          </Link>
        )}
      </div>
    </Card>
  );
}

function OrderList() {
  const pages = useUserOrderPages();
  const orders = pages.data?.pages.flat();
  if (pages.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>Loading your orders…</VisuallyHidden>
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Card className={styles.card}>
                <Skeleton width="50%" height={20} />
                <Skeleton width="80%" />
                <Skeleton width="30%" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  // A failed poll keeps the list on screen; only a list never loaded shows the error.
  if (pages.isError && orders === undefined) {
    return (
      <Card role="alert" className={cx(styles.card, styles.centred)}>
        <p className={styles.error}>{ORDER_HISTORY_TEXTS.loadFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void pages.refetch()}>
          {ORDER_HISTORY_TEXTS.retry}
        </Button>
      </Card>
    );
  }
  if (orders === undefined || orders.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="receipt" size={28} />}
        title={ORDER_HISTORY_TEXTS.emptyTitle}
        text={ORDER_HISTORY_TEXTS.emptyText}
        action={
          <Link to="/customer/directory" className={buttonClassName()}>
            {ORDER_HISTORY_TEXTS.browseRestaurants}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count} data-testid="orders-found">
        {ORDER_HISTORY_TEXTS.ordersFound(orders.length)}
      </p>
      <ul className={styles.list} aria-label="Orders">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <LoadMore
        pages={pages}
        failedText={ORDER_HISTORY_TEXTS.loadMoreFailed}
        loadMoreText={ORDER_HISTORY_TEXTS.loadMore}
        loadingText={ORDER_HISTORY_TEXTS.loadingMore}
      />
    </>
  );
}

/** Customer spec 2, order history (/customer/order-history, the Orders tab), polled every 30 s. */
export function OrderHistoryPage() {
  return (
    <>
      <ScreenHeader title={ORDER_HISTORY_TEXTS.title} backTo="/customer" />
      <main className={cx(screen.content, screen.withBottomNav)}>
        <OrderList />
      </main>
      <BottomNav />
    </>
  );
}
