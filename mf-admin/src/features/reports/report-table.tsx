import type { ReactNode } from 'react';
import { VisuallyHidden } from '@marketplace/ui';
import styles from './reports.module.css';

/**
 * A report's table in a box that scrolls sideways when the table is wider than the screen. The box
 * takes the keyboard focus, so a keyboard user can scroll it too; box and table are named alike
 * (the caption is for screen readers: the heading above says it to everyone else).
 */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        {children}
      </table>
    </div>
  );
}
