import styles from './reports.module.css';

/** A bar as long as a share of a whole (0 to 100), read out as a meter with its value. */
export function ShareBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      className={styles.bar}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 10) / 10}
    >
      <div className={styles.barFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
