import {
  ORDER_TIMELINE_LABELS,
  type OrdersReportOrder,
  type ReportedOrderStatus,
} from '@marketplace/contracts';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: ReportedOrderStatus;
  label: string;
  /** When the order reached this step (ISO), null when it has not or a partner skipped it. */
  time: string | null;
  state: TimelineStepState;
}

const HAPPY_PATH = [
  'pending',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly ReportedOrderStatus[];

function timeOf(order: OrdersReportOrder, step: ReportedOrderStatus): string | null {
  switch (step) {
    case 'pending':
      return order.createdAt;
    case 'accepted':
      return order.acceptedTime;
    case 'preparing':
      return order.preparingTime;
    case 'ready':
      return order.readyTime;
    case 'out_for_delivery':
      // Picked up has no step of its own in the reports (reportedStatusOf): the rider took it then.
      return order.outForDeliveryTime ?? order.pickedUpTime;
    case 'delivered':
      return order.deliveredTime;
    case 'cancelled':
      return order.cancelledTime;
  }
}

/**
 * Admin spec 2, the order-details dialog: the steps of the order with each one's own time, the
 * current one marked. A cancelled order shows the steps it reached, then Cancelled.
 */
export function orderTimeline(order: OrdersReportOrder): TimelineStep[] {
  const step = (status: ReportedOrderStatus, state: TimelineStepState): TimelineStep => ({
    status,
    label: ORDER_TIMELINE_LABELS[status],
    time: timeOf(order, status),
    state,
  });
  const current = order.status;
  if (current === 'cancelled') {
    const reached = HAPPY_PATH.filter((status) => status === 'pending' || timeOf(order, status) !== null);
    return [...reached.map((status) => step(status, 'done')), step('cancelled', 'current')];
  }
  const currentIndex = HAPPY_PATH.indexOf(current);
  return HAPPY_PATH.map((status, index) =>
    step(status, index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'),
  );
}
