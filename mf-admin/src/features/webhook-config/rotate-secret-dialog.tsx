import { useState } from 'react';
import {
  DEFAULT_ROTATION_GRACE_HOURS,
  MAX_ROTATION_GRACE_HOURS,
  PARTNER_SECRET_MESSAGES as M,
  RotatePartnerSecretRequestSchema,
} from '@marketplace/contracts';
import { Button, Dialog, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { graceHoursOf, type PartnerSecretRow } from './partner-secret-rows';
import { useRotatePartnerSecret } from './partner-secrets-api';
import { useCopy } from './use-copy';
import styles from './webhook-config.module.css';

/**
 * Rotate secret: the grace period first, then the new value, once. The value lives only in this
 * dialog's state: closing it forgets the value, and no call can read it again.
 */
export function RotateSecretDialog({ row, onClose }: { row: PartnerSecretRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onClose={onClose} title={`Rotate secret for ${row?.name ?? 'partner'}`}>
      {row !== null && <RotateSecretSteps key={row.partnerId} row={row} onDone={onClose} />}
    </Dialog>
  );
}

function RotateSecretSteps({ row, onDone }: { row: PartnerSecretRow; onDone: () => void }) {
  const rotate = useRotatePartnerSecret();
  const { toast } = useToast();
  const [graceText, setGraceText] = useState(String(DEFAULT_ROTATION_GRACE_HOURS));
  const form = useValidatedForm(RotatePartnerSecretRequestSchema, {
    partnerId: row.partnerId,
    graceHours: DEFAULT_ROTATION_GRACE_HOURS as number | null,
  });

  if (rotate.data !== undefined) return <NewSecret value={rotate.data.secret.value} onDone={onDone} />;
  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        rotate.mutate(request, {
          onError: (error) =>
            toast({
              title: 'Error',
              description: serverMessageOf(error) ?? 'Failed to rotate the webhook secret',
              variant: 'destructive',
            }),
        }),
      )}
    >
      <p className={styles.dialogText}>
        {row.secrets.length === 0
          ? `${row.name} signs with the default secret today. Once its own secret exists, only that one is accepted for it: give it to the partner straight away.`
          : `${row.name}'s current secret keeps working for the grace period, so the partner can switch without losing a delivery; an older one still in its grace stops now.`}
      </p>
      {/* The grace is the current secret's: a partner without one has nothing to keep working. */}
      {row.secrets.length > 0 && (
        <TextField
          label="Grace period (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_ROTATION_GRACE_HOURS}
          step={1}
          hint={`0 to ${MAX_ROTATION_GRACE_HOURS}; 0 stops the current secret now.`}
          name="graceHours"
          value={graceText}
          error={form.errors.graceHours}
          onChange={(event) => {
            setGraceText(event.target.value);
            form.setValue('graceHours', graceHoursOf(event.target.value));
          }}
        />
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={rotate.isPending}>
          {rotate.isPending ? 'Rotating...' : 'Rotate secret'}
        </Button>
      </div>
    </form>
  );
}

function NewSecret({ value, onDone }: { value: string; onDone: () => void }) {
  const copy = useCopy();
  return (
    <div className={styles.dialogForm}>
      <p role="status" className={styles.dialogText}>
        {M.rotated}
      </p>
      <p className={styles.label}>New secret</p>
      <div className={styles.valueRow}>
        <code className={styles.value}>{value}</code>
        <Button
          size="small"
          variant="secondary"
          aria-label="Copy new secret"
          onClick={() => void copy(value)}
        >
          Copy
        </Button>
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
