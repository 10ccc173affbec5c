import { z } from 'zod';

/**
 * The API an external restaurant system ("partner") offers the marketplace: what a category
 * config's catalog, vendor, vendor-details, order-create and order-status URLs answer, and the
 * webhooks the partner pushes back. infra/partner-sim serves exactly these shapes; the catalog and
 * order services parse partner answers with them. Amounts are rupees, as partners speak them.
 */

/** How a partner URL is authenticated (admin spec: bearer, api_key, basic, none). */
export const PARTNER_AUTH_METHODS = ['bearer', 'api_key', 'basic', 'none'] as const;
export const PartnerAuthMethodSchema = z.enum(PARTNER_AUTH_METHODS);
export type PartnerAuthMethod = z.infer<typeof PartnerAuthMethodSchema>;

export const PARTNER_API_KEY_HEADER = 'x-api-key';

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Request headers for a partner URL: bearer `Authorization: Bearer <key>`, api_key `x-api-key: <key>`,
 * basic `Authorization: Basic base64(<key>)` where the key is `user:pass`.
 */
export function partnerAuthHeaders(method: PartnerAuthMethod, key: string): Record<string, string> {
  switch (method) {
    case 'bearer':
      return { authorization: `Bearer ${key}` };
    case 'api_key':
      return { [PARTNER_API_KEY_HEADER]: key };
    case 'basic':
      return { authorization: `Basic ${base64Utf8(key)}` };
    case 'none':
      return {};
  }
}

/** Customer spec 3: item categories for placeholders; anything else a partner sends reads as default. */
export const PARTNER_MENU_ITEM_CATEGORIES = [
  'veg',
  'non_veg',
  'dessert',
  'beverage',
  'starter',
  'main_course',
  'snacks',
  'default',
] as const;
export const PartnerMenuItemCategorySchema = z.enum(PARTNER_MENU_ITEM_CATEGORIES);
export type PartnerMenuItemCategory = z.infer<typeof PartnerMenuItemCategorySchema>;

/** A delivery time range in minutes, as the spec shows it: '25-30'. */
export const DeliveryTimeRangeSchema = z.string().regex(/^\d+-\d+$/, 'deliveryTime must look like 25-30');

export const PartnerRawCategorySchema = z.object({
  rawCategoryId: z.string().min(1),
  rawCategoryName: z.string().min(1),
  description: z.string().default(''),
  vendorCount: z.number().int().nonnegative(),
});
export type PartnerRawCategory = z.infer<typeof PartnerRawCategorySchema>;

/** GET <catalog URL>: the partner's own categories, which raw category mappings point at. */
export const PartnerCatalogResponseSchema = z.object({
  sourceSystem: z.string().min(1),
  categories: z.array(PartnerRawCategorySchema),
});
export type PartnerCatalogResponse = z.infer<typeof PartnerCatalogResponseSchema>;

export const PartnerVendorSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  rawCategoryId: z.string().min(1),
  /** The partner's category name, shown as the vendor's category. */
  category: z.string().min(1),
  description: z.string().default(''),
  address: z.string().min(1),
  phone: z.string().default(''),
  rating: z.number().min(0).max(5),
  totalReviews: z.number().int().nonnegative().default(0),
  deliveryTime: DeliveryTimeRangeSchema,
  deliveryFee: z.number().nonnegative().default(0),
  isOpen: z.boolean(),
  images: z.array(z.string()).default([]),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /**
   * How far the partner delivers from this restaurant, in km. Absent: the catalog's default radius.
   * Partner kitchens usually deliver further than a neighbourhood shop.
   */
  deliveryRadiusKm: z.number().positive().max(50).optional(),
});
export type PartnerVendor = z.infer<typeof PartnerVendorSchema>;

/** GET <vendor URL>?categoryId=<rawCategoryId>. */
export const PartnerVendorListResponseSchema = z.object({ vendors: z.array(PartnerVendorSchema) });
export type PartnerVendorListResponse = z.infer<typeof PartnerVendorListResponseSchema>;

export const PartnerVendorDetailsSchema = z.object({
  deliveryTime: DeliveryTimeRangeSchema,
  isOpen: z.boolean(),
});
export type PartnerVendorDetails = z.infer<typeof PartnerVendorDetailsSchema>;

/** GET <vendor-details URL with {vendorId}>: customer spec 3, "possibly under a data wrapper". */
export const PartnerVendorDetailsResponseSchema = z.union([
  z.object({ data: PartnerVendorDetailsSchema }).transform((wrapped) => wrapped.data),
  PartnerVendorDetailsSchema,
]);

export const PartnerMenuItemSchema = z.object({
  externalMenuId: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  price: z.number().nonnegative(),
  category: PartnerMenuItemCategorySchema.catch('default'),
  isAvailable: z.boolean().default(true),
});
export type PartnerMenuItem = z.infer<typeof PartnerMenuItemSchema>;

export const PartnerMenuResponseSchema = z.object({
  vendorId: z.string().min(1),
  items: z.array(PartnerMenuItemSchema),
});
export type PartnerMenuResponse = z.infer<typeof PartnerMenuResponseSchema>;

export const PartnerOrderItemSchema = z.object({
  externalMenuId: z.string().min(1).optional(),
  name: z.string().trim().min(1, 'Item name is required'),
  quantity: z.number().int().positive('Item quantity must be a positive whole number').max(100),
  price: z.number().nonnegative('Item price must not be negative'),
});
export type PartnerOrderItem = z.infer<typeof PartnerOrderItemSchema>;

/** POST <order-create URL>. Only cash on delivery is relayed. */
export const PartnerOrderCreateRequestSchema = z.object({
  /** Our order id, as text: the partner's idempotency key, so a retried relay never orders twice. */
  merchantOrderId: z.string().trim().min(1, 'merchantOrderId is required').max(64),
  externalRestaurantId: z.string().trim().min(1, 'externalRestaurantId is required'),
  items: z.array(PartnerOrderItemSchema).min(1, 'An order needs at least one item').max(50),
  customer: z.object({
    name: z.string().trim().min(1, 'Customer name is required'),
    phone: z.string().trim().min(10, 'Customer phone must have at least 10 characters'),
  }),
  deliveryAddress: z.string().trim().min(1, 'Delivery address is required'),
  totalAmount: z.number().positive('totalAmount must be positive'),
  paymentMethod: z.literal('cod', 'Only cash on delivery (cod) is accepted'),
  specialInstructions: z.string().max(500).optional(),
});
export type PartnerOrderCreateRequest = z.infer<typeof PartnerOrderCreateRequestSchema>;

/**
 * Statuses travel as the partner's own word; normalise them with parseOrderStatus (order-status.ts),
 * which also maps legacy words such as 'confirmed'.
 */
const PartnerStatusWordSchema = z.string().min(1);

export const PartnerOrderCreateResponseSchema = z.object({
  orderId: z.string().min(1),
  merchantOrderId: z.string().min(1),
  status: PartnerStatusWordSchema,
  /** ISO 8601. */
  estimatedDeliveryTime: z.string().min(1),
});
export type PartnerOrderCreateResponse = z.infer<typeof PartnerOrderCreateResponseSchema>;

/** Customer spec 3: an order's externalTimestamps, ISO 8601 or null until reached. */
export const PartnerOrderTimestampsSchema = z.object({
  orderedTime: z.string().nullable(),
  acceptedTime: z.string().nullable(),
  readyTime: z.string().nullable(),
  pickedUpTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
});
export type PartnerOrderTimestamps = z.infer<typeof PartnerOrderTimestampsSchema>;

/** GET <order-status URL with {orderId}>. */
export const PartnerOrderStatusResponseSchema = z.object({
  orderId: z.string().min(1),
  merchantOrderId: z.string().min(1),
  status: PartnerStatusWordSchema,
  updatedAt: z.string().min(1),
  estimatedDeliveryTime: z.string().min(1),
  timestamps: PartnerOrderTimestampsSchema,
});
export type PartnerOrderStatusResponse = z.infer<typeof PartnerOrderStatusResponseSchema>;

/**
 * POST <order-update URL with {orderId}>: the marketplace changes an order the partner holds. The
 * only change today is the resident's cancellation within the cancel window. The partner answers
 * with its order-status answer; cancelling a cancelled order again changes nothing.
 */
export const PartnerOrderUpdateRequestSchema = z.object({
  merchantOrderId: z.string().trim().min(1, 'merchantOrderId is required').max(64),
  status: z.literal('cancelled', "status must be 'cancelled'"),
  reason: z.string().max(200).nullable(),
});
export type PartnerOrderUpdateRequest = z.infer<typeof PartnerOrderUpdateRequestSchema>;

export const PARTNER_WEBHOOK_EVENTS = ['order.status_changed', 'order.cancelled'] as const;

/**
 * What the partner pushes, signed the Standard Webhooks way. `orderId` is the partner's order id
 * (our externalOrderId); `timestamp` is when the status changed, ISO 8601.
 */
export const PartnerWebhookPayloadSchema = z.object({
  event: z.enum(PARTNER_WEBHOOK_EVENTS),
  orderId: z.string().min(1),
  status: PartnerStatusWordSchema,
  timestamp: z.string().min(1),
});
export type PartnerWebhookPayload = z.infer<typeof PartnerWebhookPayloadSchema>;
