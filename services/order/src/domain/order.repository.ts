import type { Bill, OrderStatus, PaymentMethod } from '@marketplace/contracts';
import type {
  CustomerSnapshot,
  Order,
  OrderLine,
  PartnerCancelStatus,
  RelayStatus,
  StatusChange,
  StatusDetails,
  StatusSource,
} from './order';

export interface NewOrder {
  userId: number;
  vendorId: number;
  categoryId: number;
  categoryName: string;
  externalRestaurantId: string | null;
  restaurantName: string;
  restaurantAddress: string | null;
  lines: OrderLine[];
  bill: Bill;
  deliveryAddress: string;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  specialInstructions: string | null;
  customer: CustomerSnapshot;
  customerSupportNumber: string | null;
  estimatedDeliveryAt: Date;
  relayStatus: Extract<RelayStatus, 'not_required' | 'pending'>;
  createdAt: Date;
}

/** A change decided for one order, with what its step records beside the status. */
export interface DecidedStatusChange {
  orderId: number;
  change: StatusChange;
  details: StatusDetails;
}

export interface StatusHistoryEntry {
  orderId: number;
  status: OrderStatus;
  externalStatus: string | null;
  source: StatusSource;
  /** False for an update that arrived out of order and changed nothing. */
  applied: boolean;
  occurredAt: Date;
}

export interface RelaySuccess {
  externalOrderId: string;
  externalStatus: string;
  attempts: number;
  relayedAt: Date;
  partnerOrderStatusUrl: string | null;
  estimatedDeliveryAt: Date | null;
}

/** A failed attempt to tell a partner something (the relay of an order, or its cancellation). */
export interface RelayFailure {
  attempts: number;
  error: string;
  /** When to try again; null when the relay has given up. */
  nextAttemptAt: Date | null;
}

/** One page of a resident's orders: `before` is the id of the last order of the previous page. */
export interface UserOrdersPage {
  limit: number;
  before?: number;
}

export interface OrderRating {
  rating: number;
  /** Trimmed; null when the resident wrote nothing. */
  remarks: string | null;
  ratedAt: Date;
}

/** One page of the orders the status poller looks at. */
export interface PollableQuery {
  categoryIds: number[];
  placedAfter: Date;
  /** Page after this order id (0 for the first page). */
  afterId: number;
  limit: number;
}

/** An order as a partner's webhook names it. */
export interface RelayedOrderRef {
  id: number;
  categoryId: number;
}

export interface OrderRepository {
  findById(orderId: number): Promise<Order | null>;
  /**
   * The orders relayed to a partner whose partner order id is one of `references`, by that id,
   * with their category (the partner that owns them). A partner order id is unique per partner
   * only, so one id may name orders of several partners: all of them, lowest id first. Never our
   * own ids: a partner's digits must not name our order of the same number, and orders of in-house
   * vendors have no partner.
   */
  findRelayedByPartnerOrderId(references: readonly string[]): Promise<Map<string, RelayedOrderRef[]>>;
  /** The categories of the orders being relayed to their partner now (partner order id not yet stored). */
  categoriesWithRelaysInFlight(): Promise<number[]>;
  /** One page of the resident's orders, newest (highest id) first. */
  listForUser(userId: number, page: UserOrdersPage): Promise<Order[]>;
  /** The resident's orders of one vendor, newest first, without their lines. */
  listForUserAndVendor(userId: number, vendorId: number): Promise<OrderSummary[]>;

  /** The orders of these ids that exist, by id, in one read. */
  findByIds(orderIds: readonly number[]): Promise<Map<number, Order>>;
  /**
   * Applies decided changes, each with the details its step records, in one statement: an order's
   * changes of one batch in turn, from the status the first was decided on. Answers the orders that
   * still had it; one missing means another writer moved it first (the caller's transaction should
   * then be retried).
   */
  applyStatusChanges(changes: readonly DecidedStatusChange[]): Promise<Set<number>>;
  addStatusHistory(entries: readonly StatusHistoryEntry[]): Promise<void>;

  /**
   * Takes a pending relay that is due, leasing it until `leaseUntil` so no other worker tries it
   * meanwhile; null when it is not pending, not due, or leased by someone else.
   */
  claimRelay(orderId: number, now: Date, leaseUntil: Date): Promise<Order | null>;
  markRelayed(orderId: number, success: RelaySuccess): Promise<void>;
  markRelayAttemptFailed(orderId: number, failure: RelayFailure): Promise<void>;
  /** Pending relays whose next attempt is due, oldest first. */
  listDueRelays(now: Date, limit: number): Promise<number[]>;

  /** Relayed orders still under way, of the given categories and placed after `placedAfter`, by id. */
  listPollable(query: PollableQuery): Promise<Order[]>;
  /**
   * Takes the right to ask the partner about the order now: recorded as an ask at `now`, leased
   * until `leaseUntil`. False when it is finished, was asked after `askedBefore`, or another ask's
   * lease is running: then nobody else may ask yet, whichever replica or path (poller, refresh).
   */
  claimStatusPoll(orderId: number, claim: StatusPollClaim): Promise<boolean>;
  /** Stores the rating of a delivered, unrated order; false when it is not (or no longer) so. */
  saveRating(orderId: number, rating: OrderRating): Promise<boolean>;

  /** The partner is to be told the resident cancelled (partnerCancel.status pending). */
  requestPartnerCancel(orderId: number): Promise<void>;
  /** As claimRelay, for telling the partner of a cancellation. */
  claimPartnerCancel(orderId: number, now: Date, leaseUntil: Date): Promise<Order | null>;
  markPartnerCancelDone(
    orderId: number,
    outcome: { status: Extract<PartnerCancelStatus, 'sent' | 'not_required'>; attempts: number },
  ): Promise<void>;
  markPartnerCancelAttemptFailed(orderId: number, failure: RelayFailure): Promise<void>;
  /** Cancellations still to be told to partners whose next attempt is due, oldest first. */
  listDuePartnerCancels(now: Date, limit: number): Promise<number[]>;

  /** Counts a wrong handoff code on an order still out for delivery; the failures so far. */
  recordHandoffFailure(orderId: number): Promise<number>;
  /** One page of the given stores' local orders, newest first, and each tab's count under the same filters. */
  listForStores(query: StoreOrdersQuery): Promise<StoreOrdersPage>;
  /** Local orders still pending that were placed before `placedBefore`, oldest first. */
  listUnanswered(placedBefore: Date, limit: number): Promise<number[]>;

  /** Records an ask's end (releasing its claim), and the partner's new delivery estimate when it gave one. */
  markPolled(orderId: number, at: Date, estimatedDeliveryAt: Date | null): Promise<void>;
}

export interface StoreOrdersQuery {
  storeIds: readonly number[];
  statuses?: readonly OrderStatus[];
  placedFrom?: Date;
  placedTo?: Date;
  orderId?: number;
  limit: number;
}

export interface StoreOrdersPage {
  orders: Order[];
  counts: { new: number; in_progress: number; done: number };
}

export interface StatusPollClaim {
  now: Date;
  askedBefore: Date;
  leaseUntil: Date;
}

/** What other services may learn of a resident's order: whose, which vendor's, how far along. */
export interface OrderSummary {
  id: number;
  vendorId: number;
  status: OrderStatus;
  createdAt: Date;
}
