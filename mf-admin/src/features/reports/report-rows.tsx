import type { ReactNode } from 'react';
import { Card } from '@marketplace/ui';
import { ReportPager } from './report-controls';
import type { ReportPage } from './report-query';
import { ReportTable, type ReportColumn } from './report-table';
import styles from './reports.module.css';

/**
 * One page of a report's rows under their heading: the table (or what to say when the filters match
 * nothing) and the pager through the whole.
 */
export function ReportRows({
  heading,
  label,
  pagerLabel,
  columns,
  empty,
  shown,
  total,
  page,
  onPage,
  children,
}: {
  heading: string;
  /** Names the table. */
  label: string;
  /** Names the pager's navigation. */
  pagerLabel: string;
  columns: readonly ReportColumn[];
  empty: string;
  /** Rows on this page. */
  shown: number;
  /** Rows matching the filters. */
  total: number;
  page: ReportPage;
  onPage: (page: ReportPage) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 className={styles.heading}>{heading}</h2>
      {shown === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ReportTable label={label} columns={columns}>
          {children}
        </ReportTable>
      )}
      <ReportPager label={pagerLabel} page={page} shown={shown} total={total} onChange={onPage} />
    </Card>
  );
}
