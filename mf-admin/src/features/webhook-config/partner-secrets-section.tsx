import { useState } from 'react';
import {
  PARTNER_ID_HEADER,
  PARTNER_SECRET_MESSAGES as M,
  type PartnerSecretSummary,
} from '@marketplace/contracts';
import { Badge, Button, Card, ConfirmDialog, EmptyState, QueryView, useToast } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { formatReportTime } from '../reports/report-format';
import reports from '../reports/reports.module.css';
import { ACTIONS_COLUMN, ReportTable } from '../reports/report-table';
import { formatSecretExpiry, partnerSecretRows, type PartnerSecretRow } from './partner-secret-rows';
import { usePartners, usePartnerSecrets, useRevokePartnerSecret } from './partner-secrets-api';
import { RotateSecretDialog } from './rotate-secret-dialog';
import styles from './webhook-config.module.css';

interface RevokeTarget {
  row: PartnerSecretRow;
  secret: PartnerSecretSummary;
}

/**
 * Issue 14: each partner (a category config) with the secrets it may sign with, a rotation that
 * shows the new value once, and revocation. Values are never listed, only their previews.
 */
export function PartnerSecretsSection() {
  const partners = usePartners();
  const secrets = usePartnerSecrets();
  const [rotating, setRotating] = useState<PartnerSecretRow | null>(null);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  const revoke = useRevokePartnerSecret();
  const { toast } = useToast();

  const confirmRevoke = ({ secret }: RevokeTarget) =>
    revoke.mutate(secret.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: M.revoked });
        setRevoking(null);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? 'Failed to revoke the webhook secret',
          variant: 'destructive',
        }),
    });

  return (
    <Card className={styles.block}>
      <h2 className={reports.heading}>Partner secrets</h2>
      <p className={reports.muted}>
        A partner is a category config. It sends its id in the <code>{PARTNER_ID_HEADER}</code> header and
        signs with its own secret; one without a secret of its own signs with the default secret above.
      </p>
      <QueryView
        query={partners}
        failure="Failed to load the category configs."
        loading="Loading partners…"
        retryLabel="Retry"
      >
        {(configs) => (
          <QueryView
            query={secrets}
            failure="Failed to load the partner secrets."
            loading="Loading partner secrets…"
            retryLabel="Retry"
          >
            {(list) => (
              <PartnerSecretsTable
                rows={partnerSecretRows(configs, list)}
                onRotate={setRotating}
                onRevoke={setRevoking}
              />
            )}
          </QueryView>
        )}
      </QueryView>
      <RotateSecretDialog row={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke secret"
        message={
          revoking === null
            ? ''
            : `Revoke ${revoking.secret.preview} of ${revoking.row.name}? Deliveries signed with it are refused from now on.`
        }
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking !== null && confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}

function PartnerSecretsTable({
  rows,
  onRotate,
  onRevoke,
}: {
  rows: PartnerSecretRow[];
  onRotate: (row: PartnerSecretRow) => void;
  onRevoke: (target: RevokeTarget) => void;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No partners yet"
        text="Partners are category configs: add one in Category Management to give it a secret of its own."
      />
    );
  }
  const now = new Date();
  return (
    <ReportTable
      label="Partner secrets"
      columns={['Partner', 'Partner id', 'Active secrets', ACTIONS_COLUMN]}
    >
      {rows.map((row) => (
        <tr key={row.partnerId}>
          <td>{row.name}</td>
          <td>
            <code>{row.partnerId}</code>
          </td>
          <td>
            {row.secrets.length === 0 ? (
              <span className={reports.muted}>Default secret</span>
            ) : (
              <ul className={styles.secrets} aria-label={`Active secrets of ${row.name}`}>
                {row.secrets.map((secret) => (
                  <li key={secret.id} className={styles.secret}>
                    <code>{secret.preview}</code>
                    {secret.expiresAt === null ? (
                      <Badge variant="success">Current</Badge>
                    ) : (
                      <Badge>Previous</Badge>
                    )}
                    <span>Created {formatReportTime(secret.createdAt)}</span>
                    <span>{formatSecretExpiry(secret.expiresAt, now)}</span>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={`Revoke ${secret.preview} of ${row.name}`}
                      onClick={() => onRevoke({ row, secret })}
                    >
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td>
            <Button
              size="small"
              variant="secondary"
              aria-label={`Rotate secret for ${row.name}`}
              onClick={() => onRotate(row)}
            >
              Rotate secret
            </Button>
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
