import {
  DEFAULT_CATEGORY_LABEL,
  MASKED_SECRET,
  paiseToRupees,
  reportedStatusOf,
  type OrderStatusConfigView,
  type OrdersReportOrder,
  type OrdersReportResponse,
  type SetAsideEvent,
} from '@marketplace/contracts';
import type { OrdersReport } from '../app/queries/get-orders-report';
import type { CustomerSnapshot, Order } from '../domain/order';
import type { StoredOrderStatusConfig } from '../domain/order-status-config';
import type { SetAsideEventRecord } from '../domain/set-aside-event';
import { iso } from './order.presenters';

/** The resident's name as the order recorded it, or null when it recorded none. */
function customerName({ firstName, lastName }: CustomerSnapshot): string | null {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}

/** Admin spec 3, one order of the orders report: money in rupees, times in ISO 8601. */
export function toOrdersReportOrder(order: Order): OrdersReportOrder {
  const { statusTimes } = order;
  return {
    id: order.id,
    externalOrderId: order.externalOrderId,
    category: order.categoryName ?? DEFAULT_CATEGORY_LABEL,
    customerName: customerName(order.customer),
    restaurantName: order.restaurantName,
    status: reportedStatusOf(order.status),
    externalStatus: order.externalStatus,
    totalAmount: paiseToRupees(order.bill.total),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    phoneNumber: order.phoneNumber,
    deliveryAddress: order.deliveryAddress,
    items: order.lines.map((line) => ({
      name: line.name,
      price: paiseToRupees(line.pricePaise),
      quantity: line.quantity,
    })),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentId: order.paymentId,
    specialInstructions: order.specialInstructions,
    acceptedTime: iso(statusTimes.acceptedAt),
    preparingTime: iso(statusTimes.preparingAt),
    readyTime: iso(statusTimes.readyAt),
    pickedUpTime: iso(statusTimes.pickedUpAt),
    outForDeliveryTime: iso(statusTimes.outForDeliveryAt),
    deliveredTime: iso(statusTimes.deliveredAt),
    cancelledTime: iso(statusTimes.cancelledAt),
  };
}

export function toOrdersReportResponse(
  report: OrdersReport,
  page: { limit: number; offset: number },
): OrdersReportResponse {
  return {
    success: true,
    totalCount: report.totalCount,
    statusCounts: report.statusCounts,
    data: report.orders.map(toOrdersReportOrder),
    limit: page.limit,
    offset: page.offset,
  };
}

export function toSetAsideEventResponse(event: SetAsideEventRecord): SetAsideEvent {
  return { ...event, failedAt: event.failedAt.toISOString() };
}

/** Admin spec 3, an order status fetch config: the key is never shown, only whether one is stored. */
export function toOrderStatusConfigView(config: StoredOrderStatusConfig): OrderStatusConfigView {
  return {
    id: config.id,
    categoryIds: config.categoryIds,
    orderStatuses: config.orderStatuses,
    externalSystemEndpoint: config.externalSystemEndpoint,
    authMethod: config.authMethod,
    authKey: config.authKey === null ? null : MASKED_SECRET,
    fetchIntervalMinutes: config.fetchIntervalMinutes,
    maxAgeHours: config.maxAgeHours,
    priority: config.priority,
    retryAttempts: config.retryAttempts,
    timeoutSeconds: config.timeoutSeconds,
    description: config.description,
    isActive: config.isActive,
    lastPolledAt: config.usage.lastPolledAt?.toISOString() ?? null,
    polledOrders: config.usage.polledOrders,
    lastPollError: config.usage.lastPollError,
    createdAt: config.createdAt.toISOString(),
    updatedAt: config.updatedAt.toISOString(),
  };
}
