import {
  CANCELLABLE_ORDER_STATUSES,
  type DietaryPreference,
  cancelTimeLeftMs,
  canTransition,
  type Bill,
  type EventData,
  type NotificationType,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@marketplace/contracts';
import type { CancelRefusal } from './errors';

/** Where a status change came from (the `source` of order.status_changed). */
export type StatusSource = EventData<'order.status_changed'>['source'];

/** not_required: an internal vendor; pending: waiting for the partner; relayed: the partner has it; failed: gave up. */
export type RelayStatus = 'not_required' | 'pending' | 'relayed' | 'failed';

export interface OrderLine {
  menuItemId: number | null;
  externalMenuId: string | null;
  name: string;
  pricePaise: number;
  quantity: number;
}

/** The resident as the order recorded them when it was placed. */
export interface CustomerSnapshot {
  firstName: string | null;
  lastName: string | null;
  flatNumber: string | null;
  communityName: string | null;
  /** From the resident's profile: the vendor's card shows 'VEG ONLY ORDER' and the like. */
  dietaryPreferences: DietaryPreference[];
}

/** When the order reached each status; pending is the order's createdAt. */
export interface StatusTimes {
  acceptedAt: Date | null;
  preparingAt: Date | null;
  readyAt: Date | null;
  pickedUpAt: Date | null;
  outForDeliveryAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * Telling the partner that the resident cancelled. pending: to be sent; sent: the partner took it;
 * failed: gave up; not_required: the partner never had the order.
 */
export type PartnerCancelStatus = 'pending' | 'sent' | 'failed' | 'not_required';

export interface PartnerCancelState {
  /** Null when there is nothing to tell the partner (a local order, or not cancelled by the resident). */
  status: PartnerCancelStatus | null;
  attempts: number;
  error: string | null;
  nextAttemptAt: Date | null;
}

export interface RelayState {
  status: RelayStatus;
  attempts: number;
  error: string | null;
  nextAttemptAt: Date | null;
  relayedAt: Date | null;
}

export interface Order {
  id: number;
  userId: number;
  vendorId: number;
  categoryId: number;
  /** The vendor's category when the order was placed; null for orders older than this record. */
  categoryName: string | null;
  externalRestaurantId: string | null;
  restaurantName: string;
  restaurantAddress: string | null;
  status: OrderStatus;
  externalStatus: string | null;
  externalOrderId: string | null;
  lines: OrderLine[];
  bill: Bill;
  deliveryAddress: string;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  paymentStatus: PaymentStatus;
  specialInstructions: string | null;
  customer: CustomerSnapshot;
  customerSupportNumber: string | null;
  estimatedDeliveryAt: Date | null;
  statusTimes: StatusTimes;
  relay: RelayState;
  partnerCancel: PartnerCancelState;
  partnerOrderStatusUrl: string | null;
  lastPolledAt: Date | null;
  rating: number | null;
  ratingRemarks: string | null;
  /** Why it was cancelled, in words the resident reads; null while it is not (or a partner cancelled). */
  cancelReason: string | null;
  /** A local vendor's side (issue 24); null and zero for partners' orders. */
  vendorHandling: VendorHandling;
  createdAt: Date;
  updatedAt: Date;
}

/** What a local vendor's answer and handover recorded on the order. */
export interface VendorHandling {
  prepMinutes: number | null;
  /** The resident's 4-digit code, drawn when the order went out for delivery. */
  handoffCode: string | null;
  handoffFailures: number;
  deliveredWithoutCode: boolean;
  answeredByUserId: number | null;
}

/** What a status change records on the order beside its status and time. */
export interface StatusDetails {
  cancelReason?: string;
  prepMinutes?: number;
  estimatedDeliveryAt?: Date;
  handoffCode?: string;
  deliveredWithoutCode?: boolean;
  answeredByUserId?: number;
  /** Who cancelled it: the source of the cancelling update (applyOrderStatus sets it). */
  cancelledBy?: StatusSource;
}

/** Customer spec 2: the confirmation screen promises delivery in 15-20 minutes until a partner says otherwise. */
export const DEFAULT_DELIVERY_ESTIMATE_MINUTES = 20;

/** The column each status stamps when the order reaches it. */
const STATUS_TIME_FIELD: Readonly<Record<OrderStatus, keyof StatusTimes | null>> = {
  pending: null,
  accepted: 'acceptedAt',
  preparing: 'preparingAt',
  ready: 'readyAt',
  picked_up: 'pickedUpAt',
  out_for_delivery: 'outForDeliveryAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

export interface StatusUpdate {
  status: OrderStatus;
  /** The partner's own word, kept for display. */
  externalStatus: string | null;
  occurredAt: Date;
  source: StatusSource;
}

export interface StatusChange {
  previousStatus: OrderStatus;
  status: OrderStatus;
  externalStatus: string | null;
  at: Date;
  timeField: keyof StatusTimes | null;
  /** Cash is collected at the door, so delivery completes the payment. */
  paymentStatus: PaymentStatus | null;
}

/**
 * applied: the order moves; unchanged: it already has this status (a repeat or a poll that found
 * nothing new); stale: the update is older than what the order has, or the order is finished.
 */
export type StatusDecision =
  { outcome: 'applied'; change: StatusChange } | { outcome: 'unchanged' } | { outcome: 'stale' };

/** What a status update does to an order, by the one transition rule in contracts (canTransition). */
export function decideStatusChange(
  order: Pick<Order, 'status' | 'paymentMethod'>,
  update: StatusUpdate,
): StatusDecision {
  if (order.status === update.status) return { outcome: 'unchanged' };
  if (!canTransition(order.status, update.status)) return { outcome: 'stale' };
  return {
    outcome: 'applied',
    change: {
      previousStatus: order.status,
      status: update.status,
      externalStatus: update.externalStatus,
      at: update.occurredAt,
      timeField: STATUS_TIME_FIELD[update.status],
      paymentStatus: update.status === 'delivered' && order.paymentMethod === 'cod' ? 'completed' : null,
    },
  };
}

export interface NotificationText {
  type: NotificationType;
  title: string;
  message: string;
}

const STATUS_NOTIFICATIONS: Readonly<
  Record<OrderStatus, { title: string; message: (restaurant: string) => string }>
> = {
  pending: { title: 'Order placed', message: (r) => `Your order from ${r} has been placed.` },
  accepted: { title: 'Order accepted', message: (r) => `${r} has accepted your order.` },
  preparing: { title: 'Order being prepared', message: (r) => `${r} is preparing your order.` },
  ready: { title: 'Order ready', message: (r) => `Your order from ${r} is ready.` },
  picked_up: { title: 'Order picked up', message: (r) => `Your order from ${r} has been picked up.` },
  out_for_delivery: {
    title: 'Out for delivery',
    message: (r) => `Your order from ${r} is out for delivery.`,
  },
  delivered: { title: 'Order delivered', message: (r) => `Your order from ${r} has been delivered. Enjoy!` },
  cancelled: { title: 'Order cancelled', message: (r) => `Your order from ${r} has been cancelled.` },
};

/**
 * What the resident is told when their order reaches a status; a cancellation says why when the
 * vendor or the system gave a reason (the resident's own cancellation needs none).
 */
export function orderNotificationFor(
  status: OrderStatus,
  restaurantName: string,
  cancelReason: string | null = null,
): NotificationText {
  const text = STATUS_NOTIFICATIONS[status];
  const message =
    status === 'cancelled' && cancelReason && cancelReason !== RESIDENT_CANCEL_REASON
      ? `Your order from ${restaurantName} has been cancelled: ${cancelReason}.`
      : text.message(restaurantName);
  return { type: 'order_update', title: text.title, message };
}

/** Why the resident's cancellation happened: what order.cancelled carries and the partner is told. */
export const RESIDENT_CANCEL_REASON = 'Cancelled by the resident';

/**
 * Why the resident may not cancel the order at `now`, or null when they may: the FAQ's promise is
 * 5 minutes from placement, and only while the vendor has not started on it (pending or accepted).
 */
export function cancelRefusal(order: Pick<Order, 'status' | 'createdAt'>, now: Date): CancelRefusal | null {
  if (order.status === 'cancelled') return 'alreadyCancelled';
  if (!(CANCELLABLE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.status))
    return 'cancelAfterPreparing';
  if (cancelTimeLeftMs(order, now) === 0) return 'cancelWindowPassed';
  return null;
}

/** A partner has the order, or may have it once a relay in flight lands: it must hear of a cancellation. */
export function partnerMayHold(order: Pick<Order, 'relay'>): boolean {
  return order.relay.status === 'relayed' || order.relay.status === 'pending';
}

/** The code is the resident's to give at the door, so it shows only while the order is on its way. */
export function residentHandoffCode(order: Pick<Order, 'status' | 'vendorHandling'>): string | null {
  return order.status === 'out_for_delivery' || order.status === 'picked_up'
    ? order.vendorHandling.handoffCode
    : null;
}
