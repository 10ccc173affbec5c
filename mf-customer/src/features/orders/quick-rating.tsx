import { useEffect, useRef, useState } from 'react';
import {
  ORDER_RATING_TEXTS,
  QUICK_RATING_CALLBACK_DELAY_MS,
  RATING_LABELS,
  REVIEW_MESSAGES,
} from '@marketplace/contracts';
import { StarRatingInput, useToast } from '@marketplace/ui';
import { useQuickRating } from './orders-api';
import styles from './orders.module.css';

/**
 * Customer spec 4, quick rating: a star tapped, or chosen with Space or Enter, submits (arrow keys
 * only move the choice) (POST /api/reviews/quick), a thank-you
 * shows, and `onComplete` runs 1.5 s later. A failure says so in a toast and lets the resident tap again.
 */
export function QuickRating({
  vendorId,
  orderId,
  onComplete,
}: {
  vendorId: number;
  orderId: number;
  onComplete?: () => void;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const quick = useQuickRating();
  const { toast } = useToast();
  // The parent passes a new function each render; the 1.5 s must run once from the success.
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  });

  useEffect(() => {
    if (!quick.isSuccess) return;
    const timer = setTimeout(() => completeRef.current?.(), QUICK_RATING_CALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [quick.isSuccess]);

  if (quick.isSuccess) {
    return (
      <p role="status" className={styles.thanks}>
        {ORDER_RATING_TEXTS.quickThanks}
      </p>
    );
  }

  const rate = (stars: number) => {
    if (quick.isPending) return;
    setRating(stars);
    quick.mutate(
      { vendorId, orderId, rating: stars },
      {
        onError: () => {
          setRating(null);
          toast({ title: REVIEW_MESSAGES.quickRatingFailed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <StarRatingInput
      legend={ORDER_RATING_TEXTS.legend}
      value={rating}
      onChange={(stars) => {
        if (!quick.isPending) setRating(stars);
      }}
      onCommit={rate}
      labels={RATING_LABELS}
      size={28}
    />
  );
}
