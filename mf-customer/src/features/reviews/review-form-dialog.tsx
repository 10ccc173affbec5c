import {
  RATING_LABELS,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
} from '@marketplace/contracts';
import { Button, Dialog, StarRatingInput, TextAreaField, useValidatedForm } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import {
  EMPTY_REVIEW_FORM,
  ReviewFormSchema,
  characterCountText,
  reviewRequestOf,
  toggleCategory,
} from './review-form';
import { useCreateReview } from './reviews-api';
import styles from './reviews.module.css';

export interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  vendorId: number;
  vendorName: string;
  /** The order the review rates, from the review eligibility call. */
  orderId: number | null | undefined;
}

/** Customer spec 5, review form: a dialog with stars, text and categories. */
export function ReviewFormDialog({ open, onClose, vendorId, vendorName, orderId }: ReviewFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Write a Review" description={vendorName}>
      {open && <ReviewForm vendorId={vendorId} orderId={orderId} onDone={onClose} />}
    </Dialog>
  );
}

function ReviewForm({
  vendorId,
  orderId,
  onDone,
}: {
  vendorId: number;
  orderId: number | null | undefined;
  onDone: () => void;
}) {
  const form = useValidatedForm(ReviewFormSchema, EMPTY_REVIEW_FORM);
  const { values, errors } = form;
  const create = useCreateReview();

  return (
    <form
      className={screen.form}
      noValidate
      onSubmit={form.handleSubmit((data) =>
        create.mutate(reviewRequestOf(vendorId, orderId, data), {
          onSuccess: onDone,
          onError: (error) => console.error(REVIEW_MESSAGES.submitFailed, error),
        }),
      )}
    >
      <StarRatingInput
        legend="Your Rating"
        value={values.rating}
        onChange={(rating) => form.setValue('rating', rating)}
        labels={RATING_LABELS}
        error={errors.rating}
      />
      <TextAreaField
        label="Your Review"
        rows={4}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        placeholder="Share your experience"
        hint={characterCountText(values.review)}
        {...form.field('review')}
      />
      <div role="group" aria-labelledby="review-categories-label" className={styles.categoryGroup}>
        <span id="review-categories-label" className={styles.fieldLabel}>
          Categories
        </span>
        <div className={styles.chips}>
          {REVIEW_CATEGORIES.map((category) => {
            const chosen = values.categories.includes(category);
            return (
              <button
                key={category}
                type="button"
                aria-pressed={chosen}
                className={styles.chipToggle}
                onClick={() => form.setValue('categories', toggleCategory(values.categories, category))}
              >
                {REVIEW_CATEGORY_LABELS[category]}
              </button>
            );
          })}
        </div>
      </div>
      {create.isError && (
        <p role="alert" className={styles.error}>
          {REVIEW_MESSAGES.submitFailed}
        </p>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
