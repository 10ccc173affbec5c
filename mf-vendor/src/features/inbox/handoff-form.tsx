import { useState } from 'react';
import {
  DeliverOrderRequestSchema,
  HANDOFF_MAX_TRIES,
  VENDOR_APP_TEXTS,
  VENDOR_STEP_ACTIONS,
  type StoreRole,
  type VendorOrder,
} from '@marketplace/contracts';
import { Button, ConfirmDialog, TextField, useToast, useValidatedForm } from '@marketplace/ui';
import { messageOf } from '../session/client-error';
import { mayDeliverWithoutCode } from './order-card-text';
import { useOrderCall, type DeliverCall } from './vendor-orders-api';
import styles from './inbox.module.css';

const TEXTS = VENDOR_APP_TEXTS.handoff;
const TOASTS = VENDOR_APP_TEXTS.toasts;

/**
 * An order out for delivery is handed over with the resident's 4-digit code. A wrong code is
 * refused with the server's words (how many tries are left); after the last one the store's owner
 * may mark it delivered without the code, which the server records.
 */
export function HandoffForm({ order, role }: { order: VendorOrder; role: StoreRole | undefined }) {
  const { toast } = useToast();
  const deliver = useOrderCall<DeliverCall>(order.id, 'deliver');
  const form = useValidatedForm(DeliverOrderRequestSchema, { handoffCode: '', withoutCode: false });
  const [confirming, setConfirming] = useState(false);
  const delivered = () => toast({ title: TOASTS.delivered(order.orderNumber) });
  // The server's refusal belongs under the code it refused, until the code is changed.
  const [refusedCode, setRefusedCode] = useState<string | null>(null);
  const code = form.values.handoffCode ?? '';
  const serverError =
    deliver.isError && refusedCode === code ? messageOf(deliver.error, TOASTS.failed) : undefined;

  return (
    <div className={styles.handoff}>
      <form
        className={styles.handoffForm}
        noValidate
        onSubmit={form.handleSubmit((body) => {
          setRefusedCode(body.handoffCode ?? null);
          // The promise, not mutate's callbacks: the delivered order leaves In progress, often by
          // the live stream before the call answers, and this form with it (answer-dialogs.tsx).
          // A refusal is shown under the code from the mutation's state.
          void deliver.mutateAsync({ handoffCode: body.handoffCode }).then(delivered, () => undefined);
        })}
      >
        <TextField
          label={TEXTS.code}
          hint={TEXTS.hint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          name="handoffCode"
          value={code}
          onChange={(event) => form.setValue('handoffCode', event.target.value)}
          error={form.errors.handoffCode ?? serverError}
        />
        <Button type="submit" fullWidth disabled={deliver.isPending}>
          {VENDOR_STEP_ACTIONS.out_for_delivery}
        </Button>
      </form>
      {order.handoffFailures > 0 && (
        <p className={styles.muted}>{TEXTS.wrongCodes(order.handoffFailures, HANDOFF_MAX_TRIES)}</p>
      )}
      {mayDeliverWithoutCode(order, role) ? (
        <>
          <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
            {TEXTS.withoutCode}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={TEXTS.withoutCode}
            message={TEXTS.withoutCodeConfirm}
            confirmLabel={TEXTS.withoutCode}
            pending={deliver.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              void deliver.mutateAsync({ withoutCode: true }).then(
                () => {
                  setConfirming(false);
                  delivered();
                },
                (error: unknown) => {
                  setConfirming(false);
                  toast({ title: messageOf(error, TOASTS.failed), variant: 'destructive' });
                },
              );
            }}
          />
        </>
      ) : (
        order.handoffFailures >= HANDOFF_MAX_TRIES && <p className={styles.muted}>{TEXTS.askOwner}</p>
      )}
    </div>
  );
}
