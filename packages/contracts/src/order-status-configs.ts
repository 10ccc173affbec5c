import { z } from 'zod';
import { CATEGORY_CONFIG_FORM_MESSAGES, isHttpUrl, numberish, secretInput } from './category-admin';
import { parseOrderStatus } from './order-status';
import { PartnerAuthMethodSchema } from './partner-api';

/**
 * The order status fetch configs (admin spec 3, 5, 7, 9), owned by the order service: which orders
 * its poller asks partners about, where, how often, how far back, with which priority, retries and
 * timeout.
 */

/**
 * Admin spec 4: the statuses the form offers (partner words; the poller reads them as ours through
 * parseOrderStatus, so a save may name any word it reads, such as our own `accepted`).
 */
export const ORDER_STATUS_CONFIG_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out for delivery',
  'delivered',
  'cancelled',
] as const;

/** Admin spec 5, the form's rules. */
export const ORDER_STATUS_CONFIG_FORM_MESSAGES = {
  categoriesRequired: 'Please select at least one category',
  statusesRequired: 'Please select at least one order status',
  invalidUrl: 'Must be a valid URL',
  intervalMin: 'Interval must be at least 1 minute',
  maxAgeMin: 'Max age must be at least 1 hour',
  priorityMin: 'Priority must be at least 1',
  retriesMin: 'Retry attempts cannot be negative',
  timeoutMin: 'Timeout must be at least 1 second',
  unknownStatus: (status: string) => `${status} is not an order status`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
} as const;

/** Admin spec 9: the order status fetch defaults. */
export const ORDER_STATUS_CONFIG_DEFAULTS = {
  fetchIntervalMinutes: 5,
  maxAgeHours: 24,
  priority: 1,
  retryAttempts: 3,
  timeoutSeconds: 30,
  authMethod: 'bearer',
} as const;

/** A whole number with the spec's message below its minimum, and plain words past its maximum. */
const count = (fallback: number, label: string, bounds: { min: number; max: number; message: string }) =>
  numberish(fallback, {
    ...bounds,
    maxMessage: CATEGORY_CONFIG_FORM_MESSAGES.atMost(label, bounds.max),
  }).pipe(z.number().int(ORDER_STATUS_CONFIG_FORM_MESSAGES.wholeNumber(label)));

/** POST and PUT /api/admin/order-status-configs. A blank or absent auth key (or the mask) keeps the stored one. */
export const OrderStatusConfigRequestSchema = z.object({
  categoryIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: ORDER_STATUS_CONFIG_FORM_MESSAGES.categoriesRequired,
    })
    .min(1, ORDER_STATUS_CONFIG_FORM_MESSAGES.categoriesRequired)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
  orderStatuses: z
    .array(z.string().trim().toLowerCase(), { error: ORDER_STATUS_CONFIG_FORM_MESSAGES.statusesRequired })
    .min(1, ORDER_STATUS_CONFIG_FORM_MESSAGES.statusesRequired)
    .superRefine((statuses, context) => {
      for (const status of statuses) {
        if (!parseOrderStatus(status))
          context.addIssue({
            code: 'custom',
            message: ORDER_STATUS_CONFIG_FORM_MESSAGES.unknownStatus(status),
          });
      }
    })
    .transform((statuses) => [...new Set(statuses)]),
  externalSystemEndpoint: z
    .string({ error: ORDER_STATUS_CONFIG_FORM_MESSAGES.invalidUrl })
    .trim()
    .max(2000, ORDER_STATUS_CONFIG_FORM_MESSAGES.invalidUrl)
    .refine(isHttpUrl, { message: ORDER_STATUS_CONFIG_FORM_MESSAGES.invalidUrl }),
  authMethod: PartnerAuthMethodSchema.optional().transform(
    (raw) => raw ?? ORDER_STATUS_CONFIG_DEFAULTS.authMethod,
  ),
  authKey: secretInput(),
  fetchIntervalMinutes: count(ORDER_STATUS_CONFIG_DEFAULTS.fetchIntervalMinutes, 'Interval (minutes)', {
    min: 1,
    max: 10_080,
    message: ORDER_STATUS_CONFIG_FORM_MESSAGES.intervalMin,
  }),
  maxAgeHours: count(ORDER_STATUS_CONFIG_DEFAULTS.maxAgeHours, 'Max age (hours)', {
    min: 1,
    max: 8_760,
    message: ORDER_STATUS_CONFIG_FORM_MESSAGES.maxAgeMin,
  }),
  priority: count(ORDER_STATUS_CONFIG_DEFAULTS.priority, 'Priority', {
    min: 1,
    max: 1_000,
    message: ORDER_STATUS_CONFIG_FORM_MESSAGES.priorityMin,
  }),
  retryAttempts: count(ORDER_STATUS_CONFIG_DEFAULTS.retryAttempts, 'Retry attempts', {
    min: 0,
    max: 10,
    message: ORDER_STATUS_CONFIG_FORM_MESSAGES.retriesMin,
  }),
  timeoutSeconds: count(ORDER_STATUS_CONFIG_DEFAULTS.timeoutSeconds, 'Timeout (seconds)', {
    min: 1,
    max: 300,
    message: ORDER_STATUS_CONFIG_FORM_MESSAGES.timeoutMin,
  }),
  description: z
    .string()
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullish()
    .transform((raw) => (raw ? raw : null)),
  isActive: z
    .boolean()
    .optional()
    .transform((raw) => raw ?? true),
});
export type OrderStatusConfigRequest = z.input<typeof OrderStatusConfigRequestSchema>;
export type OrderStatusConfigForm = z.output<typeof OrderStatusConfigRequestSchema>;

/** GET /api/admin/order-status-configs?categoryId: the key masked (MASKED_SECRET) or null. */
export const OrderStatusConfigSchema = z.object({
  id: z.number().int(),
  categoryIds: z.array(z.number().int()),
  orderStatuses: z.array(z.string()),
  externalSystemEndpoint: z.string(),
  authMethod: PartnerAuthMethodSchema,
  authKey: z.string().nullable(),
  fetchIntervalMinutes: z.number().int(),
  maxAgeHours: z.number().int(),
  priority: z.number().int(),
  retryAttempts: z.number().int(),
  timeoutSeconds: z.number().int(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** What the status poller last did with it (beyond the spec): when, how many orders in all, the last error. */
  lastPolledAt: z.string().nullable(),
  polledOrders: z.number().int(),
  lastPollError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderStatusConfigView = z.infer<typeof OrderStatusConfigSchema>;
export const OrderStatusConfigListSchema = z.array(OrderStatusConfigSchema);

export const OrderStatusConfigsQuerySchema = z.object({
  categoryId: z
    .string()
    .trim()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' || raw === 'all' ? undefined : raw))
    .pipe(
      z
        .string()
        .regex(/^\d{1,10}$/, 'categoryId must be a positive number')
        .transform(Number)
        .pipe(z.number().int().positive('categoryId must be a positive number').max(2_147_483_647))
        .optional(),
    ),
});
