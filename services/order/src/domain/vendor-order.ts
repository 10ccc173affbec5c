import { randomInt } from 'node:crypto';
import {
  EXPIRED_ORDER_REASON,
  HANDOFF_MAX_TRIES,
  nextVendorStep,
  VENDOR_MESSAGES,
  type OrderStatus,
  type StoreMembership,
  type StoreRole,
} from '@marketplace/contracts';
import type { Order, RelayState } from './order';

/** What telling a local order from a partner's needs of it. */
type Routed = { relay: Pick<RelayState, 'status'> };

/**
 * The rules of a local vendor's side of an order (issue 24): which orders a store's member may
 * see and move, and what each answer may do. Partners' orders are moved by their partner alone.
 */

/** An order of an in-house vendor: nobody but the store's members moves it. */
export function isLocalOrder(order: Routed): boolean {
  return order.relay.status === 'not_required';
}

/** The caller's role in the order's store, or null when the order is not one of their stores' own. */
export function memberRoleFor(
  order: Pick<Order, 'vendorId'> & Routed,
  stores: readonly StoreMembership[],
): StoreRole | null {
  if (!isLocalOrder(order)) return null;
  return stores.find((store) => store.storeId === order.vendorId)?.role ?? null;
}

/** A vendor's answer or step that the order's current state does not allow; the message says why. */
export class VendorOrderConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorOrderConflictError';
  }
}

/** A wrong handoff code: counted, and the message says how many tries are left. */
export class HandoffCodeRejectedError extends Error {
  constructor(readonly failures: number) {
    super(VENDOR_MESSAGES.wrongHandoffCode(Math.max(0, HANDOFF_MAX_TRIES - failures)));
    this.name = 'HandoffCodeRejectedError';
  }
}

/** Delivering without the code: only the owner, and only after HANDOFF_MAX_TRIES wrong codes. */
export class HandoffBypassRefusedError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.bypassNotAllowed);
    this.name = 'HandoffBypassRefusedError';
  }
}

/** A signed-in user who belongs to no store calls a vendor call. */
export class NotAStoreMemberError extends Error {
  constructor() {
    super(VENDOR_MESSAGES.notAMember);
    this.name = 'NotAStoreMemberError';
  }
}

/** Why an order that is no longer new cannot be accepted or rejected. */
export function answerRefusal(
  order: Pick<Order, 'status' | 'cancelReason' | 'vendorHandling'>,
): string | null {
  if (order.status === 'pending') return null;
  if (order.status !== 'cancelled') return VENDOR_MESSAGES.alreadyAnswered;
  if (order.cancelReason === EXPIRED_ORDER_REASON) return VENDOR_MESSAGES.expired;
  if (order.vendorHandling.answeredByUserId !== null) return VENDOR_MESSAGES.alreadyRejected;
  return VENDOR_MESSAGES.cancelled;
}

const words = (status: OrderStatus) => status.replace(/_/g, ' ');

/** Why the order cannot move to `to` now: the vendor's steps go one at a time, forward only. */
export function stepRefusal(order: Pick<Order, 'status'>, to: OrderStatus): string | null {
  if (order.status === 'pending') return VENDOR_MESSAGES.notAccepted;
  if (order.status === 'cancelled') return VENDOR_MESSAGES.cancelled;
  if (order.status === 'delivered') return VENDOR_MESSAGES.alreadyDelivered;
  const next = nextVendorStep(order.status);
  if (next === to) return null;
  return VENDOR_MESSAGES.notNextStep(words(order.status), next ? words(next) : 'none');
}

/** Why the order cannot be handed over now. */
export function deliverRefusal(order: Pick<Order, 'status'>): string | null {
  if (order.status === 'out_for_delivery' || order.status === 'picked_up') return null;
  if (order.status === 'pending') return VENDOR_MESSAGES.notAccepted;
  if (order.status === 'cancelled') return VENDOR_MESSAGES.cancelled;
  if (order.status === 'delivered') return VENDOR_MESSAGES.alreadyDelivered;
  return VENDOR_MESSAGES.notOutForDelivery;
}

/** The owner's way out once the resident's code has failed HANDOFF_MAX_TRIES times. */
export function mayDeliverWithoutCode(order: Pick<Order, 'vendorHandling'>, role: StoreRole): boolean {
  return role === 'owner' && order.vendorHandling.handoffFailures >= HANDOFF_MAX_TRIES;
}

/** Codes are refused once the tries are used up, so four digits cannot be guessed one by one. */
export function handoffTriesLeft(order: Pick<Order, 'vendorHandling'>): number {
  return Math.max(0, HANDOFF_MAX_TRIES - order.vendorHandling.handoffFailures);
}

/** Four random digits, from a cryptographic source so a member cannot predict the resident's code. */
export function drawHandoffCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** When a new order is cancelled if nobody at the store has answered it. */
export function answerDeadline(order: Pick<Order, 'createdAt'>, acceptWindowMs: number): Date {
  return new Date(order.createdAt.getTime() + acceptWindowMs);
}
