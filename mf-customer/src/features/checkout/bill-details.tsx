import { useId } from 'react';
import { BILL_TEXTS } from '@marketplace/contracts';
import { Button, Card, CardTitle, Skeleton, VisuallyHidden, cx } from '@marketplace/ui';
import type { CartBill } from './use-cart-bill';
import styles from './checkout.module.css';

/**
 * Customer spec 2 and 9: the bill the cart and checkout show, row by row, and what to pay. A bill
 * whose billing config could not be read says so, with a retry, instead of the items alone.
 */
export function BillDetails({ bill }: { bill: Pick<CartBill, 'view' | 'loading' | 'failed' | 'retry'> }) {
  const titleId = useId();
  const { view } = bill;
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{BILL_TEXTS.title}</CardTitle>
      {bill.failed ? (
        <div role="alert" className={cx(styles.alert, styles.billFailed)}>
          <p>{BILL_TEXTS.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={bill.retry}>
            {BILL_TEXTS.retry}
          </Button>
        </div>
      ) : bill.loading ? (
        <div role="status">
          <VisuallyHidden>{BILL_TEXTS.loading}</VisuallyHidden>
          <Skeleton width="100%" />
          <Skeleton width="80%" />
        </div>
      ) : (
        <>
          <dl className={styles.rows}>
            {view.rows.map((row) => (
              <div key={row.key} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.amount}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.total}>
            <span>{BILL_TEXTS.total}</span>
            <span>{view.total}</span>
          </p>
        </>
      )}
    </Card>
  );
}
