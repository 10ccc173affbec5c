import {
  paiseToRupees,
  type PartnerEndpoint,
  type PartnerOrderCreateRequest,
  type PartnerOrderCreateResponse,
  type PartnerOrderStatusResponse,
  type PartnerOrderUpdateRequest,
} from '@marketplace/contracts';
import type { Order } from './order';

/** A partner refused or failed a request. Retrying helps only when the partner or the network was at fault. */
export class PartnerRequestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PartnerRequestError';
  }
}

/** The partner's order API, as the category configs and order status configs describe it. */
export interface PartnerOrderClient {
  createOrder(
    endpoint: PartnerEndpoint,
    body: PartnerOrderCreateRequest,
    timeoutMs: number,
  ): Promise<PartnerOrderCreateResponse>;
  fetchOrderStatus(endpoint: PartnerEndpoint, timeoutMs: number): Promise<PartnerOrderStatusResponse>;
  /** The order-update URL, its {orderId} filled in: the partner answers with the order's status. */
  updateOrder(
    endpoint: PartnerEndpoint,
    body: PartnerOrderUpdateRequest,
    timeoutMs: number,
  ): Promise<PartnerOrderStatusResponse>;
}

/** The order as the partner's order-create URL takes it (contracts partner-api.ts). */
export function partnerOrderRequest(order: Order): PartnerOrderCreateRequest {
  if (!order.externalRestaurantId) {
    throw new PartnerRequestError(`Vendor ${order.vendorId} has no partner restaurant id`, false);
  }
  const customerName = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ').trim();
  return {
    // Our id is the partner's idempotency key: a relay retried after a timeout orders once.
    merchantOrderId: String(order.id),
    externalRestaurantId: order.externalRestaurantId,
    items: order.lines.map((line) => ({
      ...(line.externalMenuId ? { externalMenuId: line.externalMenuId } : {}),
      name: line.name,
      quantity: line.quantity,
      price: paiseToRupees(line.pricePaise),
    })),
    customer: { name: customerName || 'Marketplace customer', phone: order.phoneNumber },
    deliveryAddress: order.deliveryAddress,
    totalAmount: paiseToRupees(order.bill.total),
    paymentMethod: 'cod',
    ...(order.specialInstructions ? { specialInstructions: order.specialInstructions } : {}),
  };
}

/** The resident's cancellation as the partner's order-update URL takes it. */
export function partnerCancelRequest(order: Order, reason: string): PartnerOrderUpdateRequest {
  return { merchantOrderId: String(order.id), status: 'cancelled', reason };
}

const ORDER_ID_PLACEHOLDER = /\{orderId\}|%7BorderId%7D/gi;

/** A partner's order URL template (order-status, order-update; admin spec 3: `{orderId}`) with its order id filled in. */
export function partnerOrderUrl(template: string, partnerOrderId: string): string {
  return template.replace(ORDER_ID_PLACEHOLDER, encodeURIComponent(partnerOrderId));
}

/** A partner time (ISO 8601) as a Date, or undefined when the partner sent something else. */
export function partnerTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** How the relay retries an order the partner did not take. */
export interface RelayPolicy {
  /** Attempts in all, the first included, before the relay gives up. */
  maxAttempts: number;
  /** Delay before the second attempt; each later one doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long one call to the partner may take. */
  timeoutMs: number;
}

/**
 * What a failed attempt to reach a partner leaves: another try after the backoff, or none when the
 * partner refused outright or the attempts ran out.
 */
export function attemptFailure(
  policy: RelayPolicy,
  attempts: number,
  error: unknown,
  now: Date,
): { attempts: number; error: string; nextAttemptAt: Date | null; delayMs: number | null } {
  const message = error instanceof Error ? error.message : String(error);
  const retryable = !(error instanceof PartnerRequestError) || error.retryable;
  if (!retryable || attempts >= policy.maxAttempts)
    return { attempts, error: message, nextAttemptAt: null, delayMs: null };
  const delayMs = relayRetryDelay(policy, attempts);
  return { attempts, error: message, nextAttemptAt: new Date(now.getTime() + delayMs), delayMs };
}

/** Exponential backoff: base, 2 x base, 4 x base ... capped. */
export function relayRetryDelay(policy: RelayPolicy, attemptsMade: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attemptsMade - 1));
}
