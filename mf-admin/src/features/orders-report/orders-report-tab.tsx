import { useState } from 'react';
import {
  DEFAULT_CATEGORY_LABEL,
  REPORT_MESSAGES,
  REPORTED_ORDER_STATUSES,
  reportStatusLabel,
  type OrdersReportOrder,
  type OrderStatus,
} from '@marketplace/contracts';
import { Button, buttonClassName, Card, Field, QueryView, Select } from '@marketplace/ui';
import type { DashboardScope } from '../reports/dashboard-scope';
import { ReportDateFields } from '../reports/report-controls';
import { ReportRows } from '../reports/report-rows';
import { formatReportAmount, formatReportTime } from '../reports/report-format';
import { NO_REPORT_DATES, reportWindowLabel, type ReportPage } from '../reports/report-query';
import styles from '../reports/reports.module.css';
import { ACTIONS_COLUMN } from '../reports/report-table';
import { ReportTiles } from '../reports/report-tiles';
import { OrderDetailsDialog } from './order-details-dialog';
import { ordersReportExportUrl, useOrdersReport, type OrdersReportFilters } from './orders-report-api';

const PAGE_SIZE = 25;

const sameFilters = (a: OrdersReportFilters, b: OrdersReportFilters) =>
  a.startDate === b.startDate && a.endDate === b.endDate && a.status === b.status;
const FIRST_PAGE: ReportPage = { limit: PAGE_SIZE, offset: 0 };

/**
 * Admin spec 2, Orders Report: filters applied with Apply Filters, the total and per-status counts,
 * the orders a page at a time, each one's details in a dialog, and the whole selection as CSV.
 */
export function OrdersReportTab({ scope }: { scope: DashboardScope }) {
  const [draft, setDraft] = useState<OrdersReportFilters>(NO_REPORT_DATES);
  const [filters, setFilters] = useState<OrdersReportFilters>(NO_REPORT_DATES);
  const [page, setPage] = useState(FIRST_PAGE);
  const [viewing, setViewing] = useState<OrdersReportOrder | null>(null);
  const report = useOrdersReport(filters, scope, page);

  const apply = () => {
    setFilters(draft);
    setPage(FIRST_PAGE);
  };

  return (
    <div className={styles.panel}>
      <Card>
        <form
          className={styles.filters}
          aria-label="Orders report filters"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <ReportDateFields dates={draft} onChange={(dates) => setDraft({ ...draft, ...dates })} />
          <Field label="Status">
            {(control) => (
              <Select
                {...control}
                value={draft.status ?? 'all'}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    status: event.target.value === 'all' ? undefined : (event.target.value as OrderStatus),
                  })
                }
              >
                <option value="all">All</option>
                {REPORTED_ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className={styles.filterActions}>
            <Button type="submit">Apply Filters</Button>
            {/* The export is of the orders shown: with filters changed but not applied, apply first. */}
            {sameFilters(draft, filters) ? (
              <a
                className={buttonClassName({ variant: 'secondary' })}
                href={ordersReportExportUrl(filters, scope)}
                download
              >
                Export CSV
              </a>
            ) : (
              <Button variant="secondary" disabled title="Apply the filters first">
                Export CSV
              </Button>
            )}
          </div>
        </form>
      </Card>

      <QueryView
        query={report}
        failure={REPORT_MESSAGES.loadOrdersFailed}
        loading="Loading the orders report…"
      >
        {(data) => (
          <div className={styles.results} aria-busy={report.isFetching}>
            <p className={styles.muted}>{reportWindowLabel(filters, scope.timeframeLabel)}</p>
            <ReportTiles
              label="Order counts"
              tiles={[
                ['Total Orders', data.totalCount],
                ...REPORTED_ORDER_STATUSES.map(
                  (status) => [reportStatusLabel(status), data.statusCounts[status]] as const,
                ),
              ]}
            />
            <ReportRows
              pagerLabel="Orders report pages"
              heading="Orders"
              label="Orders"
              columns={[
                'Order ID',
                'External ID',
                'Category',
                'Customer',
                'Vendor',
                'Status',
                { label: 'Amount', numeric: true },
                'Created',
                ACTIONS_COLUMN,
              ]}
              empty="No orders match these filters."
              shown={data.data.length}
              total={data.totalCount}
              page={page}
              onPage={setPage}
            >
              {data.data.map((order) => (
                <tr key={order.id}>
                  <td>{order.id}</td>
                  <td>{order.externalOrderId ?? 'N/A'}</td>
                  <td>{order.category || DEFAULT_CATEGORY_LABEL}</td>
                  <td>{order.customerName ?? 'N/A'}</td>
                  <td>{order.restaurantName}</td>
                  <td>{reportStatusLabel(order.status)}</td>
                  <td className={styles.numeric}>{formatReportAmount(order.totalAmount)}</td>
                  <td>{formatReportTime(order.createdAt)}</td>
                  <td>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={`View order ${order.id}`}
                      onClick={() => setViewing(order)}
                    >
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </ReportRows>
          </div>
        )}
      </QueryView>
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
