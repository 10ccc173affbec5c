import type { OrderStatus, PartnerOrderItem, PartnerOrderTimestamps } from '@marketplace/contracts';

/** The statuses a Spice Route order takes, in the marketplace's vocabulary. */
export type PartnerOrderStatus = Extract<
  OrderStatus,
  'pending' | 'accepted' | 'preparing' | 'ready' | 'out_for_delivery' | 'delivered' | 'cancelled'
>;

/** The kitchen's path after an order is placed (pending); each step is one webhook. */
const PROGRESSION: readonly PartnerOrderStatus[] = [
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
];

/** Which customer-visible timestamp a status stamps; preparing has none in the spec. */
const STAMPED_BY: Partial<Record<PartnerOrderStatus, keyof PartnerOrderTimestamps>> = {
  pending: 'orderedTime',
  accepted: 'acceptedTime',
  ready: 'readyTime',
  out_for_delivery: 'pickedUpTime',
  delivered: 'deliveredTime',
};

export interface PartnerOrder {
  /** The partner's id, 'SR-<n>': what the marketplace stores as externalOrderId. */
  id: string;
  merchantOrderId: string;
  restaurantId: string;
  items: PartnerOrderItem[];
  customerName: string;
  customerPhone: string;
  deliveryAddress: string;
  totalAmount: number;
  specialInstructions?: string;
  status: PartnerOrderStatus;
  timestamps: PartnerOrderTimestamps;
  estimatedDeliveryTime: Date;
  updatedAt: Date;
}

export type NewPartnerOrder = Omit<PartnerOrder, 'id' | 'status' | 'timestamps' | 'updatedAt'>;

export function isFinished(status: PartnerOrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled';
}

function stamp(
  timestamps: PartnerOrderTimestamps,
  status: PartnerOrderStatus,
  at: Date,
): PartnerOrderTimestamps {
  const field = STAMPED_BY[status];
  return field ? { ...timestamps, [field]: at.toISOString() } : timestamps;
}

export function placedOrder(id: string, order: NewPartnerOrder, at: Date): PartnerOrder {
  const none: PartnerOrderTimestamps = {
    orderedTime: null,
    acceptedTime: null,
    readyTime: null,
    pickedUpTime: null,
    deliveredTime: null,
  };
  return { ...order, id, status: 'pending', timestamps: stamp(none, 'pending', at), updatedAt: at };
}

/** The next status on the kitchen's path, or undefined once the order is finished. */
export function nextStatus(status: PartnerOrderStatus): PartnerOrderStatus | undefined {
  if (isFinished(status)) return undefined;
  // pending is not on the path (indexOf is -1), so its next status is the first step.
  return PROGRESSION[PROGRESSION.indexOf(status) + 1];
}

/** Moves the order one step along its path; a finished order is returned unchanged. */
export function advance(order: PartnerOrder, at: Date): PartnerOrder {
  const status = nextStatus(order.status);
  if (!status) return order;
  return { ...order, status, timestamps: stamp(order.timestamps, status, at), updatedAt: at };
}

export class OrderAlreadyDeliveredError extends Error {
  constructor(readonly orderId: string) {
    super(`Order ${orderId} is already delivered and cannot be cancelled`);
  }
}

/** Cancels an order that is still under way; cancelling a cancelled order changes nothing. */
export function cancel(order: PartnerOrder, at: Date): PartnerOrder {
  if (order.status === 'delivered') throw new OrderAlreadyDeliveredError(order.id);
  if (order.status === 'cancelled') return order;
  return { ...order, status: 'cancelled', updatedAt: at };
}
