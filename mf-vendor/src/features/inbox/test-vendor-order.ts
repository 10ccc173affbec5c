import type { VendorOrder } from '@marketplace/contracts';

/** A vendor's order as GET /api/vendor/orders answers it, for unit tests. */
export function vendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return {
    id: 42,
    orderNumber: 'CM-0042',
    storeId: 1,
    storeName: 'Annapoorna Mess',
    status: 'pending',
    items: [{ name: 'Masala Dosa', quantity: 2, price: 90, menuItemId: 7, externalMenuId: null }],
    itemsTotal: 180,
    totalAmount: 203,
    paymentMethod: 'cod',
    customer: {
      firstName: 'Asha',
      flatNumber: 'A-101',
      communityName: 'Prestige Lakeside Habitat',
      phone: '9845012345',
    },
    deliveryAddress: 'A-101, Prestige Lakeside Habitat',
    specialInstructions: null,
    dietaryPreferences: [],
    createdAt: '2026-11-28T14:00:00.000Z',
    answerBy: '2026-11-28T14:10:00.000Z',
    prepMinutes: null,
    estimatedDeliveryTime: null,
    acceptedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    cancelReason: null,
    handoffFailures: 0,
    deliveredWithoutCode: false,
    updatedAt: '2026-11-28T14:00:00.000Z',
    ...overrides,
  };
}
