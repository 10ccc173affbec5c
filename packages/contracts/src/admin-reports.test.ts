import {
  orderStatusesReportedAs,
  OrdersReportQuerySchema,
  reportedStatusOf,
  WebhookReportQuerySchema,
} from './admin-reports';

const messageOf = (query: Record<string, string>) => {
  const result = OrdersReportQuerySchema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('report date bounds', () => {
  it('reads days as Indian days, the end day included', () => {
    const { startDate, endDate } = OrdersReportQuerySchema.parse({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
    expect(startDate?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(endDate?.toISOString()).toBe('2026-11-01T18:30:00.000Z');
  });

  it('takes ISO times with their offset, the end instant included', () => {
    const { startDate, endDate } = WebhookReportQuerySchema.parse({
      startDate: '2026-11-01T10:00:00+05:30',
      endDate: '2026-11-01T06:00:00.000Z',
    });
    expect(startDate?.toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(endDate?.toISOString()).toBe('2026-11-01T06:00:00.001Z');
  });

  it.each([
    [{ startDate: 'yesterday' }, 'startDate must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    [{ startDate: '2026-02-31' }, 'startDate must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    [{ endDate: '2026-11-01T10:00' }, 'endDate must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    [{ endDate: '9999-12-31T23:59:59.999Z' }, 'endDate must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    [{ startDate: '1969-12-31' }, 'startDate must be a date (YYYY-MM-DD) or an ISO 8601 time'],
    [{ startDate: '2026-11-02', endDate: '2026-11-01' }, 'startDate must be before endDate'],
  ])('refuses %j with a message', (query, message) => {
    expect(messageOf(query)).toBe(message);
  });
});

describe('report statuses', () => {
  it('reads a picked-up order as out for delivery, and out for delivery as both', () => {
    expect(reportedStatusOf('picked_up')).toBe('out_for_delivery');
    expect(reportedStatusOf('ready')).toBe('ready');
    expect(orderStatusesReportedAs('out_for_delivery')).toEqual(['picked_up', 'out_for_delivery']);
    expect(OrdersReportQuerySchema.parse({ status: 'picked_up' }).status).toBe('out_for_delivery');
    expect(OrdersReportQuerySchema.parse({ status: 'All' }).status).toBeUndefined();
  });
});
