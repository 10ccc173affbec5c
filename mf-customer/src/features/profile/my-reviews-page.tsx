import { Link } from 'react-router-dom';
import { MY_REVIEWS_TEXTS, PROFILE_TEXTS } from '@marketplace/contracts';
import { Badge, Card, EmptyState, Icon, buttonClassName } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { SAMPLE_REVIEWS, type ResidentReview } from './sample-reviews';
import { VendorThumbnail } from './vendor-thumbnail';
import styles from './profile.module.css';

const REVIEW_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function ReviewCard({ review }: { review: ResidentReview }) {
  return (
    <Card>
      <div className={styles.reviewHeader}>
        <VendorThumbnail name={review.vendorName} icon={review.vendorIcon} small />
        <div className={styles.reviewVendor}>
          <h2 className={styles.vendorName}>{review.vendorName}</h2>
          <time dateTime={review.date} className={styles.meta}>
            {REVIEW_DATE.format(new Date(`${review.date}T00:00:00`))}
          </time>
        </div>
        <span className={styles.rating}>
          <Icon name="star" size={16} fill="currentColor" className={styles.star} />
          {`${review.rating}/5`}
        </span>
      </div>
      <ul className={styles.chips} aria-label="Items ordered">
        {review.items.map((item) => (
          <li key={item}>
            <Badge variant="outline">{item}</Badge>
          </li>
        ))}
      </ul>
      <p className={styles.reviewText}>{review.text}</p>
    </Card>
  );
}

/** Customer spec 2, My Reviews: sample reviews only, none of them loaded from a server. */
export function MyReviewsPage() {
  const reviews = SAMPLE_REVIEWS;
  return (
    <>
      <ScreenHeader title={PROFILE_TEXTS.menu.reviews} backTo="/customer/profile" />
      <main className={screen.content}>
        {reviews.length === 0 ? (
          <EmptyState
            icon={<Icon name="star" size={28} />}
            title={MY_REVIEWS_TEXTS.emptyTitle}
            text={MY_REVIEWS_TEXTS.emptyText}
            action={
              <Link to="/customer" className={buttonClassName()}>
                {MY_REVIEWS_TEXTS.startOrdering}
              </Link>
            }
          />
        ) : (
          <ul className={styles.cardList}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
