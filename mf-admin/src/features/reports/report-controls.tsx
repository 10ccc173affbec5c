import { Button, TextField } from '@marketplace/ui';
import styles from './reports.module.css';
import { pageSummary, type ReportDates, type ReportPage } from './report-query';

/** Admin spec 2: a report's start and end date filters (days; empty means the header's timeframe). */
export function ReportDateFields({
  dates,
  onChange,
}: {
  dates: ReportDates;
  onChange: (dates: ReportDates) => void;
}) {
  return (
    <>
      <TextField
        label="Start Date"
        type="date"
        value={dates.startDate}
        max={dates.endDate || undefined}
        onChange={(event) => onChange({ ...dates, startDate: event.target.value })}
      />
      <TextField
        label="End Date"
        type="date"
        value={dates.endDate}
        min={dates.startDate || undefined}
        onChange={(event) => onChange({ ...dates, endDate: event.target.value })}
      />
    </>
  );
}

/** Previous and Next through a report's pages, with where this page sits in the whole. */
export function ReportPager({
  label,
  page,
  shown,
  total,
  onChange,
}: {
  label: string;
  page: ReportPage;
  shown: number;
  total: number;
  onChange: (page: ReportPage) => void;
}) {
  const hasPrevious = page.offset > 0;
  const hasNext = page.offset + shown < total;
  return (
    <nav className={styles.pager} aria-label={label}>
      <span className={styles.muted}>{pageSummary(page, shown, total)}</span>
      <div className={styles.pagerButtons}>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasPrevious}
          onClick={() => onChange({ ...page, offset: Math.max(0, page.offset - page.limit) })}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasNext}
          onClick={() => onChange({ ...page, offset: page.offset + page.limit })}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
