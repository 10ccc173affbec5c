import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { OutboxRelay } from './outbox-relay';
import { memoryOutbox } from './memory-outbox.test-support';

/** The in-memory outbox, and a way to commit one more row to it. */
function fakeOutbox() {
  const { sql, rows } = memoryOutbox();
  const commit = () => {
    const seq = String(rows.length + 1);
    rows.push({ seq, id: `event-${seq}`, topic: 't', key: 'k', type: 'x', payload: '{}', published: false });
  };
  return { sql, commit, rows };
}

/** A producer whose first send waits until the test lets it through; it counts what was sent. */
function heldProducer() {
  let sent = 0;
  let release = () => {};
  let sending = () => {};
  const firstSend = new Promise<void>((resolve) => (sending = resolve));
  const firstSendReleased = new Promise<void>((resolve) => (release = resolve));
  const kafka = {
    producer: () => ({
      connect: async () => {},
      disconnect: async () => {},
      sendBatch: async ({ topicMessages }: { topicMessages: Array<{ messages: unknown[] }> }) => {
        sending();
        await firstSendReleased;
        for (const { messages } of topicMessages) sent += messages.length;
      },
    }),
  } as unknown as Kafka;
  return { kafka, sent: () => sent, firstSend, releaseFirstSend: () => release() };
}

describe('OutboxRelay.shutdown', () => {
  it('publishes rows committed while a send was in flight when shutdown was called', async () => {
    const outbox = fakeOutbox();
    const producer = heldProducer();
    const relay = new OutboxRelay({
      kafka: producer.kafka,
      schema: 'orders',
      sql: outbox.sql,
      logger: pino({ level: 'silent' }),
      pollIntervalMs: 60_000,
    });
    outbox.commit();
    await relay.start();
    await producer.firstSend;

    outbox.commit();
    const stopped = relay.shutdown();
    producer.releaseFirstSend();
    await stopped;

    expect(outbox.rows.map((row) => row.published)).toEqual([true, true]);
    expect(producer.sent()).toBe(2);
  });
});
