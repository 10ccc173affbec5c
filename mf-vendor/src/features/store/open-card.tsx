import { useId } from 'react';
import { PAUSE_MINUTES, VENDOR_STORE_TEXTS, type Store } from '@marketplace/contracts';
import { Button, Card, CardTitle, Icon, cx, useToast } from '@marketplace/ui';
import { serverMessageOf } from '@marketplace/ui/api';
import { useNow } from '../inbox/use-now';
import { openStateText } from './open-state';
import { usePause, useSetOpen } from './store-api';
import styles from './store.module.css';

const TEXTS = VENDOR_STORE_TEXTS.store;

/** 'Until 09:00 PM' moves with the clock ('tomorrow' becomes today at midnight). */
const CLOCK_TICK_MS = 30_000;

/**
 * The big open/closed switch (any member) with why the store is open or closed and until when, and
 * "Busy": pausing new orders for a while. A suspended store's switch is off and cannot move.
 */
export function OpenCard({ store }: { store: Store }) {
  const { toast } = useToast();
  const now = useNow(CLOCK_TICK_MS);
  const setOpen = useSetOpen(store.id);
  const pause = usePause(store.id);
  const labelId = useId();
  const reasonId = useId();
  const { isOpen, source } = store.openState;
  const suspended = store.status === 'suspended' || source === 'suspended';
  const busy = setOpen.isPending || pause.isPending;
  const fail = (error: unknown) =>
    toast({ title: serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed, variant: 'destructive' });

  return (
    <>
      <Card className={cx(styles.openCard, isOpen ? styles.openNow : styles.closedNow)}>
        <div className={styles.openRow}>
          <div className={styles.openText}>
            <span id={labelId} className={styles.openLabel}>
              {TEXTS.openSwitch}
            </span>
            <span className={styles.openWord}>
              <Icon name={isOpen ? 'circle-check' : 'circle-x'} size={22} />
              {isOpen ? TEXTS.open : TEXTS.closed}
            </span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={isOpen}
            aria-labelledby={labelId}
            aria-describedby={reasonId}
            // Not disabled while a change is under way: the switch keeps the focus; a second tap waits.
            disabled={suspended}
            aria-busy={busy || undefined}
            className={styles.bigSwitch}
            onClick={() =>
              !busy &&
              setOpen.mutate(
                { isOpen: !isOpen },
                {
                  onSuccess: (answer) =>
                    toast({ title: answer.openState.isOpen ? TEXTS.nowOpen : TEXTS.nowClosed }),
                  onError: fail,
                },
              )
            }
          >
            <span className={styles.bigThumb} aria-hidden="true" />
          </button>
        </div>
        <p id={reasonId} className={styles.reason} role="status">
          {openStateText(store, now)}
        </p>
        {source === 'paused' && (
          <Button
            fullWidth
            onClick={() =>
              !busy &&
              pause.mutate(
                { minutes: 0 },
                { onSuccess: () => toast({ title: TEXTS.resumedToast }), onError: fail },
              )
            }
          >
            <Icon name="play" size={18} />
            {TEXTS.takeOrdersAgain}
          </Button>
        )}
      </Card>
      <Card className={styles.section}>
        <CardTitle>{TEXTS.busyTitle}</CardTitle>
        <p className={styles.muted}>{TEXTS.busyHint}</p>
        <div className={styles.pauseRow}>
          {PAUSE_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              aria-label={TEXTS.pauseForLabel(minutes)}
              disabled={suspended}
              onClick={() =>
                !busy &&
                pause.mutate(
                  { minutes },
                  { onSuccess: () => toast({ title: TEXTS.pausedToast(minutes) }), onError: fail },
                )
              }
            >
              <Icon name="pause" size={18} />
              {TEXTS.pauseFor(minutes)}
            </Button>
          ))}
        </div>
      </Card>
    </>
  );
}
