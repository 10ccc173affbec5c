import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  HOME_ACTIVE_ORDER_TEXTS,
  readActiveOrder,
  writeActiveOrder,
  type ActiveOrder,
} from '@marketplace/contracts';
import { Card, Icon, buttonClassName } from '@marketplace/ui';
import { ApiError } from '@marketplace/ui/api';
import { saveHomeReferrer } from '../orders/order-referrer';
import { useOrderStatus, useOrderStatusStream } from '../orders/orders-api';
import { activeOrderCard, confirmedActiveOrderCard, withFreshStatus } from './active-order';
import styles from './active-order-card.module.css';

function storedActiveOrder(): ActiveOrder | null {
  try {
    return readActiveOrder(window.localStorage);
  } catch (error) {
    // Customer spec 8: storage failures are only logged.
    console.error('Could not read the active order', error);
    return null;
  }
}

/**
 * Customer spec 2, home: the floating card of the order placed from this browser, until it is
 * delivered. Its status comes from the server (the status call and the order's live stream) and is
 * saved back, so the card hides as soon as the order arrives.
 */
export function ActiveOrderCard() {
  const [saved, setSaved] = useState(storedActiveOrder);
  // The saved order names which status to ask for; the card itself waits for the answer.
  const pending = activeOrderCard(saved);
  const orderId = pending === null ? null : pending.id;
  const status = useOrderStatus(orderId);
  useOrderStatusStream(status.data === undefined ? null : orderId);

  const freshStatus = status.data?.status;
  useEffect(() => {
    if (saved === null || freshStatus === undefined) return;
    const fresh = withFreshStatus(saved, freshStatus);
    if (fresh === null) return;
    try {
      writeActiveOrder(window.localStorage, fresh);
    } catch (error) {
      console.error('Could not save the active order', error);
    }
    setSaved(fresh);
  }, [saved, freshStatus]);

  // Another resident's order saved in this browser is not this resident's to track: it shows
  // once the server has answered its status for them, and not after a 404.
  const notTheirs = status.error instanceof ApiError && status.error.status === 404;
  const card = confirmedActiveOrderCard(saved, freshStatus, notTheirs);
  if (card === null) return null;
  return (
    <>
      {/* Keeps the end of the page scrollable out from under the floating card. */}
      <div className={styles.spacer} aria-hidden="true" />
      <Card className={styles.card} data-testid="active-order-card">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="bike" size={22} />
        </span>
        <div className={styles.text}>
          <h2 className={styles.vendor}>{card.vendor}</h2>
          <p className={styles.status}>{card.statusLabel}</p>
          <p className={styles.meta}>
            {card.itemCount} · {card.total}
          </p>
        </div>
        <Link
          to={card.trackPath}
          className={buttonClassName({ size: 'small' })}
          aria-label={`${HOME_ACTIVE_ORDER_TEXTS.track} your order from ${card.vendor}`}
          onClick={() => saveHomeReferrer()}
        >
          {HOME_ACTIVE_ORDER_TEXTS.track}
        </Link>
      </Card>
    </>
  );
}
