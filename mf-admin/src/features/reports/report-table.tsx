import type { ReactNode } from 'react';
import styles from './reports.module.css';

/**
 * A report's table in a box that scrolls sideways when the table is wider than the screen. The box
 * takes the keyboard focus, so a keyboard user can scroll it too, and is named for that.
 */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
