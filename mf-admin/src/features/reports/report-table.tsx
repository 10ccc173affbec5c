import type { ReactNode } from 'react';
import { VisuallyHidden } from '@marketplace/ui';
import styles from './reports.module.css';

/** A column heading: its text, right-aligned for figures, or read out only (a column of buttons). */
export type ReportColumn = string | { label: string; numeric?: boolean; visuallyHidden?: boolean };

function ColumnHeading({ column }: { column: ReportColumn }) {
  const {
    label,
    numeric = false,
    visuallyHidden = false,
  } = typeof column === 'string' ? { label: column } : column;
  return (
    <th scope="col" className={numeric ? styles.numeric : undefined}>
      {visuallyHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
    </th>
  );
}

/**
 * A report's table in a box that scrolls sideways when the table is wider than the screen. The box
 * takes the keyboard focus, so a keyboard user can scroll it too; box and table are named alike
 * (the caption is for screen readers: the heading above says it to everyone else). The rows are
 * the children.
 */
export function ReportTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly ReportColumn[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={typeof column === 'string' ? column : column.label} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last column of a table whose rows end in buttons. */
export const ACTIONS_COLUMN: ReportColumn = { label: 'Actions', visuallyHidden: true };
