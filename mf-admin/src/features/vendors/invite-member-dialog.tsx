import { useState } from 'react';
import {
  ADMIN_VENDOR_MESSAGES,
  ADMIN_VENDORS_TEXTS,
  STORE_INVITATION_DAYS,
  STORE_ROLES,
  StoreInvitationRequestSchema,
  type AdminVendor,
  type StoreRole,
} from '@marketplace/contracts';
import { Button, Dialog, Field, Select, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import { ApiError, serverMessageOf } from '@marketplace/ui/api';
import { useInviteMember } from './vendors-api';
import styles from './vendors.module.css';

const T = ADMIN_VENDORS_TEXTS;
const I = ADMIN_VENDORS_TEXTS.invite;

/** Invite someone by email to a local store's members, as its owner or staff. */
export function InviteMemberDialog({ vendor, onClose }: { vendor: AdminVendor | null; onClose: () => void }) {
  return (
    <Dialog
      open={vendor !== null}
      onClose={onClose}
      title={vendor === null ? I.action : I.title(vendor.name)}
      description={I.intro(STORE_INVITATION_DAYS)}
    >
      {vendor !== null && <InviteForm key={vendor.id} vendor={vendor} onDone={onClose} />}
    </Dialog>
  );
}

function InviteForm({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const form = useValidatedForm(StoreInvitationRequestSchema, { email: '', role: 'staff' as StoreRole });
  const invite = useInviteMember();
  const { toast } = useToast();
  // A refusal about this address (already a member) shows under it until the address changes.
  const [refusal, setRefusal] = useState<{ email: string; message: string } | null>(null);
  const emailField = form.field('email');
  const emailError =
    emailField.error ??
    (refusal !== null && refusal.email === form.values.email ? refusal.message : undefined);

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        invite.mutate(
          { id: vendor.id, request },
          {
            onSuccess: (invitation) => {
              toast({
                title: T.successTitle,
                description: ADMIN_VENDOR_MESSAGES.invitationSent(invitation.email),
              });
              onDone();
            },
            onError: (error) => {
              const message = serverMessageOf(error);
              if (message !== undefined && error instanceof ApiError && error.status === 409) {
                setRefusal({ email: form.values.email ?? '', message });
                return;
              }
              toast({ title: T.errorTitle, description: message ?? I.failed, variant: 'destructive' });
            },
          },
        ),
      )}
    >
      <TextField
        label={I.email}
        type="email"
        autoComplete="off"
        required
        {...emailField}
        error={emailError}
      />
      <Field label={I.role} hint={I.roleHint}>
        {(control) => (
          <Select
            {...control}
            value={form.values.role ?? 'staff'}
            onChange={(event) => form.setValue('role', event.target.value as StoreRole)}
          >
            {STORE_ROLES.map((role) => (
              <option key={role} value={role}>
                {I.roles[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {I.cancel}
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? I.pending : I.submit}
        </Button>
      </div>
    </form>
  );
}
