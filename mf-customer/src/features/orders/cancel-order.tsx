import { useEffect, useState } from 'react';
import { ORDER_CANCEL_TEXTS, type Order } from '@marketplace/contracts';
import { Button, ConfirmDialog, useToast } from '@marketplace/ui';
import { cancelState, isCancelRefusal } from './cancel-countdown';
import { useCancelOrder } from './orders-api';
import styles from './orders.module.css';

/** The clock, ticking every second while `ticking`; stops once nothing on screen depends on it. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The FAQ's promise (customer spec 9): Cancel Order with the time left, while the order is pending
 * or accepted and under 5 minutes old. The server decides: its refusal (409, too late or already
 * being prepared) replaces the button with its message; any other failure (a 5xx, the network) is
 * a toast and the button stays, so the resident can try again.
 */
export function CancelOrder({ order }: { order: Pick<Order, 'id' | 'status' | 'createdAt'> }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const initiallyAvailable = cancelState(order, new Date()).available;
  const now = useNow(initiallyAvailable || confirming);
  const state = cancelState(order, now);
  const cancel = useCancelOrder(order.id);
  const { toast } = useToast();

  if (refusal !== null) {
    return (
      <p role="alert" className={styles.error}>
        {refusal}
      </p>
    );
  }
  if (!state.available && !confirming) return null;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: ORDER_CANCEL_TEXTS.cancelledTitle, description: ORDER_CANCEL_TEXTS.cancelledText });
      },
      onError: (error) => {
        setConfirming(false);
        if (isCancelRefusal(error)) {
          setRefusal(error.message);
          return;
        }
        toast({ title: ORDER_CANCEL_TEXTS.failed, variant: 'destructive' });
      },
    });

  return (
    <div className={styles.cancel}>
      <Button variant="destructive" fullWidth onClick={() => setConfirming(true)} disabled={cancel.isPending}>
        {ORDER_CANCEL_TEXTS.button}
      </Button>
      <p className={styles.countdown} aria-live="off" data-testid="cancel-countdown">
        {state.countdownText}
      </p>
      <ConfirmDialog
        open={confirming}
        title={ORDER_CANCEL_TEXTS.confirmTitle}
        message={ORDER_CANCEL_TEXTS.confirmMessage}
        confirmLabel={ORDER_CANCEL_TEXTS.confirm}
        pendingLabel={ORDER_CANCEL_TEXTS.confirming}
        cancelLabel={ORDER_CANCEL_TEXTS.keep}
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
