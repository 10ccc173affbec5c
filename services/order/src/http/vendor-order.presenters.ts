import { formatOrderNumber, paiseToRupees, type VendorOrder } from '@marketplace/contracts';
import type { Order } from '../domain/order';
import { answerDeadline } from '../domain/vendor-order';
import { iso } from './order.presenters';

/**
 * A local order as the store's members see it: what to make, for whom, where, how it is paid, and
 * how far it has come. The handoff code is never shown to them: it is the resident's to give.
 */
export function toVendorOrderResponse(order: Order, acceptWindowMs: number): VendorOrder {
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.id),
    storeId: order.vendorId,
    storeName: order.restaurantName,
    status: order.status,
    items: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: paiseToRupees(line.pricePaise),
      menuItemId: line.menuItemId,
      externalMenuId: line.externalMenuId,
    })),
    itemsTotal: paiseToRupees(order.bill.itemsTotal),
    totalAmount: paiseToRupees(order.bill.total),
    paymentMethod: order.paymentMethod,
    customer: {
      firstName: order.customer.firstName,
      flatNumber: order.customer.flatNumber,
      communityName: order.customer.communityName,
      phone: order.phoneNumber,
    },
    deliveryAddress: order.deliveryAddress,
    specialInstructions: order.specialInstructions,
    dietaryPreferences: order.customer.dietaryPreferences,
    createdAt: order.createdAt.toISOString(),
    answerBy: order.status === 'pending' ? answerDeadline(order, acceptWindowMs).toISOString() : null,
    prepMinutes: order.vendorHandling.prepMinutes,
    estimatedDeliveryTime: iso(order.estimatedDeliveryAt),
    acceptedAt: iso(order.statusTimes.acceptedAt),
    deliveredAt: iso(order.statusTimes.deliveredAt),
    cancelledAt: iso(order.statusTimes.cancelledAt),
    cancelReason: order.cancelReason,
    handoffFailures: order.vendorHandling.handoffFailures,
    deliveredWithoutCode: order.vendorHandling.deliveredWithoutCode,
    updatedAt: order.updatedAt.toISOString(),
  };
}
