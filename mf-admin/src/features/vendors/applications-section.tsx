import { useId, useState } from 'react';
import {
  ADMIN_VENDORS_TEXTS,
  type AdminVendorApplication,
  type Category,
  type Community,
} from '@marketplace/contracts';
import { Badge, Button, Card, EmptyState, Field, QueryView, Select, useToast } from '@marketplace/ui';
import { serverMessageOf, useAllCommunities } from '@marketplace/ui/api';
import { formatReportTime } from '../reports/report-format';
import reports from '../reports/reports.module.css';
import { RejectApplicationDialog } from './reject-application-dialog';
import { categoryName, communityNames } from './vendor-format';
import {
  useApproveApplication,
  useCategories,
  useVendorApplications,
  type ApplicationStatus,
} from './vendors-api';
import styles from './vendors.module.css';

const T = ADMIN_VENDORS_TEXTS;
const A = ADMIN_VENDORS_TEXTS.applications;
const APPLICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

const STATUS_BADGES = { pending: 'brand', approved: 'success', rejected: 'destructive' } as const;

/**
 * Applications to sell (issue 25): the pending ones first, each with what the applicant sent, and
 * Approve (the store goes on the marketplace) or Reject with a reason; the decided ones by filter.
 */
export function ApplicationsSection() {
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const [rejecting, setRejecting] = useState<AdminVendorApplication | null>(null);
  const applications = useVendorApplications(status);
  const categories = useCategories();
  const communities = useAllCommunities();
  const approve = useApproveApplication();
  const { toast } = useToast();

  const approveOne = (application: AdminVendorApplication) =>
    approve.mutate(application.id, {
      onSuccess: (decided) => toast({ title: T.successTitle, description: A.approved(decided.storeName) }),
      onError: (error) =>
        toast({
          title: T.errorTitle,
          description: serverMessageOf(error) ?? A.approveFailed,
          variant: 'destructive',
        }),
    });

  return (
    <Card className={styles.section}>
      <div className={styles.toolbar}>
        <h2 className={reports.heading}>{A.heading}</h2>
        <Field label={A.statusFilter} className={styles.statusFilter}>
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
            >
              {APPLICATION_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {A.statuses[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QueryView query={applications} failure={A.loadFailed} loading={A.loading}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel={3} title={A.emptyTitle[status]} text={A.empty[status]} />
          ) : (
            <ul className={styles.applications} aria-label={A.list(A.statuses[status])}>
              {list.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    categories={categories.data ?? []}
                    communities={communities.data ?? []}
                    approving={approve.isPending && approve.variables === application.id}
                    busy={approve.isPending}
                    onApprove={() => approveOne(application)}
                    onReject={() => setRejecting(application)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <RejectApplicationDialog application={rejecting} onClose={() => setRejecting(null)} />
    </Card>
  );
}

function ApplicationCard({
  application,
  categories,
  communities,
  approving,
  busy,
  onApprove,
  onReject,
}: {
  application: AdminVendorApplication;
  categories: readonly Category[];
  communities: readonly Community[];
  approving: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { applicant } = application;
  const headingId = useId();
  return (
    <article className={styles.application} aria-labelledby={headingId}>
      <div className={styles.applicationHeader}>
        <h3 id={headingId} className={styles.applicationName}>
          {application.storeName}
        </h3>
        <Badge variant={STATUS_BADGES[application.status]}>{A.statuses[application.status]}</Badge>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{A.category}</dt>
          <dd>{categoryName(application.categoryId, categories)}</dd>
        </div>
        <div>
          <dt>{A.communities}</dt>
          <dd>{communityNames(application.communityIds, communities).join(', ')}</dd>
        </div>
        <div>
          <dt>{A.applicant}</dt>
          <dd>
            <span className={styles.line}>{applicant.name}</span>
            {applicant.email !== null && <span className={styles.line}>{applicant.email}</span>}
            {applicant.phone !== null && <span className={styles.line}>{applicant.phone}</span>}
          </dd>
        </div>
        <div>
          <dt>{A.phone}</dt>
          <dd>{application.phone}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{A.address}</dt>
          <dd>{application.address}</dd>
        </div>
        <div>
          <dt>{A.sent}</dt>
          <dd>{formatReportTime(application.createdAt)}</dd>
        </div>
        {application.decidedAt !== null && (
          <div>
            <dt>{A.decided}</dt>
            <dd>{formatReportTime(application.decidedAt)}</dd>
          </div>
        )}
        {application.rejectionReason !== null && (
          <div className={styles.wide}>
            <dt>{A.rejectionReason}</dt>
            <dd>{application.rejectionReason}</dd>
          </div>
        )}
      </dl>
      {application.status === 'pending' && (
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={A.approveLabel(application.storeName)}
            disabled={busy}
            onClick={onApprove}
          >
            {approving ? A.approving : A.approve}
          </Button>
          <Button
            size="small"
            variant="destructive"
            aria-label={A.rejectLabel(application.storeName)}
            disabled={busy}
            onClick={onReject}
          >
            {A.reject}
          </Button>
        </div>
      )}
    </article>
  );
}
