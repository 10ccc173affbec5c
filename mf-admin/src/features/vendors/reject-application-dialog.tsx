import {
  ADMIN_VENDORS_TEXTS,
  RejectApplicationRequestSchema,
  type AdminVendorApplication,
} from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { ApiError, serverMessageOf } from '@marketplace/ui/api';
import { ReasonDialog } from './reason-dialog';
import { useRejectApplication } from './vendors-api';

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
  const reject = useRejectApplication();
  const { toast } = useToast();
  return (
    <ReasonDialog
      open={application !== null}
      texts={{
        title: application === null ? A.reject : A.rejectTitle(application.storeName),
        intro: A.rejectIntro,
        reason: A.rejectReason,
        hint: A.rejectHint,
        submit: A.rejectSubmit,
        pending: A.rejecting,
        cancel: A.cancel,
      }}
      schema={RejectApplicationRequestSchema}
      pending={reject.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        application !== null &&
        reject.mutate(
          { id: application.id, request: { reason } },
          {
            onSuccess: (decided) => {
              toast({ title: T.successTitle, description: A.rejected(decided.storeName) });
              onClose();
            },
            onError: (error) => {
              toast({
                title: T.errorTitle,
                description: serverMessageOf(error) ?? A.rejectFailed,
                variant: 'destructive',
              });
              // Decided by someone else meanwhile: there is nothing left to reject.
              if (error instanceof ApiError && error.status === 409) onClose();
            },
          },
        )
      }
    />
  );
}
