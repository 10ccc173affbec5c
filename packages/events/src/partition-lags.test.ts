import { PartitionLags } from './partition-lags';

describe('PartitionLags', () => {
  it('is the high watermark less the next offset to handle, per topic and partition', () => {
    const lags = new PartitionLags();
    lags.record('marketplace.orders', 0, '120', '100');
    lags.record('marketplace.orders', 1, '7', '7');
    lags.record('marketplace.webhooks', 0, '50', '45');
    expect(lags.snapshot()).toEqual([
      { topic: 'marketplace.orders', partition: 0, lag: 20 },
      { topic: 'marketplace.orders', partition: 1, lag: 0 },
      { topic: 'marketplace.webhooks', partition: 0, lag: 5 },
    ]);
    lags.record('marketplace.orders', 0, '120', '118');
    expect(lags.snapshot()[0]).toEqual({ topic: 'marketplace.orders', partition: 0, lag: 2 });
  });

  it('keeps offsets past 2^53 exact and never goes below zero', () => {
    const lags = new PartitionLags();
    lags.record('t', 0, '9007199254740995', '9007199254740993');
    expect(lags.snapshot()).toEqual([{ topic: 't', partition: 0, lag: 2 }]);
    lags.record('t', 0, '10', '11');
    expect(lags.snapshot()).toEqual([{ topic: 't', partition: 0, lag: 0 }]);
  });

  it('forgets partitions a rebalance gave to another member', () => {
    const lags = new PartitionLags();
    lags.record('marketplace.orders', 0, '10', '5');
    lags.record('marketplace.orders', 1, '10', '5');
    lags.record('marketplace.webhooks', 2, '10', '5');
    lags.assigned({ 'marketplace.orders': [1] });
    expect(lags.snapshot()).toEqual([{ topic: 'marketplace.orders', partition: 1, lag: 5 }]);
  });
});
