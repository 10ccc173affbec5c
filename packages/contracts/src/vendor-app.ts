import { z } from 'zod';
import { DietaryPreferenceSchema, type DietaryPreference } from './account';
import { OrderItemViewSchema } from './customer-orders';
import { OrderStatusSchema } from './order-status-schema';
import type { OrderStatus } from './order-status';
import { pageLimitSchema } from './paging';
import { serialIdQuerySchema, serialIdSchema } from './serial-id';
import { StoreMembershipSchema } from './store-membership';

/**
 * The vendor side (issue 24): store memberships, applications to sell, and the calls a store's
 * members use to take and fulfil their orders. A store is a vendor of the catalog; a user is a
 * member of it with a role. Money is rupees on the wire.
 */

export const VENDOR_MESSAGES = {
  notAMember: 'You are not a member of any store. Apply to sell first.',
  orderNotFound: 'Order not found',
  invalidOrderId: 'Invalid order ID',
  alreadyAnswered: 'This order was already accepted by another member of your store.',
  alreadyRejected: 'This order was already rejected by another member of your store.',
  expired: 'This order was not answered in time and has been cancelled.',
  cancelled: 'This order has been cancelled and can no longer change.',
  notAccepted: 'Accept this order before moving it forward.',
  notNextStep: (current: string, next: string) =>
    `This order is ${current}: its next step is ${next}, one step at a time.`,
  alreadyDelivered: 'This order has already been delivered.',
  notOutForDelivery: 'Mark the order out for delivery before handing it over.',
  handoffCodeRequired: 'Enter the 4-digit code from the resident',
  handoffCodeFormat: 'The handoff code is 4 digits',
  wrongHandoffCode: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. Ask the resident for the 4-digit code on their tracking screen (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`
      : 'That code is not right. After 5 wrong codes the store owner can mark the order delivered without it.',
  bypassNotAllowed: 'Only the store owner can mark an order delivered without the code, after 5 wrong codes.',
  prepMinutesInvalid: 'Choose a preparation time of 10, 15, 20, 30 or 45 minutes',
  rejectReasonRequired: 'Choose a reason for rejecting the order',
  rejectNoteRequired: 'Tell the resident why you are rejecting the order',
  storeNameRequired: 'Please enter your store name',
  categoryRequired: 'Please select a category',
  phoneRequired: 'Please enter a valid 10-digit phone number',
  addressRequired: 'Please enter the store address',
  communitiesRequired: 'Choose at least one community you deliver to',
  unknownCategory: 'That category does not exist',
  unknownCommunity: 'One of the chosen communities does not exist or is not active',
  applicationPending: 'Your application is waiting for an administrator',
  alreadyMember: 'You already run a store',
  /** 503: the catalog could not be asked about the category or communities; nothing was saved. */
  applicationUncheckable: 'Your application cannot be checked right now. Please try again.',
} as const;

/** Customer spec's checkout: a vendor that does not deliver to the resident's community. */
export const VENDOR_OUT_OF_AREA_MESSAGE =
  'Sorry, this restaurant does not deliver to your community. Please choose a restaurant near you.';

// --- Applications -------------------------------------------------------------------------------

export const VENDOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const VendorApplicationStatusSchema = z.enum(VENDOR_APPLICATION_STATUSES);
export type VendorApplicationStatus = z.infer<typeof VendorApplicationStatusSchema>;

/** POST /api/vendor/applications: "Apply to sell". */
export const VendorApplicationRequestSchema = z.object({
  storeName: z
    .string({ error: VENDOR_MESSAGES.storeNameRequired })
    .trim()
    .min(2, VENDOR_MESSAGES.storeNameRequired)
    .max(100, 'Store name can be at most 100 characters'),
  categoryId: serialIdSchema(VENDOR_MESSAGES.categoryRequired),
  phone: z
    .string({ error: VENDOR_MESSAGES.phoneRequired })
    .trim()
    .regex(/^[6-9]\d{9}$/, VENDOR_MESSAGES.phoneRequired),
  address: z
    .string({ error: VENDOR_MESSAGES.addressRequired })
    .trim()
    .min(5, VENDOR_MESSAGES.addressRequired)
    .max(300, 'Address can be at most 300 characters'),
  communityIds: z
    .array(serialIdSchema(VENDOR_MESSAGES.communitiesRequired), {
      error: VENDOR_MESSAGES.communitiesRequired,
    })
    .min(1, VENDOR_MESSAGES.communitiesRequired)
    .max(50, 'Choose at most 50 communities')
    .transform((ids) => [...new Set(ids)]),
});
export type VendorApplicationRequest = z.infer<typeof VendorApplicationRequestSchema>;

export const VendorApplicationSchema = z.object({
  id: z.number().int(),
  storeName: z.string(),
  categoryId: z.number().int(),
  phone: z.string(),
  address: z.string(),
  communityIds: z.array(z.number().int()),
  status: VendorApplicationStatusSchema,
  rejectionReason: z.string().nullable(),
  storeId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type VendorApplication = z.infer<typeof VendorApplicationSchema>;

/** GET /api/vendor/me: who the signed-in user is on the vendor side. */
export const VendorMeResponseSchema = z.object({
  user: z.object({ id: z.number().int(), firstName: z.string(), email: z.string().nullable() }),
  stores: z.array(StoreMembershipSchema.extend({ name: z.string() })),
  /** The user's latest application, whatever its status; null when they never applied. */
  application: VendorApplicationSchema.nullable(),
});
export type VendorMeResponse = z.infer<typeof VendorMeResponseSchema>;

/**
 * POST /internal/vendors (auth → catalog): the store an approved application becomes, a local vendor
 * serving exactly `communityIds`. Idempotent by `applicationId`: asked again, the catalog answers the
 * store it made the first time (200 instead of 201).
 */
export const CreateStoreRequestSchema = z.object({
  applicationId: serialIdSchema(),
  name: z.string().trim().min(1, 'name is required').max(100, 'name can be at most 100 characters'),
  categoryId: serialIdSchema(),
  phone: z.string().trim().min(1, 'phone is required').max(20, 'phone can be at most 20 characters'),
  address: z.string().trim().min(1, 'address is required').max(300, 'address can be at most 300 characters'),
  communityIds: z
    .array(serialIdSchema())
    .min(1, 'communityIds needs at least one community')
    .max(50, 'communityIds can name at most 50 communities'),
});
export type CreateStoreRequest = z.infer<typeof CreateStoreRequestSchema>;
export const CreateStoreResponseSchema = z.object({ storeId: z.number().int() });
export type CreateStoreResponse = z.infer<typeof CreateStoreResponseSchema>;

// --- Orders ---------------------------------------------------------------------------------------

/** The inbox's tabs, and the statuses each holds. */
export const VENDOR_ORDER_TABS = ['new', 'in_progress', 'done'] as const;
export type VendorOrderTab = (typeof VENDOR_ORDER_TABS)[number];
export const VENDOR_TAB_STATUSES: Readonly<Record<VendorOrderTab, readonly OrderStatus[]>> = {
  new: ['pending'],
  in_progress: ['accepted', 'preparing', 'ready', 'picked_up', 'out_for_delivery'],
  done: ['delivered', 'cancelled'],
};
export const VENDOR_TAB_LABELS: Readonly<Record<VendorOrderTab, string>> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

/** Preparation times a vendor may promise on accepting; the chosen one sets the resident's estimate. */
export const PREP_MINUTES = [10, 15, 20, 30, 45] as const;

/** How long a local vendor has to answer a new order before it is cancelled (VENDOR_ACCEPT_WINDOW_MS). */
export const DEFAULT_ACCEPT_WINDOW_MS = 10 * 60 * 1000;

export const REJECT_REASONS = ['out_of_stock', 'store_closing', 'too_busy', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Readonly<Record<RejectReason, string>> = {
  out_of_stock: 'Item out of stock',
  store_closing: 'Store closing',
  too_busy: 'Too busy',
  other: 'Other',
};
/** What the resident reads when nobody at the store answered in time. */
export const EXPIRED_ORDER_REASON = 'The restaurant did not respond in time';

/** The steps a vendor moves an accepted order through, one at a time; delivered needs the handoff code. */
export const VENDOR_STEPS = ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
export type VendorStep = (typeof VENDOR_STEPS)[number];
export const VENDOR_STEP_ACTIONS: Readonly<Partial<Record<OrderStatus, string>>> = {
  accepted: 'Start preparing',
  preparing: 'Mark ready',
  ready: 'Out for delivery',
  out_for_delivery: 'Mark delivered',
};

/** The step after `status`, or null when the vendor has none to take. */
export function nextVendorStep(status: OrderStatus): VendorStep | null {
  if (status === 'picked_up') return 'out_for_delivery';
  const index = (VENDOR_STEPS as readonly string[]).indexOf(status);
  return index < 0 || index === VENDOR_STEPS.length - 1 ? null : VENDOR_STEPS[index + 1]!;
}

/** Wrong handoff codes after which the owner may mark the order delivered without one. */
export const HANDOFF_MAX_TRIES = 5;
export const HANDOFF_CODE_PATTERN = /^\d{4}$/;

/** The banner a dietary preference puts on the vendor's order card. */
export const DIETARY_BANNERS: Readonly<Record<DietaryPreference, string>> = {
  vegetarian: 'VEG ONLY ORDER',
  vegan: 'VEGAN',
  jain: 'JAIN',
  'gluten-free': 'GLUTEN FREE',
};

const dateOrDateTime = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: `${field} must be a date (YYYY-MM-DD) or a date and time`,
    });

/** GET /api/vendor/orders: a tab or one status, one of the user's stores, a date range, an order number. */
export const VendorOrdersQuerySchema = z.object({
  status: z
    .enum([...VENDOR_ORDER_TABS, ...OrderStatusSchema.options], {
      error: `status must be one of ${[...VENDOR_ORDER_TABS, ...OrderStatusSchema.options].join(', ')}`,
    })
    .optional(),
  storeId: serialIdQuerySchema('storeId must be a positive whole number').optional(),
  from: dateOrDateTime('from').optional(),
  to: dateOrDateTime('to').optional(),
  /** An order number ('CM-0042') or its id. */
  q: z.string().trim().max(40, 'Search can be at most 40 characters').optional(),
  /** At most 100 (a larger ask gets 100, as the answer's PAGE_LIMIT_HEADER says). */
  limit: pageLimitSchema({ fallback: 50, max: 100, message: 'limit must be a positive whole number' }),
});
export type VendorOrdersQuery = z.infer<typeof VendorOrdersQuerySchema>;

export const VendorOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  status: OrderStatusSchema,
  items: z.array(OrderItemViewSchema),
  itemsTotal: z.number(),
  totalAmount: z.number(),
  paymentMethod: z.literal('cod'),
  customer: z.object({
    firstName: z.string().nullable(),
    flatNumber: z.string().nullable(),
    communityName: z.string().nullable(),
    phone: z.string(),
  }),
  deliveryAddress: z.string(),
  specialInstructions: z.string().nullable(),
  dietaryPreferences: z.array(DietaryPreferenceSchema),
  createdAt: z.string(),
  /** When a pending order is cancelled if nobody answers it. */
  answerBy: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
  estimatedDeliveryTime: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Wrong handoff codes entered so far, and whether the owner may now deliver without one. */
  handoffFailures: z.number().int(),
  deliveredWithoutCode: z.boolean(),
  updatedAt: z.string(),
});
export type VendorOrder = z.infer<typeof VendorOrderSchema>;

export const VendorOrdersResponseSchema = z.object({
  orders: z.array(VendorOrderSchema),
  counts: z.object({ new: z.number().int(), in_progress: z.number().int(), done: z.number().int() }),
});
export type VendorOrdersResponse = z.infer<typeof VendorOrdersResponseSchema>;

export const AcceptOrderRequestSchema = z.object({
  prepMinutes: z.union(
    PREP_MINUTES.map((minutes) => z.literal(minutes)) as unknown as [
      z.ZodLiteral<10>,
      z.ZodLiteral<15>,
      ...z.ZodLiteral<number>[],
    ],
    { error: VENDOR_MESSAGES.prepMinutesInvalid },
  ),
});
export type AcceptOrderRequest = z.infer<typeof AcceptOrderRequestSchema>;

export const RejectOrderRequestSchema = z
  .object({
    reason: z.enum(REJECT_REASONS, { error: VENDOR_MESSAGES.rejectReasonRequired }),
    note: z.string().trim().max(200, 'The note can be at most 200 characters').nullish(),
  })
  .refine((body) => body.reason !== 'other' || Boolean(body.note), {
    message: VENDOR_MESSAGES.rejectNoteRequired,
    path: ['note'],
  });
export type RejectOrderRequest = z.infer<typeof RejectOrderRequestSchema>;

/** What the resident reads for a rejection. */
export function rejectionText(reason: RejectReason, note: string | null | undefined): string {
  const label = REJECT_REASON_LABELS[reason];
  return note ? `${label}: ${note}` : label;
}

export const VendorStatusRequestSchema = z.object({
  status: z.enum(['preparing', 'ready', 'out_for_delivery'], {
    error: 'status must be preparing, ready or out_for_delivery',
  }),
});
export type VendorStatusRequest = z.infer<typeof VendorStatusRequestSchema>;

export const DeliverOrderRequestSchema = z
  .object({
    handoffCode: z.string().trim().regex(HANDOFF_CODE_PATTERN, VENDOR_MESSAGES.handoffCodeFormat).nullish(),
    /** The owner's way out after HANDOFF_MAX_TRIES wrong codes. */
    withoutCode: z.boolean().optional(),
  })
  .refine((body) => Boolean(body.handoffCode) || body.withoutCode === true, {
    message: VENDOR_MESSAGES.handoffCodeRequired,
    path: ['handoffCode'],
  });
export type DeliverOrderRequest = z.infer<typeof DeliverOrderRequestSchema>;

/** GET /api/vendor/orders/events: each `order` event is one order of the user's stores as it is now. */
export const VENDOR_STREAM_EVENTS = { order: 'order' } as const;
export const VendorOrderEventSchema = VendorOrderSchema;
