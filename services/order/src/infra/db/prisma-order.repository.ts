import {
  DietaryPreferenceSchema,
  isTerminalStatus,
  VENDOR_TAB_STATUSES,
  MAX_SERIAL_ID,
  ORDER_STATUSES,
  OrderStatusSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@marketplace/contracts';
import type { Order, PartnerCancelStatus, RelayStatus } from '../../domain/order';
import type {
  DecidedStatusChange,
  OrderRepository,
  OrderRating,
  OrderSummary,
  PollableQuery,
  RelayFailure,
  RelayedOrderRef,
  RelaySuccess,
  StatusHistoryEntry,
  StatusPollClaim,
  StoreOrdersPage,
  StoreOrdersQuery,
  UserOrdersPage,
} from '../../domain/order.repository';
import type { OrderItem as OrderItemRow, Order as OrderRow, Prisma } from './generated/client';

/** A Prisma client or an interactive transaction: repositories work the same inside and outside one. */
export type PrismaDb = Prisma.TransactionClient;

type OrderWithItems = OrderRow & { items: OrderItemRow[] };

/** An order's lines, in the order they were placed. */
export const WITH_ITEMS = { items: { orderBy: { id: 'asc' } } } as const;
const TERMINAL_STATUSES = ORDER_STATUSES.filter(isTerminalStatus);
const RELAY_STATUSES: readonly RelayStatus[] = ['not_required', 'pending', 'relayed', 'failed'];
const PARTNER_CANCEL_STATUSES: readonly PartnerCancelStatus[] = ['pending', 'sent', 'failed', 'not_required'];

function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`orders.${column} holds an unknown value: ${value}`);
}

export function toOrder(row: OrderWithItems): Order {
  return {
    id: row.id,
    userId: row.userId,
    vendorId: row.vendorId,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    externalRestaurantId: row.externalRestaurantId,
    restaurantName: row.restaurantName,
    restaurantAddress: row.restaurantAddress,
    status: OrderStatusSchema.parse(row.status),
    externalStatus: row.externalStatus,
    externalOrderId: row.externalOrderId,
    lines: row.items.map((item) => ({
      menuItemId: item.menuItemId,
      externalMenuId: item.externalMenuId,
      name: item.name,
      pricePaise: item.pricePaise,
      quantity: item.quantity,
    })),
    bill: {
      itemsTotal: row.itemsTotalPaise,
      platformFee: row.platformFeePaise,
      deliveryCharge: row.deliveryChargePaise,
      packaging: row.packagingPaise,
      gst: row.gstPaise,
      total: row.totalAmountPaise,
    },
    deliveryAddress: row.deliveryAddress,
    phoneNumber: row.phoneNumber,
    paymentMethod: oneOf(PAYMENT_METHODS, row.paymentMethod, 'payment_method'),
    paymentId: row.paymentId,
    paymentStatus: oneOf(PAYMENT_STATUSES, row.paymentStatus, 'payment_status'),
    specialInstructions: row.specialInstructions,
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      flatNumber: row.customerFlatNumber,
      communityName: row.customerCommunityName,
      dietaryPreferences: row.customerDietaryPreferences.map((preference) =>
        DietaryPreferenceSchema.parse(preference),
      ),
    },
    customerSupportNumber: row.customerSupportNumber,
    estimatedDeliveryAt: row.estimatedDeliveryAt,
    statusTimes: {
      acceptedAt: row.acceptedAt,
      preparingAt: row.preparingAt,
      readyAt: row.readyAt,
      pickedUpAt: row.pickedUpAt,
      outForDeliveryAt: row.outForDeliveryAt,
      deliveredAt: row.deliveredAt,
      cancelledAt: row.cancelledAt,
    },
    relay: {
      status: oneOf(RELAY_STATUSES, row.relayStatus, 'relay_status'),
      attempts: row.relayAttempts,
      error: row.relayError,
      nextAttemptAt: row.relayNextAttemptAt,
      relayedAt: row.relayedAt,
    },
    partnerCancel: {
      status:
        row.partnerCancelStatus === null
          ? null
          : oneOf(PARTNER_CANCEL_STATUSES, row.partnerCancelStatus, 'partner_cancel_status'),
      attempts: row.partnerCancelAttempts,
      error: row.partnerCancelError,
      nextAttemptAt: row.partnerCancelNextAttemptAt,
    },
    partnerOrderStatusUrl: row.partnerOrderStatusUrl,
    lastPolledAt: row.lastPolledAt,
    rating: row.rating,
    ratingRemarks: row.ratingRemarks,
    cancelReason: row.cancelReason,
    vendorHandling: {
      prepMinutes: row.prepMinutes,
      handoffCode: row.handoffCode,
      handoffFailures: row.handoffFailures,
      deliveredWithoutCode: row.deliveredWithoutCode,
      answeredByUserId: row.answeredByUserId,
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * What a status change may write beside the status, by the field's name in the domain (a status's
 * time, the payment's status, a step's details), with its column and type.
 */
const CHANGE_COLUMNS = {
  externalStatus: ['external_status', 'text'],
  acceptedAt: ['accepted_at', 'timestamptz'],
  preparingAt: ['preparing_at', 'timestamptz'],
  readyAt: ['ready_at', 'timestamptz'],
  pickedUpAt: ['picked_up_at', 'timestamptz'],
  outForDeliveryAt: ['out_for_delivery_at', 'timestamptz'],
  deliveredAt: ['delivered_at', 'timestamptz'],
  cancelledAt: ['cancelled_at', 'timestamptz'],
  paymentStatus: ['payment_status', 'text'],
  cancelReason: ['cancel_reason', 'text'],
  prepMinutes: ['prep_minutes', 'int'],
  estimatedDeliveryAt: ['estimated_delivery_at', 'timestamptz'],
  handoffCode: ['handoff_code', 'text'],
  deliveredWithoutCode: ['delivered_without_code', 'boolean'],
  answeredByUserId: ['answered_by_user_id', 'int'],
  cancelledBy: ['cancelled_by', 'text'],
} as const satisfies Record<string, readonly [string, string]>;
type ChangeField = keyof typeof CHANGE_COLUMNS;

/**
 * Every order's changes of a batch in one statement ($1: one JSON object per order, `set` holding
 * only the columns its changes write, by the domain's field names), each applied only where the
 * order still has the status its first change was decided on; answers the orders it changed.
 */
const APPLY_STATUS_CHANGES_SQL = `
UPDATE "orders".orders AS o
   SET status = v.status, updated_at = $2::timestamptz,
       ${Object.entries(CHANGE_COLUMNS)
         .map(
           ([field, [column, type]]) =>
             `${column} = CASE WHEN v.set ? '${field}' THEN (v.set->>'${field}')::${type} ELSE o.${column} END`,
         )
         .join(',\n       ')}
  FROM jsonb_to_recordset($1::jsonb) AS v(id int, expected text, status text, set jsonb)
 WHERE o.id = v.id AND o.status = v.expected
RETURNING o.id`;

/** An order's changes of one batch as one row of APPLY_STATUS_CHANGES_SQL: the later write wins. */
function netChanges(changes: readonly DecidedStatusChange[]) {
  const byOrder = new Map<
    number,
    { id: number; expected: string; status: string; set: Record<string, unknown> }
  >();
  for (const { orderId, change, details } of changes) {
    const net = byOrder.get(orderId) ?? { id: orderId, expected: change.previousStatus, status: '', set: {} };
    net.status = change.status;
    const set: Partial<Record<ChangeField, unknown>> = { externalStatus: change.externalStatus, ...details };
    if (change.timeField) set[change.timeField] = change.at;
    if (change.paymentStatus) set.paymentStatus = change.paymentStatus;
    for (const [field, value] of Object.entries(set))
      if (value !== undefined) net.set[field] = value instanceof Date ? value.toISOString() : value;
    byOrder.set(orderId, net);
  }
  return [...byOrder.values()];
}

const LOCAL = { relayStatus: 'not_required' } as const;

export class PrismaOrderRepository implements OrderRepository {
  constructor(private readonly db: PrismaDb) {}

  async findById(orderId: number): Promise<Order | null> {
    if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > MAX_SERIAL_ID) return null;
    const row = await this.db.order.findUnique({
      relationLoadStrategy: 'join',
      where: { id: orderId },
      include: WITH_ITEMS,
    });
    return row && toOrder(row);
  }

  async findByIds(orderIds: readonly number[]): Promise<Map<number, Order>> {
    const ids = [...new Set(orderIds)].filter(
      (id) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_SERIAL_ID,
    );
    const rows = await this.db.order.findMany({
      relationLoadStrategy: 'join',
      where: { id: { in: ids } },
      include: WITH_ITEMS,
    });
    return new Map(rows.map((row) => [row.id, toOrder(row)]));
  }

  async findRelayedByPartnerOrderId(references: readonly string[]): Promise<Map<string, RelayedOrderRef[]>> {
    const rows = await this.db.order.findMany({
      where: { externalOrderId: { in: [...new Set(references)] }, relayStatus: { not: 'not_required' } },
      orderBy: { id: 'asc' },
      select: { id: true, categoryId: true, externalOrderId: true },
    });
    const named = new Map<string, RelayedOrderRef[]>();
    for (const row of rows) {
      const reference = row.externalOrderId!;
      named.set(reference, [...(named.get(reference) ?? []), { id: row.id, categoryId: row.categoryId }]);
    }
    return named;
  }

  async categoriesWithRelaysInFlight(): Promise<number[]> {
    const rows = await this.db.order.findMany({
      where: { relayStatus: 'pending' },
      distinct: ['categoryId'],
      select: { categoryId: true },
    });
    return rows.map((row) => row.categoryId);
  }

  async listForUser(userId: number, page: UserOrdersPage): Promise<Order[]> {
    // One statement (relationJoins: the items come in a lateral join) over orders_user_id_id_idx.
    const rows = await this.db.order.findMany({
      relationLoadStrategy: 'join',
      where: { userId, ...(page.before === undefined ? {} : { id: { lt: page.before } }) },
      orderBy: { id: 'desc' },
      take: page.limit,
      include: WITH_ITEMS,
    });
    return rows.map(toOrder);
  }

  async listForUserAndVendor(userId: number, vendorId: number): Promise<OrderSummary[]> {
    const rows = await this.db.order.findMany({
      where: { userId, vendorId },
      orderBy: { id: 'desc' },
      select: { id: true, vendorId: true, status: true, createdAt: true },
    });
    return rows.map((row) => ({ ...row, status: OrderStatusSchema.parse(row.status) }));
  }

  async applyStatusChanges(changes: readonly DecidedStatusChange[]): Promise<Set<number>> {
    if (changes.length === 0) return new Set();
    const rows = await this.db.$queryRawUnsafe<{ id: number }[]>(
      APPLY_STATUS_CHANGES_SQL,
      JSON.stringify(netChanges(changes)),
      new Date(),
    );
    return new Set(rows.map((row) => row.id));
  }

  async recordHandoffFailure(orderId: number): Promise<number> {
    const rows = await this.db.order.updateManyAndReturn({
      where: { id: orderId, status: { in: ['out_for_delivery', 'picked_up'] } },
      data: { handoffFailures: { increment: 1 } },
      select: { handoffFailures: true },
    });
    return rows[0]?.handoffFailures ?? 0;
  }

  async listForStores(query: StoreOrdersQuery): Promise<StoreOrdersPage> {
    const scope = {
      ...LOCAL,
      vendorId: { in: [...query.storeIds] },
      ...(query.placedFrom || query.placedTo
        ? {
            createdAt: {
              ...(query.placedFrom && { gte: query.placedFrom }),
              ...(query.placedTo && { lt: query.placedTo }),
            },
          }
        : {}),
      ...(query.orderId !== undefined && { id: query.orderId }),
    } satisfies Prisma.OrderWhereInput;
    const [rows, byStatus] = await Promise.all([
      this.db.order.findMany({
        relationLoadStrategy: 'join',
        where: { ...scope, ...(query.statuses && { status: { in: [...query.statuses] } }) },
        orderBy: { id: 'desc' },
        take: query.limit,
        include: WITH_ITEMS,
      }),
      this.db.order.groupBy({ by: ['status'], where: scope, _count: { _all: true } }),
    ]);
    const count = (statuses: readonly string[]) =>
      byStatus.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row._count._all, 0);
    return {
      orders: rows.map(toOrder),
      counts: {
        new: count(VENDOR_TAB_STATUSES.new),
        in_progress: count(VENDOR_TAB_STATUSES.in_progress),
        done: count(VENDOR_TAB_STATUSES.done),
      },
    };
  }

  async listUnanswered(placedBefore: Date, limit: number): Promise<number[]> {
    const rows = await this.db.order.findMany({
      where: { ...LOCAL, status: 'pending', createdAt: { lt: placedBefore } },
      orderBy: { createdAt: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  async addStatusHistory(entries: readonly StatusHistoryEntry[]): Promise<void> {
    if (entries.length > 0) await this.db.orderStatusHistory.createMany({ data: [...entries] });
  }

  async claimRelay(orderId: number, now: Date, leaseUntil: Date): Promise<Order | null> {
    const { count } = await this.db.order.updateMany({
      where: {
        id: orderId,
        relayStatus: 'pending',
        OR: [{ relayNextAttemptAt: null }, { relayNextAttemptAt: { lte: now } }],
      },
      data: { relayNextAttemptAt: leaseUntil },
    });
    return count === 1 ? this.findById(orderId) : null;
  }

  async markRelayed(orderId: number, success: RelaySuccess): Promise<void> {
    const relayed = {
      relayStatus: 'relayed',
      relayAttempts: success.attempts,
      relayError: null,
      relayNextAttemptAt: null,
      relayedAt: success.relayedAt,
      externalOrderId: success.externalOrderId,
      partnerOrderStatusUrl: success.partnerOrderStatusUrl,
      ...(success.estimatedDeliveryAt ? { estimatedDeliveryAt: success.estimatedDeliveryAt } : {}),
    };
    const { count } = await this.db.order.updateMany({
      where: { id: orderId, relayStatus: 'pending', status: { not: 'cancelled' } },
      data: { ...relayed, externalStatus: success.externalStatus },
    });
    if (count === 1) return;
    // The resident cancelled while the relay was on its way: the partner's word would be shown
    // over the cancellation, so only the relay is recorded (the partner is told to cancel next).
    await this.db.order.updateMany({ where: { id: orderId, relayStatus: 'pending' }, data: relayed });
  }

  async markRelayAttemptFailed(orderId: number, failure: RelayFailure): Promise<void> {
    await this.db.order.updateMany({
      where: { id: orderId, relayStatus: 'pending' },
      data: {
        relayStatus: failure.nextAttemptAt ? 'pending' : 'failed',
        relayAttempts: failure.attempts,
        relayError: failure.error.slice(0, 1000),
        relayNextAttemptAt: failure.nextAttemptAt,
      },
    });
  }

  async listDueRelays(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db.order.findMany({
      where: {
        relayStatus: 'pending',
        OR: [{ relayNextAttemptAt: null }, { relayNextAttemptAt: { lte: now } }],
      },
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  async listPollable(query: PollableQuery): Promise<Order[]> {
    const rows = await this.db.order.findMany({
      where: {
        id: { gt: query.afterId },
        relayStatus: 'relayed',
        externalOrderId: { not: null },
        status: { notIn: TERMINAL_STATUSES },
        categoryId: { in: query.categoryIds },
        createdAt: { gte: query.placedAfter },
      },
      orderBy: { id: 'asc' },
      take: query.limit,
      include: WITH_ITEMS,
    });
    return rows.map(toOrder);
  }

  async claimStatusPoll(orderId: number, claim: StatusPollClaim): Promise<boolean> {
    // One conditional statement: of replicas claiming at once, the row lock lets one through.
    const { count } = await this.db.order.updateMany({
      where: {
        id: orderId,
        status: { notIn: TERMINAL_STATUSES },
        AND: [
          { OR: [{ lastPolledAt: null }, { lastPolledAt: { lte: claim.askedBefore } }] },
          { OR: [{ statusPollLeaseUntil: null }, { statusPollLeaseUntil: { lte: claim.now } }] },
        ],
      },
      data: { lastPolledAt: claim.now, statusPollLeaseUntil: claim.leaseUntil },
    });
    return count === 1;
  }

  async saveRating(orderId: number, rating: OrderRating): Promise<boolean> {
    const { count } = await this.db.order.updateMany({
      where: { id: orderId, status: 'delivered', rating: null },
      data: { rating: rating.rating, ratingRemarks: rating.remarks, ratedAt: rating.ratedAt },
    });
    return count === 1;
  }

  async requestPartnerCancel(orderId: number): Promise<void> {
    await this.db.order.update({
      where: { id: orderId },
      data: { partnerCancelStatus: 'pending', partnerCancelAttempts: 0, partnerCancelNextAttemptAt: null },
    });
  }

  async claimPartnerCancel(orderId: number, now: Date, leaseUntil: Date): Promise<Order | null> {
    const { count } = await this.db.order.updateMany({
      where: {
        id: orderId,
        partnerCancelStatus: 'pending',
        OR: [{ partnerCancelNextAttemptAt: null }, { partnerCancelNextAttemptAt: { lte: now } }],
      },
      data: { partnerCancelNextAttemptAt: leaseUntil },
    });
    return count === 1 ? this.findById(orderId) : null;
  }

  async markPartnerCancelDone(
    orderId: number,
    outcome: { status: Extract<PartnerCancelStatus, 'sent' | 'not_required'>; attempts: number },
  ): Promise<void> {
    await this.db.order.updateMany({
      where: { id: orderId, partnerCancelStatus: 'pending' },
      data: {
        partnerCancelStatus: outcome.status,
        partnerCancelAttempts: outcome.attempts,
        partnerCancelError: null,
        partnerCancelNextAttemptAt: null,
      },
    });
  }

  async markPartnerCancelAttemptFailed(orderId: number, failure: RelayFailure): Promise<void> {
    await this.db.order.updateMany({
      where: { id: orderId, partnerCancelStatus: 'pending' },
      data: {
        partnerCancelStatus: failure.nextAttemptAt ? 'pending' : 'failed',
        partnerCancelAttempts: failure.attempts,
        partnerCancelError: failure.error.slice(0, 1000),
        partnerCancelNextAttemptAt: failure.nextAttemptAt,
      },
    });
  }

  async listDuePartnerCancels(now: Date, limit: number): Promise<number[]> {
    const rows = await this.db.order.findMany({
      where: {
        partnerCancelStatus: 'pending',
        OR: [{ partnerCancelNextAttemptAt: null }, { partnerCancelNextAttemptAt: { lte: now } }],
      },
      orderBy: { id: 'asc' },
      take: limit,
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }

  async markPolled(orderId: number, at: Date, estimatedDeliveryAt: Date | null): Promise<void> {
    await this.db.order.update({
      where: { id: orderId },
      data: {
        lastPolledAt: at,
        statusPollLeaseUntil: null,
        ...(estimatedDeliveryAt ? { estimatedDeliveryAt } : {}),
      },
    });
  }
}
