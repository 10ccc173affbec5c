import { useState } from 'react';
import {
  COMMUNITY_ADMIN_MESSAGES as M,
  COMMUNITY_STATUSES,
  type AdminCommunity,
  type CommunityStatus,
} from '@marketplace/contracts';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Field,
  QueryView,
  Select,
  TextField,
  useToast,
  type BadgeVariant,
} from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { formatReportDate } from '../reports/report-format';
import reports from '../reports/reports.module.css';
import { ACTIONS_COLUMN, ReportTable } from '../reports/report-table';
import { ReportTiles } from '../reports/report-tiles';
import {
  NO_COMMUNITY_FILTERS,
  useAdminCommunities,
  useAllCities,
  useDeleteCommunity,
  useSetCommunityStatus,
  useStates,
  type CommunityFilters,
} from './communities-api';
import styles from './communities.module.css';
import {
  citiesOfStates,
  communityLocation,
  keepCitiesOf,
  statusLabel,
  tallyCommunities,
} from './community-format';
import { CommunityFormDialog, type CommunityDialogState } from './community-form-dialog';
import { CommunityViewDialog } from './community-view-dialog';
import { MultiSelect } from './multi-select';
import { WordOptions } from './word-options';
import { useDebouncedValue } from './use-debounced-value';
import { useFailureToast } from './use-failure-toast';

const TYPING_PAUSE_MS = 300;

const STATUS_BADGES: Record<CommunityStatus, BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  blocked: 'destructive',
};

/**
 * Admin spec 2, Community Mgmt: the filter bar, the tiles, the table with its inline status
 * selector, and the add, edit, view and delete dialogs with the toasts of admin spec 8.
 */
export function CommunitiesTab() {
  const [filters, setFilters] = useState<CommunityFilters>(NO_COMMUNITY_FILTERS);
  const [editing, setEditing] = useState<CommunityDialogState | null>(null);
  const [viewing, setViewing] = useState<AdminCommunity | null>(null);
  const [deleting, setDeleting] = useState<AdminCommunity | null>(null);
  // Typed filters ask once the typing pauses; picked ones at once.
  const search = useDebouncedValue(filters.search, TYPING_PAUSE_MS);
  const pincode = useDebouncedValue(filters.pincode, TYPING_PAUSE_MS);
  const communities = useAdminCommunities({ ...filters, search, pincode });
  const states = useStates();
  const cities = useAllCities();
  useFailureToast(communities.isError, M.fetchFailed);
  useFailureToast(states.isError, M.fetchStatesFailed);
  useFailureToast(cities.isError, M.fetchPlacesFailed);
  const setStatus = useSetCommunityStatus();
  const remove = useDeleteCommunity();
  const { toast } = useToast();

  const failed = (error: unknown, fallback: string) =>
    toast({ title: M.errorTitle, description: serverMessageOf(error) ?? fallback, variant: 'destructive' });

  const changeStatus = (community: AdminCommunity, status: CommunityStatus) =>
    setStatus.mutate(
      { id: community.id, status },
      {
        onSuccess: () => toast({ title: M.successTitle, description: M.statusUpdated }),
        onError: (error) => failed(error, M.statusUpdateFailed),
      },
    );

  const confirmDelete = (community: AdminCommunity) =>
    remove.mutate(community.id, {
      onSuccess: () => {
        toast({ title: M.successTitle, description: M.deleted });
        setDeleting(null);
      },
      onError: (error) => {
        failed(error, M.deleteFailed);
        setDeleting(null);
      },
    });

  const tally = communities.data === undefined ? undefined : tallyCommunities(communities.data);
  const cityOptions = citiesOfStates(cities.data ?? [], filters.state);
  const chooseStates = (state: string[]) =>
    setFilters({
      ...filters,
      state,
      city: keepCitiesOf(filters.city, citiesOfStates(cities.data ?? [], state)),
    });

  return (
    <div className={reports.panel}>
      <Card>
        <div className={reports.filters} role="search" aria-label="Community filters">
          <TextField
            label="Search"
            placeholder="Community name"
            value={filters.search}
            onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          />
          <MultiSelect
            label="State"
            options={(states.data ?? []).map((state) => ({ value: state, label: state }))}
            values={filters.state}
            onChange={chooseStates}
          />
          <MultiSelect
            label="City"
            options={cityOptions}
            values={filters.city}
            onChange={(city) => setFilters({ ...filters, city })}
          />
          <TextField
            label="Pincode"
            inputMode="numeric"
            value={filters.pincode}
            onChange={(event) => setFilters({ ...filters, pincode: event.target.value })}
          />
          <Field label="Status">
            {(control) => (
              <Select
                {...control}
                value={filters.status}
                onChange={(event) =>
                  setFilters({ ...filters, status: event.target.value as CommunityFilters['status'] })
                }
              >
                <option value="all">All</option>
                <WordOptions words={COMMUNITY_STATUSES} />
              </Select>
            )}
          </Field>
        </div>
      </Card>

      {tally !== undefined && (
        <ReportTiles
          label="Community counts"
          tiles={[
            ['Total Communities', tally.total],
            ['Active', tally.byStatus.active],
            ['Inactive', tally.byStatus.inactive],
            ['Blocked', tally.byStatus.blocked],
          ]}
        />
      )}

      <Card>
        <div className={styles.toolbar}>
          <h2 className={reports.heading}>Communities</h2>
          <Button onClick={() => setEditing({ community: null })}>Add Community</Button>
        </div>
        <QueryView query={communities} failure={M.loadFailed} loading="Loading communities…">
          {(data) =>
            data.length === 0 ? (
              <p className={reports.muted}>{M.empty}</p>
            ) : (
              <ReportTable
                label="Communities"
                columns={[
                  'Name',
                  'Type',
                  'Location',
                  'Status',
                  { label: 'Businesses', numeric: true },
                  'Created',
                  ACTIONS_COLUMN,
                ]}
              >
                {data.map((community) => (
                  <tr key={community.id}>
                    <td>{community.name}</td>
                    <td>{statusLabel(community.type)}</td>
                    <td>{communityLocation(community)}</td>
                    <td>
                      <div className={styles.statusCell}>
                        <Badge variant={STATUS_BADGES[community.status]}>
                          {statusLabel(community.status)}
                        </Badge>
                        <Select
                          className={styles.statusSelect}
                          aria-label={`Status of ${community.name}`}
                          value={community.status}
                          onChange={(event) => changeStatus(community, event.target.value as CommunityStatus)}
                        >
                          <WordOptions words={COMMUNITY_STATUSES} />
                        </Select>
                      </div>
                    </td>
                    <td className={reports.numeric}>{community.businessCount ?? 0}</td>
                    <td>{formatReportDate(community.createdAt)}</td>
                    <td>
                      <div className={styles.rowActions}>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={`View ${community.name}`}
                          onClick={() => setViewing(community)}
                        >
                          View
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={`Edit ${community.name}`}
                          onClick={() => setEditing({ community })}
                        >
                          Edit
                        </Button>
                        <Button
                          size="small"
                          variant="destructive"
                          aria-label={`Delete ${community.name}`}
                          onClick={() => setDeleting(community)}
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </ReportTable>
            )
          }
        </QueryView>
      </Card>

      <CommunityFormDialog state={editing} onClose={() => setEditing(null)} />
      <CommunityViewDialog community={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Community"
        message={deleting === null ? '' : M.deleteConfirm(deleting.name)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting !== null && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
