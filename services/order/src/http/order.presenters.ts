import {
  formatOrderNumber,
  paiseToRupees,
  type Notification as NotificationResponse,
  type Order as OrderResponse,
  type OrderStatusResponse,
} from '@marketplace/contracts';
import type { StoredNotification } from '../domain/notification.repository';
import { residentHandoffCode, type Order } from '../domain/order';

/** A time as the API writes it: ISO 8601, or null when it has not happened. */
export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Customer spec 3, Order: money in rupees, times in ISO 8601. */
export function toOrderResponse(order: Order): OrderResponse {
  const { bill, statusTimes, customer } = order;
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.id),
    externalOrderId: order.externalOrderId,
    status: order.status,
    externalStatus: order.externalStatus,
    restaurantId: order.vendorId,
    vendorId: order.vendorId,
    externalRestaurantId: order.externalRestaurantId,
    categoryId: order.categoryId,
    restaurantName: order.restaurantName,
    restaurantAddress: order.restaurantAddress,
    items: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: paiseToRupees(line.pricePaise),
      menuItemId: line.menuItemId,
      externalMenuId: line.externalMenuId,
    })),
    totalAmount: paiseToRupees(bill.total),
    breakdown: {
      itemsTotal: paiseToRupees(bill.itemsTotal),
      platformFee: paiseToRupees(bill.platformFee),
      deliveryCharge: paiseToRupees(bill.deliveryCharge),
      packaging: paiseToRupees(bill.packaging),
      gst: paiseToRupees(bill.gst),
      total: paiseToRupees(bill.total),
    },
    deliveryAddress: order.deliveryAddress,
    phoneNumber: order.phoneNumber,
    paymentMethod: order.paymentMethod,
    paymentId: order.paymentId,
    paymentStatus: order.paymentStatus,
    specialInstructions: order.specialInstructions,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    estimatedDeliveryTime: iso(order.estimatedDeliveryAt),
    externalTimestamps: {
      orderedTime: order.createdAt.toISOString(),
      acceptedTime: iso(statusTimes.acceptedAt),
      preparingTime: iso(statusTimes.preparingAt),
      readyTime: iso(statusTimes.readyAt),
      // Partners that skip picked_up go straight out for delivery: that is when the rider has it.
      pickedUpTime: iso(statusTimes.pickedUpAt ?? statusTimes.outForDeliveryAt),
      deliveredTime: iso(statusTimes.deliveredAt),
      cancelledTime: iso(statusTimes.cancelledAt),
    },
    customerSupportNumber: order.customerSupportNumber,
    user: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      flatNumber: customer.flatNumber,
      communityName: customer.communityName,
    },
    rating: order.rating,
    ratingRemarks: order.ratingRemarks,
    cancelReason: order.cancelReason,
    handoffCode: residentHandoffCode(order),
  };
}

export function toOrderStatusResponse(order: Order): OrderStatusResponse {
  return {
    status: order.status,
    externalStatus: order.externalStatus,
    lastUpdated: order.updatedAt.toISOString(),
    estimatedDeliveryTime: iso(order.estimatedDeliveryAt),
  };
}

export function toNotificationResponse(notification: StoredNotification): NotificationResponse {
  return {
    id: notification.id,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    isRead: notification.isRead,
    orderId: notification.orderId,
    createdAt: notification.createdAt.toISOString(),
  };
}
