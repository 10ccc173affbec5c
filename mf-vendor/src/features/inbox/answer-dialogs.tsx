import {
  AcceptOrderRequestSchema,
  PREP_MINUTES,
  REJECT_REASONS,
  REJECT_REASON_LABELS,
  RejectOrderRequestSchema,
  VENDOR_APP_TEXTS,
  type RejectReason,
  type VendorOrder,
} from '@marketplace/contracts';
import { Button, Dialog, TextAreaField, useToast, useValidatedForm } from '@marketplace/ui';
import { ApiError } from '@marketplace/ui/api';
import { messageOf } from '../session/client-error';
import { ChoiceChips } from './choice-chips';
import { useOrderCall, type AcceptCall, type RejectCall } from './vendor-orders-api';
import styles from './inbox.module.css';

const TOASTS = VENDOR_APP_TEXTS.toasts;

interface AnswerDialogProps {
  order: VendorOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * What a refused answer does: a conflict (another member answered first, the window closed) closes
 * the dialog and says why, the card having been read again; anything else stays in the dialog.
 *
 * The answers' toasts follow mutateAsync's promise, not callbacks given to mutate: the answer moves
 * the order out of New, and the live stream often brings that move before the call's own answer,
 * taking the card and this dialog off the page; TanStack Query drops mutate's callbacks once their
 * component is gone, and the vendor would not be told.
 */
function useAnswerFailure(onClose: () => void) {
  const { toast } = useToast();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      onClose();
      toast({ title: messageOf(error, TOASTS.failed), variant: 'destructive' });
    }
  };
}

/** Accept with a preparation time (10, 15, 20, 30 or 45 minutes), which becomes the resident's estimate. */
export function AcceptDialog({ order, open, onClose }: AnswerDialogProps) {
  const TEXTS = VENDOR_APP_TEXTS.accept;
  const { toast } = useToast();
  const accept = useOrderCall<AcceptCall>(order.id, 'accept');
  const form = useValidatedForm<typeof AcceptOrderRequestSchema, { prepMinutes: number | null }>(
    AcceptOrderRequestSchema,
    { prepMinutes: null },
  );
  const close = () => {
    accept.reset();
    onClose();
  };
  const onFailure = useAnswerFailure(close);

  return (
    <Dialog open={open} onClose={close} title={TEXTS.title(order.orderNumber)}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={form.handleSubmit((body) => {
          void accept.mutateAsync(body).then(() => {
            onClose();
            toast({ title: TOASTS.accepted(order.orderNumber, body.prepMinutes) });
          }, onFailure);
        })}
      >
        <ChoiceChips
          legend={TEXTS.minutes}
          name={`prep-${order.id}`}
          choices={PREP_MINUTES.map((minutes) => ({ value: minutes, label: TEXTS.minutesOption(minutes) }))}
          value={form.values.prepMinutes}
          onChange={(minutes) => form.setValue('prepMinutes', minutes)}
          error={form.errors.prepMinutes}
        />
        {accept.isError && (
          <p role="alert" className={styles.failure}>
            {messageOf(accept.error, TOASTS.failed)}
          </p>
        )}
        <Button type="submit" fullWidth disabled={accept.isPending}>
          {accept.isPending ? TEXTS.pending : TEXTS.submit}
        </Button>
      </form>
    </Dialog>
  );
}

/** Reject with a reason the resident reads; 'Other' asks for the words. */
export function RejectDialog({ order, open, onClose }: AnswerDialogProps) {
  const TEXTS = VENDOR_APP_TEXTS.reject;
  const { toast } = useToast();
  const reject = useOrderCall<RejectCall>(order.id, 'reject');
  const form = useValidatedForm<
    typeof RejectOrderRequestSchema,
    { reason: RejectReason | null; note: string | null }
  >(RejectOrderRequestSchema, { reason: null, note: '' });
  const close = () => {
    reject.reset();
    onClose();
  };
  const onFailure = useAnswerFailure(close);

  return (
    <Dialog open={open} onClose={close} title={TEXTS.title(order.orderNumber)}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={form.handleSubmit((body) => {
          void reject
            .mutateAsync({ reason: body.reason, note: body.reason === 'other' ? body.note : null })
            .then(() => {
              onClose();
              toast({ title: TOASTS.rejected(order.orderNumber) });
            }, onFailure);
        })}
      >
        <ChoiceChips
          legend={TEXTS.reason}
          name={`reason-${order.id}`}
          choices={REJECT_REASONS.map((reason) => ({ value: reason, label: REJECT_REASON_LABELS[reason] }))}
          value={form.values.reason}
          onChange={(reason) => form.setValue('reason', reason)}
          error={form.errors.reason}
        />
        {form.values.reason === 'other' && (
          <TextAreaField
            label={TEXTS.note}
            rows={3}
            maxLength={200}
            value={form.values.note ?? ''}
            error={form.errors.note}
            onChange={(event) => form.setValue('note', event.target.value)}
          />
        )}
        {reject.isError && (
          <p role="alert" className={styles.failure}>
            {messageOf(reject.error, TOASTS.failed)}
          </p>
        )}
        <Button type="submit" variant="destructive" fullWidth disabled={reject.isPending}>
          {reject.isPending ? TEXTS.pending : TEXTS.submit}
        </Button>
      </form>
    </Dialog>
  );
}
