import { z } from 'zod';
import { isHttpUrl, numberish } from './category-admin';
import { PartnerAuthMethodSchema } from './partner-api';

/**
 * The order status fetch configs (admin spec 3, 5, 7, 9), owned by the order service: which orders
 * its poller asks partners about, where, how often, how far back, with which priority, retries and
 * timeout.
 */

/** Admin spec 4: the statuses the form offers (partner words; the poller reads them as ours). */
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

const count = (fallback: number, min: number, max: number, message: string) =>
  numberish(fallback, { min, max, message }).pipe(z.number().int(message));

/** POST and PUT /api/admin/order-status-configs. A blank or absent auth key keeps the stored one. */
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
        if (!(ORDER_STATUS_CONFIG_STATUSES as readonly string[]).includes(status))
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
  authKey: z
    .string()
    .trim()
    .max(2000, 'Auth key must be at most 2000 characters')
    .nullish()
    .transform((raw) => (raw ? raw : null)),
  fetchIntervalMinutes: count(
    ORDER_STATUS_CONFIG_DEFAULTS.fetchIntervalMinutes,
    1,
    10_080,
    ORDER_STATUS_CONFIG_FORM_MESSAGES.intervalMin,
  ),
  maxAgeHours: count(
    ORDER_STATUS_CONFIG_DEFAULTS.maxAgeHours,
    1,
    8_760,
    ORDER_STATUS_CONFIG_FORM_MESSAGES.maxAgeMin,
  ),
  priority: count(
    ORDER_STATUS_CONFIG_DEFAULTS.priority,
    1,
    1_000,
    ORDER_STATUS_CONFIG_FORM_MESSAGES.priorityMin,
  ),
  retryAttempts: count(
    ORDER_STATUS_CONFIG_DEFAULTS.retryAttempts,
    0,
    10,
    ORDER_STATUS_CONFIG_FORM_MESSAGES.retriesMin,
  ),
  timeoutSeconds: count(
    ORDER_STATUS_CONFIG_DEFAULTS.timeoutSeconds,
    1,
    300,
    ORDER_STATUS_CONFIG_FORM_MESSAGES.timeoutMin,
  ),
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
