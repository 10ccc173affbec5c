import { z } from 'zod';
import { istDayStart } from './india-time';
import { pageLimitSchema } from './paging';
import { PAYMENT_METHODS, PaymentStatusSchema } from './customer-orders';
import { REPORTED_ORDER_STATUSES, type ReportedOrderStatus } from './order-display';
import type { OrderStatus } from './order-status';

/**
 * The back-office reports (admin spec 2, 3, 7, 8): the orders report and status report (order
 * service), the webhook report (webhook service), their filters, paging and texts.
 */

/** Admin spec 8: what the report panels and their failed calls say. */
export const REPORT_MESSAGES = {
  fetchAnalyticsFailed: 'Failed to fetch analytics',
  fetchOrdersFailed: 'Failed to fetch orders report',
  loadOrdersFailed: 'Failed to load orders report',
  fetchWebhookFailed: 'Failed to fetch webhook report',
  loadWebhookFailed: 'Failed to load webhook report',
  noStatusData: 'No status data available',
} as const;

/** Admin spec 9: an order without a known category is shown under this one. */
export const DEFAULT_CATEGORY_LABEL = 'Food & Restaurants';

/**
 * The reports speak the spec's seven statuses (admin spec 2, 4): an order picked up by its rider is
 * out for delivery there, in the filter, the counts, the rows and the timeline alike.
 */
export function reportedStatusOf(status: OrderStatus): ReportedOrderStatus {
  return status === 'picked_up' ? 'out_for_delivery' : status;
}

/** The order statuses a report status stands for. */
export function orderStatusesReportedAs(status: ReportedOrderStatus): OrderStatus[] {
  return status === 'out_for_delivery' ? ['picked_up', 'out_for_delivery'] : [status];
}

/** Admin spec 2: a status as the reports show it, underscores as spaces. */
export function reportStatusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A report's date bound: a day (YYYY-MM-DD, an Indian day) or an ISO 8601 time with its offset.
 * The start bound is the first instant it names; the end bound is the first instant after it, so
 * an end day includes the whole day. Anything else is refused with a message, never a 500.
 */
function reportBoundSchema(field: string, edge: 'start' | 'end') {
  const invalid = `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time`;
  return z
    .string({ error: invalid })
    .trim()
    .max(40, invalid)
    .optional()
    .transform((raw, context): Date | undefined => {
      if (raw === undefined || raw === '') return undefined;
      const day = DAY_PATTERN.exec(raw);
      if (day !== null) {
        if (!isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))) {
          context.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        // A report date given as a day (what a date input sends) covers that Indian day.
        const start = istDayStart(raw);
        const bound = edge === 'start' ? start : new Date(start.getTime() + DAY_MS);
        if (bound.getUTCFullYear() > 9999 || bound.getUTCFullYear() < 1970) {
          context.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        return bound;
      }
      const instant = TIME_PATTERN.test(raw) ? Date.parse(raw) : Number.NaN;
      const bound = new Date(edge === 'start' ? instant : instant + 1);
      // An offset can carry 9999-12-31 into the year 10000, which no database timestamp holds.
      if (Number.isNaN(instant) || bound.getUTCFullYear() > 9999 || bound.getUTCFullYear() < 1970) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return bound;
    });
}

export const REPORT_PAGE_DEFAULT_LIMIT = 50;
export const REPORT_PAGE_MAX_LIMIT = 200;
/** Deeper than this, narrow the dates: an offset this far is a scan, not a page. */
export const REPORT_MAX_OFFSET = 100_000;

const limitMessage = 'limit must be a positive whole number';
const offsetMessage = `offset must be a whole number from 0 to ${REPORT_MAX_OFFSET}`;

/** `from` inclusive, `to` exclusive; either may be open. */
export interface ReportWindow {
  from?: Date;
  to?: Date;
}

const ReportWindowFields = {
  startDate: reportBoundSchema('startDate', 'start'),
  endDate: reportBoundSchema('endDate', 'end'),
};

const ReportPageFields = {
  // A larger ask gets the maximum, named in the answer's `limit` (issue 27).
  limit: pageLimitSchema({
    fallback: REPORT_PAGE_DEFAULT_LIMIT,
    max: REPORT_PAGE_MAX_LIMIT,
    message: limitMessage,
  }),
  offset: z.coerce
    .number({ error: offsetMessage })
    .int(offsetMessage)
    .min(0, offsetMessage)
    .max(REPORT_MAX_OFFSET, offsetMessage)
    .default(0),
};

function windowInOrder({ startDate, endDate }: { startDate?: Date; endDate?: Date }): boolean {
  return startDate === undefined || endDate === undefined || startDate < endDate;
}
const WINDOW_ORDER_MESSAGE = 'startDate must be before endDate';

/** 'all' and an empty value both mean every status (the dashboard's "All"); picked_up reads as out_for_delivery. */
const reportStatusFilter = z
  .string()
  .trim()
  .optional()
  .transform((raw) => {
    const word = raw?.toLowerCase();
    if (word === undefined || word === '' || word === 'all') return undefined;
    return word === 'picked_up' ? 'out_for_delivery' : word;
  })
  .pipe(
    z
      .enum(REPORTED_ORDER_STATUSES, {
        error: `status must be all or one of: ${REPORTED_ORDER_STATUSES.join(', ')}`,
      })
      .optional(),
  );

/** GET /api/admin/orders-report?startDate&endDate&status&limit&offset (and /export without paging). */
export const OrdersReportQuerySchema = z
  .object({ ...ReportWindowFields, status: reportStatusFilter, ...ReportPageFields })
  .refine(windowInOrder, { message: WINDOW_ORDER_MESSAGE, path: ['endDate'] });
export type OrdersReportQuery = z.infer<typeof OrdersReportQuerySchema>;

export const OrdersReportItemSchema = z.object({
  name: z.string(),
  /** Unit price in rupees. */
  price: z.number(),
  quantity: z.number().int(),
});

/**
 * Admin spec 3: one order of the orders report. Times are ISO 8601; each step's time is null until
 * the order reached it. `category` is the vendor's category when the order was placed.
 */
export const OrdersReportOrderSchema = z.object({
  id: z.number().int(),
  externalOrderId: z.string().nullable(),
  category: z.string(),
  customerName: z.string().nullable(),
  restaurantName: z.string(),
  /** As the reports read it (reportedStatusOf). */
  status: z.enum(REPORTED_ORDER_STATUSES),
  externalStatus: z.string().nullable(),
  totalAmount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  phoneNumber: z.string(),
  deliveryAddress: z.string(),
  items: z.array(OrdersReportItemSchema),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: PaymentStatusSchema,
  paymentId: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  acceptedTime: z.string().nullable(),
  preparingTime: z.string().nullable(),
  readyTime: z.string().nullable(),
  pickedUpTime: z.string().nullable(),
  outForDeliveryTime: z.string().nullable(),
  deliveredTime: z.string().nullable(),
  cancelledTime: z.string().nullable(),
});
export type OrdersReportOrder = z.infer<typeof OrdersReportOrderSchema>;

/**
 * The orders report: `totalCount` orders match every filter (the pages go through them, newest
 * first); `statusCounts` counts the orders of the date window by status, whatever the status filter,
 * so the status report reads the same call.
 */
export const OrdersReportResponseSchema = z.object({
  success: z.boolean(),
  totalCount: z.number().int().nonnegative(),
  statusCounts: z.record(z.enum(REPORTED_ORDER_STATUSES), z.number().int().nonnegative()),
  data: z.array(OrdersReportOrderSchema),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type OrdersReportResponse = z.infer<typeof OrdersReportResponseSchema>;

/** The CSV export's columns, in order: the report table's, then what the dialog adds. */
export const ORDERS_REPORT_CSV_COLUMNS = [
  'Order ID',
  'External ID',
  'Category',
  'Customer',
  'Phone',
  'Vendor',
  'Status',
  'External Status',
  'Amount (₹)',
  'Payment Method',
  'Payment Status',
  'Created',
  'Updated',
  'Delivery Address',
  'Items',
] as const;

/** The export answers at most this many orders; narrow the dates for more. */
export const ORDERS_REPORT_EXPORT_MAX_ROWS = 100_000;

/** Admin spec 2: the webhook report's event filter ("All Events" sends none). */
export const WEBHOOK_REPORT_EVENTS = ['order.status_changed', 'authentication_failed'] as const;

/** GET /api/admin/webhook-report?startDate&endDate&event&sourceIp&limit&offset. */
export const WebhookReportQuerySchema = z
  .object({
    ...ReportWindowFields,
    event: z
      .string()
      .trim()
      .max(100, 'event must be at most 100 characters')
      .optional()
      .transform((raw) => (raw === '' || raw?.toLowerCase() === 'all' ? undefined : raw)),
    sourceIp: z
      .string()
      .trim()
      .max(64, 'sourceIp must be at most 64 characters')
      .optional()
      .transform((raw) => (raw === '' ? undefined : raw)),
    ...ReportPageFields,
  })
  .refine(windowInOrder, { message: WINDOW_ORDER_MESSAGE, path: ['endDate'] });
export type WebhookReportQuery = z.infer<typeof WebhookReportQuerySchema>;

/** Admin spec 3: one webhook request of the report. */
export const WebhookReportEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  event: z.string(),
  orderId: z.string().nullable(),
  success: z.boolean(),
  processingTimeMs: z.number().nonnegative(),
  sourceIp: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type WebhookReportEntry = z.infer<typeof WebhookReportEntrySchema>;

/**
 * The webhook report: the figures cover every request matching the filters (`totalCount` of them),
 * `data` is one page of them, newest first.
 */
export const WebhookReportResponseSchema = z.object({
  success: z.boolean(),
  totalCount: z.number().int().nonnegative(),
  successfulCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  averageProcessingTimeMs: z.number().nonnegative(),
  data: z.array(WebhookReportEntrySchema),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type WebhookReportResponse = z.infer<typeof WebhookReportResponseSchema>;
