import { cx } from './class-names';
import styles from './skeleton.module.css';

/** A placeholder block shaped like content that is still loading; hidden from screen readers. */
export function Skeleton({
  width = '100%',
  height = 16,
  round = false,
}: {
  width?: number | string;
  height?: number | string;
  round?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, round && styles.round)}
      style={{ width, height }}
    />
  );
}
