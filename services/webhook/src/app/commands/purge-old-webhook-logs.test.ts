import { purgeOldWebhookLogs, retentionCutoff } from './purge-old-webhook-logs';

describe('retentionCutoff', () => {
  it('goes the retention period back from now, down to the UTC hour', () => {
    expect(retentionCutoff(new Date('2026-11-28T10:20:30Z'), 30)).toEqual(new Date('2026-10-29T10:00:00Z'));
  });
});

describe('purgeOldWebhookLogs', () => {
  it('deletes batch after batch until one comes back short, all before the same cutoff', async () => {
    const batches = [3, 3, 1];
    const deleteLoggedBefore = jest.fn(async () => batches.shift() ?? 0);
    const deleted = await purgeOldWebhookLogs({
      logs: { deleteLoggedBefore },
      retentionDays: 30,
      now: new Date('2026-11-28T10:20:00Z'),
      batchSize: 3,
    });
    expect(deleted).toBe(7);
    expect(deleteLoggedBefore.mock.calls).toEqual(
      Array.from({ length: 3 }, () => [new Date('2026-10-29T10:00:00Z'), 3]),
    );
  });

  it('stops between batches once the service is shutting down', async () => {
    const controller = new AbortController();
    const deleteLoggedBefore = jest.fn(async () => {
      controller.abort();
      return 3;
    });
    const deleted = await purgeOldWebhookLogs({
      logs: { deleteLoggedBefore },
      retentionDays: 30,
      now: new Date(),
      batchSize: 3,
      signal: controller.signal,
    });
    expect(deleted).toBe(3);
    expect(deleteLoggedBefore).toHaveBeenCalledTimes(1);
  });
});
