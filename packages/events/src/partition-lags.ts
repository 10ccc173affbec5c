import type { ConsumerLag } from './event-metrics';

/**
 * A Kafka consumer's lag on each partition it holds, from what its fetches say: the partition's
 * high watermark less the next offset to handle. Known only for partitions fetched since they were
 * assigned; a partition handed to another member is forgotten.
 */
export class PartitionLags {
  private readonly lags = new Map<string, ConsumerLag>();

  /** The partition's high watermark as last fetched, and the offset the consumer handles next. */
  record(topic: string, partition: number, highWatermark: string, nextOffset: string): void {
    const lag = BigInt(highWatermark) - BigInt(nextOffset);
    this.lags.set(`${topic}/${partition}`, { topic, partition, lag: lag > 0n ? Number(lag) : 0 });
  }

  /** The group's new assignment (kafkajs's GROUP_JOIN memberAssignment): other partitions are dropped. */
  assigned(assignment: Record<string, number[]>): void {
    for (const [key, { topic, partition }] of this.lags)
      if (!assignment[topic]?.includes(partition)) this.lags.delete(key);
  }

  snapshot(): ConsumerLag[] {
    return [...this.lags.values()];
  }
}
