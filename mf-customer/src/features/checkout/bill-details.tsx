import { useId } from 'react';
import { BILL_TEXTS } from '@marketplace/contracts';
import { Card, CardTitle, Skeleton, VisuallyHidden } from '@marketplace/ui';
import type { BillView } from './bill';
import styles from './checkout.module.css';

/** Customer spec 2 and 9: the bill the cart and checkout show, row by row, and what to pay. */
export function BillDetails({ view, loading }: { view: BillView; loading: boolean }) {
  const titleId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{BILL_TEXTS.title}</CardTitle>
      {loading ? (
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
