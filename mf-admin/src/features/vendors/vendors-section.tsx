import { useEffect, useState } from 'react';
import {
  ADMIN_VENDORS_TEXTS,
  STORE_STATUSES,
  VENDOR_KINDS,
  type AdminVendor,
  type StoreStatus,
  type VendorKind,
} from '@marketplace/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  QueryView,
  Select,
  TextField,
  VisuallyHidden,
  useToast,
} from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { useDebouncedValue } from '../communities/use-debounced-value';
import { ReportPager } from '../reports/report-controls';
import type { ReportPage } from '../reports/report-query';
import reports from '../reports/reports.module.css';
import { ReportTable, type ReportColumn } from '../reports/report-table';
import { InviteMemberDialog } from './invite-member-dialog';
import { SuspendVendorDialog } from './suspend-vendor-dialog';
import { formatAcceptMinutes, formatRating, formatShare, memberLines, missingParts } from './vendor-format';
import {
  FIRST_VENDORS_PAGE,
  NO_VENDOR_FILTERS,
  pageAfterShrink,
  vendorsQuery,
  type VendorFilters,
} from './vendor-query';
import { useAdminVendors, useSetVendorStatus } from './vendors-api';
import styles from './vendors.module.css';

const T = ADMIN_VENDORS_TEXTS;
const V = ADMIN_VENDORS_TEXTS.vendors;
const TYPING_PAUSE_MS = 300;

const COLUMNS: readonly ReportColumn[] = [
  V.columns.name,
  V.columns.kind,
  V.columns.status,
  V.columns.open,
  V.columns.rating,
  V.columns.members,
  { label: V.columns.orders, numeric: true },
  { label: V.columns.acceptMinutes, numeric: true },
  { label: V.columns.rejected, numeric: true },
  { label: V.columns.expired, numeric: true },
  { label: V.columns.cancelled, numeric: true },
  { label: V.columns.actions, visuallyHidden: true },
];

/**
 * Every vendor, a page at a time (10,000 of them in production): search, status and kind, each
 * vendor's members and how it served over 30 days; Suspend with a reason, Reactivate, and Invite a
 * member to a local store.
 */
export function VendorsSection() {
  const [filters, setFilters] = useState<VendorFilters>(NO_VENDOR_FILTERS);
  // The search asks once the typing pauses; the selects at once.
  const search = useDebouncedValue(filters.search, TYPING_PAUSE_MS);
  const applied = { ...filters, search };
  // A page belongs to the filters it was chosen under: other filters start at their first page,
  // without a request for the old page number first.
  const appliedKey = vendorsQuery(applied, FIRST_VENDORS_PAGE).toString();
  const [paging, setPaging] = useState({ of: appliedKey, page: FIRST_VENDORS_PAGE });
  const page = paging.of === appliedKey ? paging.page : FIRST_VENDORS_PAGE;
  const choosePage = (next: ReportPage) => setPaging({ of: appliedKey, page: next });

  const vendors = useAdminVendors(applied, page);
  const [suspending, setSuspending] = useState<AdminVendor | null>(null);
  const [reactivating, setReactivating] = useState<AdminVendor | null>(null);
  const [inviting, setInviting] = useState<AdminVendor | null>(null);
  const setStatus = useSetVendorStatus();
  const { toast } = useToast();

  // A suspension under a status filter can empty the last page: show the last page there is.
  const settled = vendors.isPlaceholderData ? undefined : vendors.data;
  useEffect(() => {
    if (settled === undefined) return;
    const next = pageAfterShrink(page, settled.vendors.length, settled.total);
    if (next !== null) setPaging({ of: appliedKey, page: next });
  }, [settled, page, appliedKey]);

  const reactivate = (vendor: AdminVendor) =>
    setStatus.mutate(
      { id: vendor.id, request: { status: 'active' } },
      {
        onSuccess: () => {
          toast({ title: T.successTitle, description: T.reactivate.done(vendor.name) });
          setReactivating(null);
        },
        onError: (error) => {
          toast({
            title: T.errorTitle,
            description: serverMessageOf(error) ?? T.reactivate.failed,
            variant: 'destructive',
          });
          setReactivating(null);
        },
      },
    );

  return (
    <>
      <Card className={styles.section}>
        <h2 className={reports.heading}>{V.heading}</h2>
        <div className={reports.filters} role="search" aria-label={V.filters}>
          <TextField
            label={V.search}
            type="search"
            placeholder={V.searchPlaceholder}
            // The call refuses a longer search (AdminVendorsQuerySchema).
            maxLength={100}
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          />
          <Field label={V.status}>
            {(control) => (
              <Select
                {...control}
                value={filters.status}
                onChange={(event) =>
                  setFilters({ ...filters, status: event.target.value as StoreStatus | 'all' })
                }
              >
                <option value="all">{V.all}</option>
                {STORE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {V.statuses[status]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={V.kind}>
            {(control) => (
              <Select
                {...control}
                value={filters.kind}
                onChange={(event) =>
                  setFilters({ ...filters, kind: event.target.value as VendorKind | 'all' })
                }
              >
                <option value="all">{V.all}</option>
                {VENDOR_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {V.kinds[kind]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <QueryView query={vendors} failure={V.loadFailed} loading={V.loading}>
          {(data) => {
            if (data.vendors.length === 0 && data.total === 0)
              return <EmptyState headingLevel={3} title={V.emptyTitle} text={V.empty} />;
            const missing = missingParts(data.vendors);
            return (
              <div className={reports.results} aria-busy={vendors.isFetching}>
                {missing.members && (
                  <p role="status" className={reports.muted}>
                    {V.membersUnavailable}
                  </p>
                )}
                {missing.figures && (
                  <p role="status" className={reports.muted}>
                    {V.figuresUnavailable}
                  </p>
                )}
                <ReportTable label={V.table} columns={COLUMNS}>
                  {data.vendors.map((vendor) => (
                    <VendorRow
                      key={vendor.id}
                      vendor={vendor}
                      onSuspend={() => setSuspending(vendor)}
                      onReactivate={() => setReactivating(vendor)}
                      onInvite={() => setInviting(vendor)}
                    />
                  ))}
                </ReportTable>
                <ReportPager
                  label={V.pager}
                  page={page}
                  shown={data.vendors.length}
                  total={data.total}
                  onChange={choosePage}
                />
              </div>
            );
          }}
        </QueryView>
      </Card>

      <SuspendVendorDialog vendor={suspending} onClose={() => setSuspending(null)} />
      <ConfirmDialog
        open={reactivating !== null}
        title={T.reactivate.title}
        message={reactivating === null ? '' : T.reactivate.confirm(reactivating.name)}
        confirmLabel={T.reactivate.submit}
        pendingLabel={T.reactivate.pending}
        pending={setStatus.isPending}
        onConfirm={() => reactivating !== null && reactivate(reactivating)}
        onCancel={() => setReactivating(null)}
      />
      <InviteMemberDialog vendor={inviting} onClose={() => setInviting(null)} />
    </>
  );
}

function VendorRow({
  vendor,
  onSuspend,
  onReactivate,
  onInvite,
}: {
  vendor: AdminVendor;
  onSuspend: () => void;
  onReactivate: () => void;
  onInvite: () => void;
}) {
  const { figures } = vendor;
  const orders = figures?.orders ?? 0;
  return (
    <tr>
      <td className={reports.wrap}>
        <span className={styles.vendorName}>{vendor.name}</span>
        <span className={styles.note}>{vendor.categoryName}</span>
      </td>
      <td>{V.kinds[vendor.kind]}</td>
      <td className={reports.wrap}>
        <Badge variant={vendor.status === 'active' ? 'success' : 'destructive'}>
          {V.statuses[vendor.status]}
        </Badge>
        {vendor.status === 'suspended' && vendor.suspendedReason !== null && (
          <span className={styles.note}>{V.suspendedBecause(vendor.suspendedReason)}</span>
        )}
      </td>
      <td>
        <Badge variant={vendor.isOpen ? 'success' : 'neutral'}>{vendor.isOpen ? V.open : V.closed}</Badge>
      </td>
      <td>
        {vendor.rating === null ? (
          <span className={styles.note}>{V.noRating}</span>
        ) : (
          <>
            <span aria-hidden="true">
              <span className={styles.star}>★</span> {formatRating(vendor.rating)}{' '}
              <span className={styles.count}>({vendor.totalReviews})</span>
            </span>
            <VisuallyHidden>{V.ratingLabel(formatRating(vendor.rating), vendor.totalReviews)}</VisuallyHidden>
          </>
        )}
      </td>
      <td className={reports.wrap}>
        <ul className={styles.members}>
          {memberLines(vendor.members).map((line, index) => (
            // Two members may share a name: the position keeps the keys apart.
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </td>
      <td className={reports.numeric}>{figures === null ? V.unavailable : figures.orders}</td>
      <td className={reports.numeric}>
        {figures === null ? T.none : formatAcceptMinutes(figures.medianAcceptMinutes)}
      </td>
      <td className={reports.numeric}>
        {figures === null ? T.none : formatShare(figures.rejectedShare, orders)}
      </td>
      <td className={reports.numeric}>
        {figures === null ? T.none : formatShare(figures.expiredShare, orders)}
      </td>
      <td className={reports.numeric}>
        {figures === null ? T.none : formatShare(figures.cancelledShare, orders)}
      </td>
      <td>
        <div className={styles.rowActions}>
          {vendor.status === 'active' ? (
            <Button
              size="small"
              variant="destructive"
              aria-label={T.suspend.label(vendor.name)}
              onClick={onSuspend}
            >
              {T.suspend.action}
            </Button>
          ) : (
            <Button
              size="small"
              variant="secondary"
              aria-label={T.reactivate.label(vendor.name)}
              onClick={onReactivate}
            >
              {T.reactivate.action}
            </Button>
          )}
          {vendor.kind === 'local' && (
            <Button size="small" variant="ghost" aria-label={T.invite.label(vendor.name)} onClick={onInvite}>
              {T.invite.action}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
