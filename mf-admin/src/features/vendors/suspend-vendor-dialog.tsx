import { ADMIN_VENDORS_TEXTS, SuspensionReasonSchema, type AdminVendor } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { ReasonDialog } from './reason-dialog';
import { useSetVendorStatus } from './vendors-api';

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
  const setStatus = useSetVendorStatus();
  const { toast } = useToast();
  return (
    <ReasonDialog
      open={vendor !== null}
      texts={{
        title: vendor === null ? S.action : S.title(vendor.name),
        intro: S.intro,
        reason: S.reason,
        hint: S.hint,
        submit: S.submit,
        pending: S.pending,
        cancel: S.cancel,
      }}
      schema={SuspensionReasonSchema}
      pending={setStatus.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        vendor !== null &&
        setStatus.mutate(
          { id: vendor.id, request: { status: 'suspended', reason } },
          {
            onSuccess: () => {
              toast({ title: T.successTitle, description: S.done(vendor.name) });
              onClose();
            },
            onError: (error) =>
              toast({
                title: T.errorTitle,
                description: serverMessageOf(error) ?? S.failed,
                variant: 'destructive',
              }),
          },
        )
      }
    />
  );
}
