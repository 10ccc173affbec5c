import type { Kafka } from 'kafkajs';
import pino from 'pino';
import { OutboxRelay } from './outbox-relay';
import type { SqlClient } from './sql-client';

interface Row {
  seq: string;
  id: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
  published: boolean;
}

/** An outbox in memory, answering the relay's statements; the lease is always granted. */
function fakeOutbox() {
  const rows: Row[] = [];
  const sql: SqlClient = {
    query: async <T>(text: string) => {
      if (text.includes('outbox_relay_lease')) return [{ holder: 'this relay' }] as T[];
      return rows.filter((row) => !row.published) as T[];
    },
    execute: async (text: string, params: unknown[] = []) => {
      if (!text.startsWith('UPDATE')) return 0;
      const ids = String(params[0]).split(',');
      for (const row of rows) if (ids.includes(row.id)) row.published = true;
      return ids.length;
    },
  };
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
