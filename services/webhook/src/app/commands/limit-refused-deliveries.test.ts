import { createRateLimiter } from '@marketplace/service-kit';
import { RefusalsRateLimitedError } from '../../domain/errors';
import type { RejectedWebhookLog } from '../../domain/webhook-log';
import type { WebhookLogRepository } from '../../domain/webhook-log.repository';
import { limitRefusedDeliveries } from './limit-refused-deliveries';

const refusal = (sourceIp: string | null): RejectedWebhookLog => ({
  webhookId: null,
  event: 'authentication_failed',
  orderId: null,
  status: null,
  payload: null,
  sourceIp,
  userAgent: null,
  receivedAt: new Date(0),
  processingTimeMs: 1,
  errorMessage: 'Invalid webhook signature',
});

describe('limitRefusedDeliveries', () => {
  let clock = 0;
  const written: RejectedWebhookLog[] = [];
  const warn = jest.fn();
  const inner: WebhookLogRepository = {
    recordAccepted: async () => ({ duplicate: false }),
    recordRejected: async (log) => {
      written.push(log);
    },
  };
  const logs = limitRefusedDeliveries(
    inner,
    createRateLimiter({ burst: 1, perMinute: 1, now: () => clock }),
    { warn },
    () => clock,
  );

  it('writes a source network’s refusals up to its limit, drops the rest, and counts them in a line a minute', async () => {
    await logs.recordRejected(refusal('2001:db8:1:2::1'));
    // Another address of the same IPv6 /64 is the same source.
    await expect(logs.recordRejected(refusal('2001:db8:1:2::99'))).rejects.toBeInstanceOf(
      RefusalsRateLimitedError,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toEqual({ droppedRefusals: 1, sources: ['2001:db8:1:2::/64'] });

    clock += 30_000;
    await expect(logs.recordRejected(refusal('2001:db8:1:2::1'))).rejects.toBeInstanceOf(
      RefusalsRateLimitedError,
    );
    await expect(logs.recordRejected(refusal('2001:db8:1:2::1'))).rejects.toBeInstanceOf(
      RefusalsRateLimitedError,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    clock += 30_001;
    await logs.recordRejected(refusal('2001:db8:1:2::1'));
    await expect(logs.recordRejected(refusal(null))).resolves.toBeUndefined();
    await expect(logs.recordRejected(refusal(null))).rejects.toBeInstanceOf(RefusalsRateLimitedError);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toEqual({ droppedRefusals: 3, sources: ['2001:db8:1:2::/64', 'unknown'] });
    expect(written.map((log) => log.sourceIp)).toEqual(['2001:db8:1:2::1', '2001:db8:1:2::1', null]);
  });
});
