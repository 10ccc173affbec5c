import { OrderSchema, type Order } from '@marketplace/contracts';

/** A pending order as GET /api/orders/{id} answers it, for the screens' unit tests. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    id: 42,
    orderNumber: 'CM-0042',
    externalOrderId: null,
    status: 'pending',
    externalStatus: null,
    restaurantId: 7,
    vendorId: 7,
    externalRestaurantId: 'SR-KOR-1',
    categoryId: 1,
    restaurantName: 'Spice Route Koramangala',
    restaurantAddress: null,
    items: [
      { name: 'Masala Dosa', quantity: 2, price: 120, menuItemId: 3, externalMenuId: null },
      { name: 'Filter Coffee', quantity: 1, price: 40, menuItemId: 4, externalMenuId: null },
    ],
    totalAmount: 327.5,
    breakdown: {
      itemsTotal: 280,
      platformFee: 10,
      deliveryCharge: 20,
      packaging: 0,
      gst: 17.5,
      total: 327.5,
    },
    deliveryAddress: 'Flat A-101, Floor 1, Block A, Prestige Lakeside Habitat',
    phoneNumber: '9876543210',
    paymentMethod: 'cod',
    paymentId: null,
    paymentStatus: 'pending',
    specialInstructions: null,
    createdAt: '2026-11-25T13:35:00.000Z',
    updatedAt: '2026-11-25T13:35:00.000Z',
    estimatedDeliveryTime: null,
    externalTimestamps: {
      orderedTime: null,
      acceptedTime: null,
      readyTime: null,
      pickedUpTime: null,
      deliveredTime: null,
      preparingTime: null,
      cancelledTime: null,
    },
    customerSupportNumber: null,
    user: {
      firstName: 'Asha',
      lastName: 'Rao',
      flatNumber: 'A-101',
      communityName: 'Prestige Lakeside Habitat',
    },
    rating: null,
    ratingRemarks: null,
    ...overrides,
  });
}
