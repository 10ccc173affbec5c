import {
  ADMIN_VENDORS_TEXTS,
  AdminVendorStatusRequestSchema,
  type AdminVendor,
} from '@marketplace/contracts';
import { Button, Dialog, TextAreaField, useToast, useValidatedForm } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { useSetVendorStatus } from './vendors-api';
import styles from './vendors.module.css';

const T = ADMIN_VENDORS_TEXTS;
const S = ADMIN_VENDORS_TEXTS.suspend;

/** Suspend a vendor: hidden from residents and closed, with the reason its members read. */
export function SuspendVendorDialog({
  vendor,
  onClose,
}: {
  vendor: AdminVendor | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={vendor !== null}
      onClose={onClose}
      title={vendor === null ? S.action : S.title(vendor.name)}
      description={S.intro}
    >
      {vendor !== null && <SuspendForm key={vendor.id} vendor={vendor} onDone={onClose} />}
    </Dialog>
  );
}

function SuspendForm({ vendor, onDone }: { vendor: AdminVendor; onDone: () => void }) {
  const form = useValidatedForm(AdminVendorStatusRequestSchema, { status: 'suspended', reason: '' });
  const setStatus = useSetVendorStatus();
  const { toast } = useToast();

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        setStatus.mutate(
          { id: vendor.id, request },
          {
            onSuccess: () => {
              toast({ title: T.successTitle, description: S.done(vendor.name) });
              onDone();
            },
            onError: (error) =>
              toast({
                title: T.errorTitle,
                description: serverMessageOf(error) ?? S.failed,
                variant: 'destructive',
              }),
          },
        ),
      )}
    >
      <TextAreaField
        label={S.reason}
        hint={S.hint}
        rows={4}
        required
        name="reason"
        value={form.values.reason ?? ''}
        error={form.errors.reason}
        onChange={(event) => form.setValue('reason', event.target.value)}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {S.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={setStatus.isPending}>
          {setStatus.isPending ? S.pending : S.submit}
        </Button>
      </div>
    </form>
  );
}
