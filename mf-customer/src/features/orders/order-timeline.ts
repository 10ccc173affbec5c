import {
  HOME_ORDER_STATUS_LABELS,
  ORDER_TIMELINE_LABELS,
  orderProgressPercent,
  type Order,
  type ReportedOrderStatus,
  type ReviewEligibility,
} from '@marketplace/contracts';

type StepStatus = Exclude<ReportedOrderStatus, 'cancelled'>;
type Stamp = keyof Order['externalTimestamps'];

/** The path an order takes, each step with the timestamp that records it. */
const TIMELINE: readonly { status: StepStatus; stamp: Stamp }[] = [
  { status: 'pending', stamp: 'orderedTime' },
  { status: 'accepted', stamp: 'acceptedTime' },
  { status: 'preparing', stamp: 'preparingTime' },
  { status: 'ready', stamp: 'readyTime' },
  { status: 'out_for_delivery', stamp: 'pickedUpTime' },
  { status: 'delivered', stamp: 'deliveredTime' },
];

export interface TimelineStep {
  status: ReportedOrderStatus;
  title: string;
  /** Customer spec 4: a step is completed when the order's status is at or after it. */
  completed: boolean;
  /** The step the order is at now. */
  current: boolean;
  /** ISO time the step happened, when the partner (or, for the first, the order) recorded it. */
  at: string | null;
}

/**
 * Customer spec 4, tracking steps. Progress decides completion, so picked_up completes "Out for
 * Delivery" and a cancelled order (0 %) completes none of the path: it ends in a Cancelled step
 * of its own, current and with the time it was cancelled.
 */
export function timelineSteps(
  order: Pick<Order, 'status' | 'createdAt' | 'externalTimestamps'>,
): TimelineStep[] {
  const percent = orderProgressPercent(order.status);
  const steps = TIMELINE.map(({ status, stamp }) => {
    const recorded = order.externalTimestamps[stamp];
    return {
      status,
      title: ORDER_TIMELINE_LABELS[status],
      completed: percent > 0 && percent >= orderProgressPercent(status),
      current: false,
      at: recorded ?? (status === 'pending' ? order.createdAt : null),
    };
  });
  const lastDone = steps.map((step) => step.completed).lastIndexOf(true);
  const path: TimelineStep[] = steps.map((step, index) => ({
    ...step,
    current: index === lastDone,
    // A step not reached yet has no time, whatever a partner sent early.
    at: step.completed ? step.at : null,
  }));
  if (order.status !== 'cancelled') return path;
  return [
    ...path,
    {
      status: 'cancelled',
      title: ORDER_TIMELINE_LABELS.cancelled,
      completed: true,
      current: true,
      at: order.externalTimestamps.cancelledTime,
    },
  ];
}

export interface QuickProgressStage {
  label: string;
  done: boolean;
}

/** The four stages of the quick progress row, in the home card's words (customer spec 4). */
const QUICK_STAGES: readonly StepStatus[] = ['pending', 'preparing', 'out_for_delivery', 'delivered'];

export function quickProgress(status: string): QuickProgressStage[] {
  const percent = orderProgressPercent(status);
  return QUICK_STAGES.map((stage) => ({
    label: HOME_ORDER_STATUS_LABELS[stage],
    done: percent > 0 && percent >= orderProgressPercent(stage),
  }));
}

/** Customer spec 4: "the rate button appears at 100%". */
export function canRate(status: string): boolean {
  return orderProgressPercent(status) === 100;
}

/** Customer spec 4, quick rating: offered while the vendor's eligible order is this very order. */
export function canQuickRate(eligibility: ReviewEligibility | undefined, orderId: number): boolean {
  return eligibility?.canReview === true && eligibility.orderId === orderId;
}
