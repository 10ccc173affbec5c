import { z } from 'zod';

/**
 * GET /api/webhook/analytics?hours=&_t= (admin spec 3, 7): what the webhook service answers and
 * the dashboard reads. Times are milliseconds; successRate is a percentage from 0 to 100.
 */

/** Admin spec 9: the timeframes the dashboard offers, in hours; 24 is the default. */
export const ANALYTICS_TIMEFRAMES = [
  { hours: 1, label: 'Last 1 hour' },
  { hours: 6, label: 'Last 6 hours' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 168, label: 'Last 7 days' },
] as const;
export type AnalyticsHours = (typeof ANALYTICS_TIMEFRAMES)[number]['hours'];
export const DEFAULT_ANALYTICS_HOURS: AnalyticsHours = 24;
export const AnalyticsHoursSchema = z.coerce
  .number()
  .pipe(z.literal([1, 6, 24, 168], { error: 'hours must be one of: 1, 6, 24, 168' }));

/** GET /api/webhook/analytics?hours=1|6|24|168 (default 24). `_t` is the dashboard's cache buster and means nothing. */
export const AnalyticsQuerySchema = z.object({
  hours: AnalyticsHoursSchema.default(DEFAULT_ANALYTICS_HOURS),
});

/** Admin spec 9: the dashboard refreshes analytics this often. */
export const ANALYTICS_POLL_INTERVAL_MS = 30_000;

export const WebhookStatisticsSchema = z.object({
  totalRequests: z.number().int().nonnegative(),
  successfulRequests: z.number().int().nonnegative(),
  failedRequests: z.number().int().nonnegative(),
  successRate: z.number().min(0).max(100),
  averageProcessingTime: z.number().nonnegative(),
  maxProcessingTime: z.number().nonnegative(),
});
export type WebhookStatistics = z.infer<typeof WebhookStatisticsSchema>;

export const WebhookEventCountSchema = z.object({
  event: z.string(),
  count: z.number().int().nonnegative(),
});
export type WebhookEventCount = z.infer<typeof WebhookEventCountSchema>;

export const WebhookLogEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  timestamp: z.string(),
  event: z.string(),
  /** The partner's order reference as it arrived; null when the request carried none. */
  orderId: z.union([z.string(), z.number()]).nullable(),
  success: z.boolean(),
  processingTime: z.number().nonnegative().nullable(),
  sourceIp: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type WebhookLogEntry = z.infer<typeof WebhookLogEntrySchema>;

export const WebhookAnalyticsResponseSchema = z.object({
  success: z.boolean(),
  /** Human-readable window the figures cover, for example "24 hours". */
  timeframe: z.string(),
  statistics: WebhookStatisticsSchema,
  eventBreakdown: z.array(WebhookEventCountSchema),
  recentLogs: z.array(WebhookLogEntrySchema),
});
export type WebhookAnalyticsResponse = z.infer<typeof WebhookAnalyticsResponseSchema>;
