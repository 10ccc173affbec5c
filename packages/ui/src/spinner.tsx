import { cx } from './class-names';
import { VisuallyHidden } from './app-frame';
import styles from './spinner.module.css';

/** A busy indicator that screen readers announce by its label. */
export function Spinner({ label = 'Loading…', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.spinner, fullPage && styles.fullPage)}>
      <span className={styles.wheel} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
