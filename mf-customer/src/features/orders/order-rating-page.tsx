import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ORDER_MESSAGES,
  ORDER_RATING_TEXTS,
  RATING_LABELS,
  RATING_REMARKS_MAX_LENGTH,
} from '@marketplace/contracts';
import {
  Button,
  Card,
  EmptyState,
  Icon,
  StarRating,
  StarRatingInput,
  TextAreaField,
  buttonClassName,
  cx,
} from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { orderIdParam } from './order-referrer';
import { checkOrderRating, ratingFailureText } from './order-rating';
import { useOrder, useRateOrder } from './orders-api';
import styles from './orders.module.css';

const HISTORY = '/customer/order-history';

function RatingForm({ orderId }: { orderId: number }) {
  const order = useOrder(orderId, { poll: false });
  const rate = useRateOrder();
  const [rating, setRating] = useState<number | null>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!rate.isSuccess && order.data?.rating != null) {
    return (
      <Card className={cx(styles.section, styles.centred)}>
        <h2 className={styles.restaurant}>{ORDER_RATING_TEXTS.alreadyRated}</h2>
        <StarRating value={order.data.rating} size={24} />
        {order.data.ratingRemarks !== null && <p className={styles.muted}>{order.data.ratingRemarks}</p>}
        <Link to={HISTORY} className={buttonClassName()}>
          {ORDER_RATING_TEXTS.backToOrders}
        </Link>
      </Card>
    );
  }

  if (rate.isSuccess) {
    return (
      <Card className={cx(styles.section, styles.centred)} role="status">
        <Icon name="circle-check" size={40} />
        <h2 className={styles.restaurant}>{ORDER_RATING_TEXTS.thankYouTitle}</h2>
        <p className={styles.muted}>{ORDER_RATING_TEXTS.thankYouText}</p>
        <Link to={HISTORY} className={buttonClassName()}>
          {ORDER_RATING_TEXTS.backToOrders}
        </Link>
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOrderRating(orderId, rating, remarks);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    rate.mutate(checked.request, { onError: (failure) => setError(ratingFailureText(failure)) });
  };

  return (
    <Card className={styles.section}>
      {order.data !== undefined && (
        <div>
          <h2 className={styles.restaurant}>{order.data.restaurantName}</h2>
          <p className={styles.muted}>{order.data.orderNumber}</p>
        </div>
      )}
      <form className={screen.form} onSubmit={submit} noValidate>
        <StarRatingInput
          legend={ORDER_RATING_TEXTS.legend}
          value={rating}
          onChange={(stars) => {
            setRating(stars);
            setError(null);
          }}
          labels={RATING_LABELS}
          // The group names the error as its description (aria-describedby) and announces it.
          error={error ?? undefined}
        />
        <TextAreaField
          label={ORDER_RATING_TEXTS.remarksLabel}
          placeholder={ORDER_RATING_TEXTS.remarksPlaceholder}
          value={remarks}
          maxLength={RATING_REMARKS_MAX_LENGTH}
          rows={4}
          hint={`${remarks.length}/${RATING_REMARKS_MAX_LENGTH}`}
          onChange={(event) => setRemarks(event.target.value)}
        />
        <Button type="submit" fullWidth disabled={rate.isPending}>
          {rate.isPending ? ORDER_RATING_TEXTS.submitting : ORDER_RATING_TEXTS.submit}
        </Button>
      </form>
    </Card>
  );
}

/**
 * Customer spec 2 and 5, order rating (/customer/order/{orderId}/rating): stars from Poor to
 * Excellent and optional remarks (trimmed, at most 500), POST /api/orders/rating, then Thank You.
 */
export function OrderRatingPage() {
  const orderId = orderIdParam(useParams().orderId);
  return (
    <>
      <ScreenHeader
        title={ORDER_RATING_TEXTS.title}
        backTo={orderId === null ? HISTORY : `/customer/order-tracking/${orderId}`}
      />
      <main className={screen.content}>
        {orderId === null ? (
          <EmptyState
            icon={<Icon name="circle-x" size={28} />}
            title={ORDER_MESSAGES.invalidOrderId}
            text={ORDER_RATING_TEXTS.invalidOrderHint}
            action={
              <Link to={HISTORY} className={buttonClassName()}>
                {ORDER_RATING_TEXTS.backToOrders}
              </Link>
            }
          />
        ) : (
          <RatingForm orderId={orderId} />
        )}
      </main>
    </>
  );
}
