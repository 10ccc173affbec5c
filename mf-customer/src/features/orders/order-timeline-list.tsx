import type { Order } from '@marketplace/contracts';
import { Icon, VisuallyHidden, cx } from '@marketplace/ui';
import { timelineSteps } from './order-timeline';
import { formatOrderTime } from './order-view';
import styles from './orders.module.css';

/** The delivery timeline: every step, done or not, with the time each one happened. */
export function OrderTimeline({
  order,
}: {
  order: Pick<Order, 'status' | 'createdAt' | 'externalTimestamps'>;
}) {
  return (
    <ol className={styles.steps} data-testid="order-timeline">
      {timelineSteps(order).map((step) => (
        <li
          key={step.status}
          className={cx(styles.step, step.completed && styles.stepDone, step.current && styles.stepCurrent)}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {step.completed && <Icon name="check" size={14} />}
          </span>
          <span className={styles.stepText}>
            <span>
              {step.title}
              <VisuallyHidden>{step.completed ? ', done' : ', not yet'}</VisuallyHidden>
            </span>
            {step.at !== null && (
              <time dateTime={step.at} className={styles.muted}>
                {formatOrderTime(step.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
