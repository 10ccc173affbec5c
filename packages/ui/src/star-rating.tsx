import { useId, useRef } from 'react';
import { cx } from './class-names';
import fieldStyles from './field.module.css';
import { Icon } from './icons/icon';
import { starKeyAction } from './star-keys';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars out of five as one image named "4 out of 5 stars"; half values round to the nearest star. */
export function StarRating({ value, size = 16 }: { value: number; size?: number }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className={styles.stars}>
      {STARS.map((star) => (
        <Icon
          key={star}
          name="star"
          size={size}
          fill={star <= filled ? 'currentColor' : 'none'}
          className={cx(styles.star, star <= filled && styles.filled)}
        />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  legend: string;
  /** null until a star is chosen. */
  value: number | null;
  onChange: (value: number) => void;
  /** The word for each star, shown beside the stars once chosen (1 Poor … 5 Excellent). */
  labels: Readonly<Record<1 | 2 | 3 | 4 | 5, string>>;
  error?: string;
  size?: number;
  /**
   * A deliberate choice of a star: a click or tap, Space or Enter on it. Moving through the stars
   * with the arrow keys only changes `value` (onChange), so a form that acts at once on a star
   * (a one-tap rating) acts on the star the resident meant, not the first one the arrows reach.
   */
  onCommit?: (value: number) => void;
}

/**
 * A 1-5 star choice built on native radio buttons in a radiogroup, so arrow keys, focus and the
 * screen reader's "3 of 5" come from the browser; the stars up to the chosen one are filled.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  labels,
  error,
  size = 32,
  onCommit,
}: StarRatingInputProps) {
  const name = useId();
  // Set by an arrow key until its key-up, so the click the browser sends with the move is not a commit.
  const moving = useRef(false);
  const legendId = useId();
  const errorId = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error !== undefined ? errorId : undefined}
      aria-required="true"
      className={styles.group}
    >
      <span id={legendId} className={fieldStyles.label}>
        {legend}
      </span>
      <div className={styles.choices}>
        {STARS.map((star) => (
          <label key={star} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onClick={
                onCommit &&
                (() => {
                  if (!moving.current) onCommit(star);
                })
              }
              onKeyDown={
                onCommit &&
                ((event) => {
                  const action = starKeyAction(event.key);
                  if (action === 'move') moving.current = true;
                  if (action === 'commit') {
                    event.preventDefault();
                    onChange(star);
                    onCommit(star);
                  }
                })
              }
              onKeyUp={
                onCommit &&
                (() => {
                  moving.current = false;
                })
              }
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}, ${labels[star]}`}
              className={styles.radio}
            />
            <Icon
              name="star"
              size={size}
              fill={value !== null && star <= value ? 'currentColor' : 'none'}
              className={cx(styles.star, value !== null && star <= value && styles.filled)}
            />
          </label>
        ))}
        <span className={styles.word} aria-hidden="true">
          {value !== null ? labels[value as 1 | 2 | 3 | 4 | 5] : ''}
        </span>
      </div>
      {error !== undefined && (
        <p id={errorId} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
