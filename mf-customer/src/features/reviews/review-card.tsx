import { REVIEW_CATEGORY_LABELS, type Review } from '@marketplace/contracts';
import { Badge, Card, Icon, StarRating, useToast } from '@marketplace/ui';
import { useHelpfulVote } from './reviews-api';
import styles from './reviews.module.css';

const REVIEW_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function reviewDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : REVIEW_DATE.format(date);
}

/** One review (customer spec 3): who, stars, when, text, categories and its helpful count. */
export function ReviewCard({ review }: { review: Review }) {
  const vote = useHelpfulVote();
  const { toast } = useToast();
  return (
    <Card className={styles.review}>
      <div className={styles.reviewHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {review.userInitials}
        </span>
        <div className={styles.reviewer}>
          <h3 className={styles.reviewerName}>{review.userName}</h3>
          <div className={styles.reviewMeta}>
            <StarRating value={review.rating} size={14} />
            <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          </div>
        </div>
      </div>
      {review.review !== null && review.review !== '' && <p className={styles.reviewText}>{review.review}</p>}
      {review.categories.length > 0 && (
        <ul className={styles.chips} aria-label="Categories">
          {review.categories.map((category) => (
            <li key={category}>
              <Badge variant="brand">{REVIEW_CATEGORY_LABELS[category]}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.reviewFooter}>
        <button
          type="button"
          className={styles.helpful}
          aria-pressed={review.markedHelpful}
          disabled={vote.isPending}
          onClick={() =>
            vote.mutate(
              { review },
              {
                onError: (error) => {
                  console.error('Failed to record helpful vote', error);
                  toast({
                    title: 'Error',
                    description: 'Failed to record your vote. Please try again.',
                    variant: 'destructive',
                  });
                },
              },
            )
          }
        >
          <Icon name="thumbs-up" size={16} />
          Helpful ({review.isHelpful})
        </button>
      </div>
    </Card>
  );
}
