import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { REVIEW_MESSAGES } from '@marketplace/contracts';
import { Button, Icon, Skeleton, StarRating, VisuallyHidden, buttonClassName } from '@marketplace/ui';
import { ReviewCard } from './review-card';
import { ReviewFormDialog } from './review-form-dialog';
import { formatAverage, reviewCountText, reviewsScreenPath } from './review-query';
import { useLatestReviews, useReviewEligibility, useReviewStats } from './reviews-api';
import styles from './reviews.module.css';

/**
 * The vendor page's Reviews tab (customer spec 2 and 9): the average and count, the newest
 * VENDOR_PAGE_REVIEW_COUNT reviews, a link to all of them and, for a resident who ordered from
 * the vendor, the review form.
 */
export function VendorReviewsSummary({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const stats = useReviewStats(vendorId);
  const latest = useLatestReviews(vendorId);
  const eligibility = useReviewEligibility(vendorId);
  const [writing, setWriting] = useState(false);
  const headingId = useId();
  const canReview = eligibility.data?.canReview === true;

  let summary;
  if (stats.isPending) {
    summary = <Skeleton width="50%" height={28} />;
  } else if (stats.isError) {
    summary = (
      <p role="alert" className={styles.error}>
        {REVIEW_MESSAGES.fetchStatsFailed}
      </p>
    );
  } else {
    summary = (
      <div className={styles.averageRow}>
        <span className={styles.averageSmall}>{formatAverage(stats.data.averageRating)}</span>
        <StarRating value={stats.data.averageRating} />
        <span className={styles.muted}>{reviewCountText(stats.data.totalReviews)}</span>
      </div>
    );
  }

  let list;
  if (latest.isPending) {
    list = (
      <div role="status">
        <VisuallyHidden>Loading reviews…</VisuallyHidden>
        <Skeleton height={72} />
      </div>
    );
  } else if (latest.isError) {
    list = (
      <p role="alert" className={styles.error}>
        {REVIEW_MESSAGES.fetchReviewsFailed}
      </p>
    );
  } else if (latest.data.length === 0) {
    list = <p className={styles.muted}>No reviews yet. Be the first to share your experience.</p>;
  } else {
    list = (
      <ul className={styles.list} aria-label="Latest reviews">
        {latest.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.summarySection}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Reviews
        </h2>
        {canReview && (
          <Button size="small" onClick={() => setWriting(true)}>
            <Icon name="pencil" size={16} />
            Write a Review
          </Button>
        )}
      </div>
      {summary}
      {list}
      <Link
        to={reviewsScreenPath(vendorId, vendorName)}
        className={buttonClassName({ variant: 'secondary', fullWidth: true })}
      >
        View All Reviews
      </Link>
      <ReviewFormDialog
        open={writing}
        onClose={() => setWriting(false)}
        vendorId={vendorId}
        vendorName={vendorName}
        orderId={eligibility.data?.orderId}
      />
    </section>
  );
}
