import {
  ADMIN_VENDORS_TEXTS,
  RejectApplicationRequestSchema,
  type AdminVendorApplication,
} from '@marketplace/contracts';
import { Button, Dialog, TextAreaField, useToast, useValidatedForm } from '@marketplace/ui';
import { ApiError, serverMessageOf } from '@marketplace/ui/api';
import { useRejectApplication } from './vendors-api';
import styles from './vendors.module.css';

const T = ADMIN_VENDORS_TEXTS;
const A = ADMIN_VENDORS_TEXTS.applications;

/** Reject an application: the reason is required, and the applicant reads it in the vendor app. */
export function RejectApplicationDialog({
  application,
  onClose,
}: {
  application: AdminVendorApplication | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={application !== null}
      onClose={onClose}
      title={application === null ? A.reject : A.rejectTitle(application.storeName)}
      description={A.rejectIntro}
    >
      {application !== null && <RejectForm key={application.id} application={application} onDone={onClose} />}
    </Dialog>
  );
}

function RejectForm({ application, onDone }: { application: AdminVendorApplication; onDone: () => void }) {
  const form = useValidatedForm(RejectApplicationRequestSchema, { reason: '' });
  const reject = useRejectApplication();
  const { toast } = useToast();

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((request) =>
        reject.mutate(
          { id: application.id, request },
          {
            onSuccess: (decided) => {
              toast({ title: T.successTitle, description: A.rejected(decided.storeName) });
              onDone();
            },
            onError: (error) => {
              toast({
                title: T.errorTitle,
                description: serverMessageOf(error) ?? A.rejectFailed,
                variant: 'destructive',
              });
              // Decided by someone else meanwhile: there is nothing left to reject.
              if (error instanceof ApiError && error.status === 409) onDone();
            },
          },
        ),
      )}
    >
      <TextAreaField label={A.rejectReason} hint={A.rejectHint} rows={4} required {...form.field('reason')} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onDone}>
          {A.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          {reject.isPending ? A.rejecting : A.rejectSubmit}
        </Button>
      </div>
    </form>
  );
}
