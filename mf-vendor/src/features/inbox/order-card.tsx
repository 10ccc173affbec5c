import { useId, useState } from 'react';
import {
  VENDOR_APP_TEXTS,
  VENDOR_STATUS_LABELS,
  type StoreRole,
  type VendorOrder,
} from '@marketplace/contracts';
import { Badge, Button, Icon, cx, useToast, type BadgeVariant } from '@marketplace/ui';
import { messageOf } from '../session/client-error';
import { roleIn } from '../session/session-api';
import { useWorkspace } from '../workspace/workspace-context';
import { AcceptDialog, RejectDialog } from './answer-dialogs';
import { HandoffForm } from './handoff-form';
import {
  customerLine,
  dietaryBanners,
  itemLine,
  nextStepAction,
  tabOf,
  telHref,
  totalLine,
} from './order-card-text';
import { timeLeft, timeSince } from './time-text';
import { useOrderCall, type StatusCall } from './vendor-orders-api';
import styles from './inbox.module.css';

const TEXTS = VENDOR_APP_TEXTS.card;

function statusBadge(order: VendorOrder): BadgeVariant {
  if (order.status === 'cancelled') return 'destructive';
  if (order.status === 'delivered') return 'success';
  return order.status === 'pending' ? 'brand' : 'neutral';
}

/**
 * One order in the inbox. A new order shows what it is and how long is left to answer; opening
 * it (which stops its ring) shows the resident and the Accept and Reject buttons. An accepted one
 * shows its next step, or the handoff code once it is out for delivery.
 */
export function OrderCard({ order, now }: { order: VendorOrder; now: number }) {
  const { me, opened, markOpened } = useWorkspace();
  const headingId = useId();
  const detailsId = useId();
  const isNew = tabOf(order.status) === 'new';
  const [expanded, setExpanded] = useState(false);
  const showDetails = !isNew || expanded;
  const banners = dietaryBanners(order);

  const toggle = () => {
    if (!expanded) markOpened(order.id);
    setExpanded(!expanded);
  };

  return (
    <article
      aria-labelledby={headingId}
      className={cx(styles.card, isNew && !opened.has(order.id) && styles.ringing)}
    >
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.orderNumber}>
          {order.orderNumber}
        </h2>
        <Badge variant={statusBadge(order)}>{VENDOR_STATUS_LABELS[order.status]}</Badge>
      </div>
      <p className={styles.muted}>
        <Icon name="clock" size={14} /> {TEXTS.placed(timeSince(order.createdAt, now))}
        {me.stores.length > 1 && <> · {TEXTS.store(order.storeName)}</>}
      </p>

      {banners.length > 0 && (
        <ul className={styles.banners} aria-label={TEXTS.dietary}>
          {banners.map((banner) => (
            <li key={banner} className={styles.banner}>
              {banner}
            </li>
          ))}
        </ul>
      )}

      <ul className={styles.items} aria-label={TEXTS.items}>
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>{itemLine(item)}</li>
        ))}
      </ul>
      <p className={styles.total}>{totalLine(order)}</p>

      {isNew && order.answerBy !== null && <AnswerCountdown answerBy={order.answerBy} now={now} />}

      {isNew && (
        <Button
          variant="secondary"
          fullWidth
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={toggle}
        >
          {expanded ? TEXTS.close : TEXTS.open}
        </Button>
      )}

      <div id={detailsId} hidden={!showDetails} className={styles.details}>
        {showDetails && <OrderDetails order={order} />}
        {showDetails && isNew && <AnswerButtons order={order} />}
        {showDetails && !isNew && <NextStep order={order} role={roleIn(me, order.storeId)} />}
      </div>
    </article>
  );
}

function AnswerCountdown({ answerBy, now }: { answerBy: string; now: number }) {
  const left = timeLeft(answerBy, now);
  return (
    <p className={cx(styles.countdown, left === null && styles.countdownOver)}>
      <Icon name="clock" size={16} />
      {left === null ? TEXTS.answerTimeUp : TEXTS.answerWithin(left)}
    </p>
  );
}

function OrderDetails({ order }: { order: VendorOrder }) {
  const who = customerLine(order.customer);
  return (
    <dl className={styles.facts}>
      {who !== '' && (
        <div>
          <dt>{TEXTS.customer}</dt>
          <dd>{who}</dd>
        </div>
      )}
      {order.customer.phone !== '' && (
        <div>
          <dt>{TEXTS.phone}</dt>
          <dd>
            <a className={styles.call} href={telHref(order.customer.phone)}>
              <Icon name="phone" size={16} />
              {TEXTS.call(order.customer.phone)}
            </a>
          </dd>
        </div>
      )}
      {order.specialInstructions !== null && order.specialInstructions.trim() !== '' && (
        <div>
          <dt>{TEXTS.instructions}</dt>
          <dd className={styles.instructions}>{order.specialInstructions}</dd>
        </div>
      )}
      {order.prepMinutes !== null && (
        <div>
          <dt>{VENDOR_APP_TEXTS.accept.minutes}</dt>
          <dd>{VENDOR_APP_TEXTS.accept.minutesOption(order.prepMinutes)}</dd>
        </div>
      )}
      {order.status === 'cancelled' && order.cancelReason !== null && (
        <div>
          <dt>{VENDOR_STATUS_LABELS.cancelled}</dt>
          <dd>{order.cancelReason}</dd>
        </div>
      )}
      {order.deliveredWithoutCode && (
        <div>
          <dt>{VENDOR_STATUS_LABELS.delivered}</dt>
          <dd>{TEXTS.deliveredWithoutCode}</dd>
        </div>
      )}
    </dl>
  );
}

function AnswerButtons({ order }: { order: VendorOrder }) {
  const [answer, setAnswer] = useState<'accept' | 'reject' | null>(null);
  return (
    <div className={styles.actions}>
      <Button variant="destructive" onClick={() => setAnswer('reject')}>
        {TEXTS.reject}
      </Button>
      <Button onClick={() => setAnswer('accept')}>{TEXTS.accept}</Button>
      <AcceptDialog order={order} open={answer === 'accept'} onClose={() => setAnswer(null)} />
      <RejectDialog order={order} open={answer === 'reject'} onClose={() => setAnswer(null)} />
    </div>
  );
}

function NextStep({ order, role }: { order: VendorOrder; role: StoreRole | undefined }) {
  const { toast } = useToast();
  const advance = useOrderCall<StatusCall>(order.id, 'status');
  if (order.status === 'out_for_delivery') return <HandoffForm order={order} role={role} />;
  const step = nextStepAction(order.status);
  if (step === null) return null;
  return (
    <Button
      fullWidth
      disabled={advance.isPending}
      onClick={() =>
        advance.mutate(
          { status: step.status },
          {
            onSuccess: (moved) =>
              toast({
                title: VENDOR_APP_TEXTS.toasts.moved(moved.orderNumber, VENDOR_STATUS_LABELS[moved.status]),
              }),
            onError: (error) =>
              toast({ title: messageOf(error, VENDOR_APP_TEXTS.toasts.failed), variant: 'destructive' }),
          },
        )
      }
    >
      {step.label}
    </Button>
  );
}
