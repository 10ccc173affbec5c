import { z } from 'zod';
import { PHONE_MIN_LENGTH } from './customer-messages';
import { OrderStatusSchema } from './order-status-schema';
import { pageLimitSchema } from './paging';
import { PartnerOrderTimestampsSchema } from './partner-api';
import { serialIdSchema } from './serial-id';

/**
 * The order service's customer calls (customer spec 3, 5, 7, 8): what POST /api/orders accepts,
 * what the order, status and notification calls answer, and the spec's messages. Money is rupees.
 */

/**
 * The most of one menu item an order holds (lines naming the same item are merged first, so 50
 * lines of 99 are one line of 4,950 and refused), and the most different items (issue 27).
 */
export const ORDER_ITEM_MAX_QUANTITY = 99;
export const ORDER_MAX_LINES = 50;
/**
 * The largest total a cash-on-delivery order may have, in rupees, unless the order service's
 * COD_ORDER_MAX_RUPEES says otherwise: the cash is only collected at the door.
 */
export const DEFAULT_COD_ORDER_MAX_RUPEES = 50_000;

/** Customer spec 8 and 5: what checkout shows when the order service refuses an order. */
export const ORDER_MESSAGES = {
  restaurantClosed: 'Sorry, this restaurant is currently closed. Please try again later.',
  /** Its category was hidden or made not orderable in the back-office since the cart was filled. */
  notTakingOrders: 'Sorry, this restaurant is not taking orders through the app right now.',
  itemUnavailable: (itemName: string) => `Sorry, "${itemName}" is currently unavailable.`,
  itemNotOnMenu: (itemName: string) => `"${itemName}" is not on this restaurant's menu.`,
  pricesChanged: 'Prices have changed. Please review your cart and try again.',
  codOnly: 'Only cash on delivery is available',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  addressRequired: 'Please enter your delivery address',
  cartEmpty: 'Your cart is empty',
  placeOrderFailed: 'Failed to place order. Please try again.',
  invalidOrderId: 'Invalid order ID',
  orderNotFound: 'Order not found',
  /** Customer spec 5 and 8: the order rating. */
  ratingRequired: 'Please select a star rating before submitting',
  ratingFailed: 'Failed to submit rating',
  ratingNotDelivered: 'You can rate an order once it has been delivered',
  ratingAlreadySubmitted: 'You have already rated this order',
  /** The FAQ's promise (customer spec 9): cancelling within 5 minutes of placement. */
  cancelWindowPassed:
    'This order can no longer be cancelled: orders can be cancelled within 5 minutes of placement.',
  cancelAfterPreparing:
    'This order can no longer be cancelled: the restaurant has already started preparing it.',
  alreadyCancelled: 'This order has already been cancelled',
  /** Not in the spec, which sets no limits (issue 27). */
  tooManyLines: `An order can hold at most ${ORDER_MAX_LINES} different items`,
  itemQuantityTooHigh: (itemName: string) =>
    `An order can hold at most ${ORDER_ITEM_MAX_QUANTITY} of "${itemName}"`,
  cashTotalTooHigh: (maxRupees: number) =>
    `Cash on delivery orders can be at most ₹${maxRupees.toLocaleString('en-IN')}. Please remove some items and try again.`,
} as const;

/** Customer spec 9: cash on delivery is the only payment method offered. */
export const PAYMENT_METHODS = ['cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How far the cart's total may drift from the server's before the order is refused, in rupees (rounding). */
export const TOTAL_TOLERANCE_RUPEES = 1;

export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 500;

/** An integer id sent as a number or a string of digits (the cart keeps ids as either). */
export function entityIdSchema(field: string) {
  const invalid = `${field} must be a positive whole number`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, invalid).transform(Number)], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${field} is required` : invalid,
    })
    .pipe(serialIdSchema(invalid));
}

/** One part of an address object: partners and older clients send pincodes as numbers. */
const AddressPartSchema = z.union([z.string(), z.number()]).nullish();

/** Customer spec 3: the object form of a delivery address; its non-empty parts are joined with ', '. */
export const DeliveryAddressObjectSchema = z.object({
  line1: AddressPartSchema,
  line2: AddressPartSchema,
  addressLine1: AddressPartSchema,
  addressLine2: AddressPartSchema,
  locality: AddressPartSchema,
  area: AddressPartSchema,
  city: AddressPartSchema,
  state: AddressPartSchema,
  pincode: AddressPartSchema,
  zipcode: AddressPartSchema,
  postalCode: AddressPartSchema,
});
export type DeliveryAddressObject = z.infer<typeof DeliveryAddressObjectSchema>;

/** The order in which the parts of an address object are joined. */
export const DELIVERY_ADDRESS_PARTS = [
  'line1',
  'addressLine1',
  'line2',
  'addressLine2',
  'locality',
  'area',
  'city',
  'state',
  'pincode',
  'zipcode',
  'postalCode',
] as const satisfies readonly (keyof DeliveryAddressObject)[];

const hasAddressPart = (address: DeliveryAddressObject) =>
  DELIVERY_ADDRESS_PARTS.some((part) => String(address[part] ?? '').trim() !== '');

export const DeliveryAddressSchema = z.union(
  [
    z.string().trim().min(1, ORDER_MESSAGES.addressRequired).max(1000),
    DeliveryAddressObjectSchema.refine(hasAddressPart, ORDER_MESSAGES.addressRequired),
  ],
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ORDER_MESSAGES.addressRequired
        : 'deliveryAddress must be text or an address object',
  },
);
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/**
 * One cart line. The menu item is named by our id (itemId or menuItemId), the partner's
 * externalMenuId, or failing both its name. The price is what the cart showed; the server charges
 * the menu's price.
 */
export const PlaceOrderItemSchema = z.object({
  itemId: entityIdSchema('itemId').nullish(),
  menuItemId: entityIdSchema('menuItemId').nullish(),
  externalMenuId: z.string().trim().min(1).max(100).nullish(),
  name: z.string().trim().min(1, 'Item name is required').max(200),
  quantity: z
    .number()
    .int(`Item quantity must be a whole number from 1 to ${ORDER_ITEM_MAX_QUANTITY}`)
    .min(1, `Item quantity must be a whole number from 1 to ${ORDER_ITEM_MAX_QUANTITY}`)
    .max(
      ORDER_ITEM_MAX_QUANTITY,
      `Item quantity must be a whole number from 1 to ${ORDER_ITEM_MAX_QUANTITY}`,
    ),
  price: z.number().nonnegative('Item price must not be negative'),
});
export type PlaceOrderItem = z.infer<typeof PlaceOrderItemSchema>;

/** POST /api/orders body (customer spec 7). */
export const PlaceOrderRequestSchema = z.object({
  restaurantId: entityIdSchema('restaurantId'),
  restaurantName: z.string().trim().max(200).nullish(),
  items: z
    .array(PlaceOrderItemSchema)
    .min(1, ORDER_MESSAGES.cartEmpty)
    .max(ORDER_MAX_LINES, ORDER_MESSAGES.tooManyLines),
  totalAmount: z.number().nonnegative('totalAmount must not be negative'),
  deliveryAddress: DeliveryAddressSchema,
  phoneNumber: z
    .string({ error: ORDER_MESSAGES.phoneRequired })
    .trim()
    .min(1, ORDER_MESSAGES.phoneRequired)
    .min(PHONE_MIN_LENGTH, ORDER_MESSAGES.phoneInvalid)
    .max(20, ORDER_MESSAGES.phoneInvalid),
  paymentMethod: z.literal(PAYMENT_METHODS, {
    error: (issue) => (issue.input === undefined ? 'paymentMethod is required' : ORDER_MESSAGES.codOnly),
  }),
  paymentId: z.string().trim().max(200).nullish(),
  specialInstructions: z
    .string()
    .trim()
    .max(
      SPECIAL_INSTRUCTIONS_MAX_LENGTH,
      `Special instructions can be at most ${SPECIAL_INSTRUCTIONS_MAX_LENGTH} characters`,
    )
    .nullish(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/** Customer spec 2: the order number shown when nothing better is known: a short prefix and the id padded to 4 digits. */
export const ORDER_NUMBER_PREFIX = 'CM';
export function formatOrderNumber(orderId: number): string {
  return `${ORDER_NUMBER_PREFIX}-${String(orderId).padStart(4, '0')}`;
}

export const OrderItemViewSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price in rupees. */
  price: z.number(),
  menuItemId: z.number().int().nullable(),
  externalMenuId: z.string().nullable(),
});

/** The bill the order was charged, in rupees (customer spec 9). */
export const OrderBreakdownSchema = z.object({
  itemsTotal: z.number(),
  platformFee: z.number(),
  deliveryCharge: z.number(),
  packaging: z.number(),
  gst: z.number(),
  total: z.number(),
});

export const PAYMENT_STATUSES = ['pending', 'completed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** Customer spec 3: the resident as the order recorded them when it was placed. */
export const OrderCustomerSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  flatNumber: z.string().nullable(),
  communityName: z.string().nullable(),
});

/**
 * Customer spec 3's externalTimestamps, and the two steps it does not name, so a timeline can show
 * each status's time.
 */
export const OrderTimestampsSchema = PartnerOrderTimestampsSchema.extend({
  preparingTime: z.string().nullable(),
  cancelledTime: z.string().nullable(),
});

/**
 * One order as GET /api/orders/{id}, POST /api/orders and each entry of GET /api/orders/user answer it.
 * Times are ISO 8601. The status to display is externalStatus when present, else status (customer spec 4).
 */
export const OrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  externalOrderId: z.string().nullable(),
  status: OrderStatusSchema,
  externalStatus: z.string().nullable(),
  /** Our vendor id, which the order was placed with. */
  restaurantId: z.number().int(),
  vendorId: z.number().int(),
  externalRestaurantId: z.string().nullable(),
  categoryId: z.number().int(),
  restaurantName: z.string(),
  restaurantAddress: z.string().nullable(),
  items: z.array(OrderItemViewSchema),
  totalAmount: z.number(),
  breakdown: OrderBreakdownSchema,
  deliveryAddress: z.string(),
  phoneNumber: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentId: z.string().nullable(),
  paymentStatus: PaymentStatusSchema,
  specialInstructions: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  estimatedDeliveryTime: z.string().nullable(),
  externalTimestamps: OrderTimestampsSchema,
  customerSupportNumber: z.string().nullable(),
  user: OrderCustomerSchema,
  rating: z.number().int().nullable(),
  ratingRemarks: z.string().nullable(),
  /** Why the order was cancelled when the vendor rejected it or nobody answered in time (issue 24). */
  cancelReason: z.string().nullable(),
  /** The 4-digit code the resident gives the vendor at the door, while the order is out for delivery. */
  handoffCode: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /api/orders/user: the resident's orders, newest first, one bounded page at a time. */
export const UserOrdersResponseSchema = z.array(OrderSchema);

export const USER_ORDERS_DEFAULT_LIMIT = 50;
export const USER_ORDERS_MAX_LIMIT = 100;

/**
 * GET /api/orders/user?limit=&before= : `before` is the id of the last order of the previous page. A
 * `limit` above the maximum gets the maximum; the answer's PAGE_LIMIT_HEADER says which was used.
 */
export const UserOrdersQuerySchema = z.object({
  limit: pageLimitSchema({
    fallback: USER_ORDERS_DEFAULT_LIMIT,
    max: USER_ORDERS_MAX_LIMIT,
    message: 'limit must be a positive whole number',
  }),
  before: entityIdSchema('before').optional(),
});
export type UserOrdersQuery = z.infer<typeof UserOrdersQuerySchema>;

/** Customer spec 5: remarks of an order rating are trimmed and at most 500 characters. */
export const RATING_REMARKS_MAX_LENGTH = 500;

/** POST /api/orders/rating (customer spec 7): the resident rates their own delivered order, once. */
export const OrderRatingRequestSchema = z.object({
  orderId: entityIdSchema('orderId'),
  rating: z
    .number({ error: ORDER_MESSAGES.ratingRequired })
    .int(ORDER_MESSAGES.ratingRequired)
    .min(1, ORDER_MESSAGES.ratingRequired)
    .max(5, ORDER_MESSAGES.ratingRequired),
  remarks: z
    .string()
    .trim()
    .max(RATING_REMARKS_MAX_LENGTH, `Remarks can be at most ${RATING_REMARKS_MAX_LENGTH} characters`)
    .nullish()
    .transform((remarks) => (remarks ? remarks : null)),
});
export type OrderRatingRequest = z.infer<typeof OrderRatingRequestSchema>;

/** GET /api/orders/{orderId}/status (customer spec 3). */
export const OrderStatusResponseSchema = z.object({
  status: OrderStatusSchema,
  externalStatus: z.string().nullable(),
  lastUpdated: z.string(),
  estimatedDeliveryTime: z.string().nullable(),
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponseSchema>;

/** GET /api/orders/{orderId}/status?refresh=true asks the partner first. */
export const OrderStatusQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'], { error: 'refresh must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const NOTIFICATION_TYPES = ['order_update'] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** Customer spec 3. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: newest first. */
export const NotificationListResponseSchema = z.object({ notifications: z.array(NotificationSchema) });
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/**
 * GET /api/orders/{orderId}/events (server-sent events, for the order's owner): each `status` event
 * carries the order's status as it is now; the event id lets a reconnecting client resume
 * (Last-Event-ID) without missing a change.
 */
export const ORDER_STREAM_EVENTS = { status: 'status', notification: 'notification' } as const;

export const OrderStatusEventSchema = OrderStatusResponseSchema.extend({
  orderId: z.number().int(),
  /** As on the order: why it was cancelled, and the handoff code while it is out for delivery. */
  cancelReason: z.string().nullable().optional(),
  handoffCode: z.string().nullable().optional(),
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>;

/** How often an open stream sends a comment line, so proxies and browsers keep it open. */
export const LIVE_STREAM_HEARTBEAT_MS = 15_000;
