import { WebhookReportQuerySchema } from '@marketplace/contracts';
import type { WebhookReportReader } from '../../domain/webhook-log.repository';
import type { ReportPage, WebhookReportFilter } from '../../domain/webhook-report';
import { getWebhookReport } from './get-webhook-report';

const ROW = {
  id: 9,
  createdAt: new Date('2026-11-20T11:50:00.000Z'),
  event: 'authentication_failed',
  orderId: null,
  success: false,
  processingTimeMs: 2,
  sourceIp: '192.0.2.66',
  errorMessage: 'Body secret does not match',
};

function readerOf(totals: Awaited<ReturnType<WebhookReportReader['totals']>>) {
  const asked: Array<[string, WebhookReportFilter, ReportPage?]> = [];
  const reports: WebhookReportReader = {
    totals: async (filter) => {
      asked.push(['totals', filter]);
      return totals;
    },
    page: async (filter, page) => {
      asked.push(['page', filter, page]);
      return [ROW];
    },
  };
  return { reports, asked };
}

describe('getWebhookReport', () => {
  it('asks the store for the figures and the page of one filter, and presents them', async () => {
    const { reports, asked } = readerOf({ requests: 3, successful: 2, processingTimeMs: 20 });
    const query = { startDate: '2026-11-20', event: 'authentication_failed', limit: '10', offset: '20' };
    const report = await getWebhookReport({ reports }, WebhookReportQuerySchema.parse(query));

    const filter = {
      window: { from: new Date('2026-11-19T18:30:00.000Z'), to: undefined },
      event: 'authentication_failed',
      sourceIp: undefined,
    };
    expect(asked).toEqual([
      ['totals', filter],
      ['page', filter, { limit: 10, offset: 20 }],
    ]);
    expect(report).toEqual({
      success: true,
      totalCount: 3,
      successfulCount: 2,
      failedCount: 1,
      averageProcessingTimeMs: 6.67,
      data: [{ ...ROW, createdAt: '2026-11-20T11:50:00.000Z' }],
      limit: 10,
      offset: 20,
    });
  });

  it('averages nothing to zero', async () => {
    const { reports } = readerOf({ requests: 0, successful: 0, processingTimeMs: 0 });
    const report = await getWebhookReport({ reports }, WebhookReportQuerySchema.parse({}));
    expect(report).toMatchObject({ totalCount: 0, failedCount: 0, averageProcessingTimeMs: 0 });
  });
});
