import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REVIEW_MESSAGES, REVIEW_SORTS, ReviewSortSchema, type ReviewSort } from '@marketplace/contracts';
import {
  Button,
  Card,
  EmptyState,
  Field,
  Icon,
  Select,
  LoadMore,
  Skeleton,
  StarRating,
  VisuallyHidden,
} from '@marketplace/ui';
import headerStyles from '../layout/screen-header.module.css';
import screen from '../layout/screen.module.css';
import { ReviewCard } from './review-card';
import { ReviewFormDialog } from './review-form-dialog';
import {
  RATING_FILTER_OPTIONS,
  REVIEW_SORT_LABELS,
  emptyReviewsText,
  filterRatingOf,
  formatAverage,
  ratingBars,
  reviewCountText,
  reviewsBackTarget,
  vendorIdParam,
} from './review-query';
import { useReviewEligibility, useReviewPages, useReviewStats } from './reviews-api';
import styles from './reviews.module.css';

/** The title bar: back to the vendor page when opened from it, else back in history (customer spec 2). */
function ReviewsHeader({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const target = reviewsBackTarget(params);
  return (
    <header className={headerStyles.header}>
      <button
        type="button"
        className={`${headerStyles.back} ${styles.backButton}`}
        aria-label="Back"
        onClick={() => (target === -1 ? navigate(-1) : navigate(target))}
      >
        <span aria-hidden="true">←</span>
      </button>
      <h1 className={headerStyles.title}>Reviews</h1>
    </header>
  );
}

function StatsSummary({ vendorId }: { vendorId: number }) {
  const stats = useReviewStats(vendorId);
  if (stats.isPending) {
    return (
      <Card role="status" className={styles.statsCard}>
        <VisuallyHidden>Loading review summary…</VisuallyHidden>
        <Skeleton width="30%" height={40} />
        <Skeleton height={80} />
      </Card>
    );
  }
  if (stats.isError) {
    return (
      <Card role="alert" className={styles.statsCard}>
        <p className={styles.error}>{REVIEW_MESSAGES.fetchStatsFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void stats.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  return (
    <Card className={styles.statsCard}>
      <VisuallyHidden as="h2">Rating Summary</VisuallyHidden>
      <div className={styles.statsGrid}>
        <div className={styles.average} data-testid="review-average">
          <span className={styles.averageValue}>{formatAverage(stats.data.averageRating)}</span>
          <StarRating value={stats.data.averageRating} />
          <span className={styles.muted} data-testid="review-count">
            {reviewCountText(stats.data.totalReviews)}
          </span>
        </div>
        <ul className={styles.bars} aria-label="Rating distribution">
          {ratingBars(stats.data).map((bar) => (
            <li key={bar.stars} className={styles.barRow}>
              <span className={styles.barLabel} aria-hidden="true">
                {bar.stars}
                <Icon name="star" size={12} fill="currentColor" />
              </span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
              </span>
              <span className={styles.barCount} aria-hidden="true">
                {bar.count}
              </span>
              <VisuallyHidden>{`${bar.stars} stars: ${reviewCountText(bar.count)}, ${bar.percent}%`}</VisuallyHidden>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function ReviewList({
  vendorId,
  sortBy,
  filterRating,
}: {
  vendorId: number;
  sortBy: ReviewSort;
  filterRating?: number;
}) {
  const pages = useReviewPages(vendorId, { sortBy, filterRating });
  if (pages.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>Loading reviews…</VisuallyHidden>
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <Card className={styles.review}>
                <Skeleton width="40%" height={20} />
                <Skeleton width="90%" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (pages.isError && pages.data === undefined) {
    return (
      <Card role="alert" className={styles.review}>
        <p className={styles.error}>{REVIEW_MESSAGES.fetchReviewsFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void pages.refetch()}>
          Try Again
        </Button>
      </Card>
    );
  }
  const reviews = pages.data.pages.flat();
  if (reviews.length === 0) {
    const empty = emptyReviewsText(filterRating);
    return <EmptyState icon={<Icon name="star" size={28} />} title={empty.title} text={empty.text} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label="Reviews" data-testid="review-list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} failedText={REVIEW_MESSAGES.fetchReviewsFailed} />
    </>
  );
}

function WriteReview({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const eligibility = useReviewEligibility(vendorId);
  const [open, setOpen] = useState(false);
  if (eligibility.data?.canReview !== true) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        <Icon name="pencil" size={16} />
        Write a Review
      </Button>
      <ReviewFormDialog
        open={open}
        onClose={() => setOpen(false)}
        vendorId={vendorId}
        vendorName={vendorName}
        orderId={eligibility.data.orderId}
      />
    </>
  );
}

/**
 * Customer spec 2, Reviews (/customer/reviews?vendorId=&vendorName=&from=vendor-details): the
 * vendor's summary with per-star bars and all its reviews, sorted and filtered, paged by offset.
 */
export function ReviewsPage() {
  const [params] = useSearchParams();
  const vendorId = vendorIdParam(params);
  const vendorName = params.get('vendorName') ?? '';
  const [sortBy, setSortBy] = useState<ReviewSort>('newest');
  const [filterRating, setFilterRating] = useState<number | undefined>(undefined);

  return (
    <>
      <ReviewsHeader params={params} />
      <main className={screen.content}>
        {vendorId === null ? (
          <EmptyState
            icon={<Icon name="store" size={28} />}
            title={REVIEW_MESSAGES.vendorNotFound}
            text="Open the reviews from a vendor's page."
          />
        ) : (
          <>
            <div className={styles.sectionHeader}>
              {vendorName !== '' && <p className={styles.vendorName}>{vendorName}</p>}
              <WriteReview vendorId={vendorId} vendorName={vendorName} />
            </div>
            <StatsSummary vendorId={vendorId} />
            <div className={styles.controls}>
              <Field label="Sort by">
                {(control) => (
                  <Select
                    {...control}
                    value={sortBy}
                    onChange={(event) => setSortBy(ReviewSortSchema.parse(event.target.value))}
                  >
                    {REVIEW_SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {REVIEW_SORT_LABELS[sort]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field label="Filter by rating">
                {(control) => (
                  <Select
                    {...control}
                    value={filterRating === undefined ? '' : String(filterRating)}
                    onChange={(event) => setFilterRating(filterRatingOf(event.target.value))}
                  >
                    {RATING_FILTER_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
            <ReviewList vendorId={vendorId} sortBy={sortBy} filterRating={filterRating} />
          </>
        )}
      </main>
    </>
  );
}
