import request from 'supertest';
import {
  createEventBus,
  appendToOutbox,
  prismaSqlClient,
  prismaTransactionRunner,
} from '@marketplace/events';
import { createMetrics } from '@marketplace/service-kit';
import { metricValue } from '@marketplace/testing';
import type { PrismaDb } from '../src/infra/db/prisma-order.repository';
import { ORDER_SCHEMA } from '../src/infra/db/schema';
import { logger, startOrderDatabase, startOrderService, type OrderDatabase } from './order-test-kit';

/** A broker nothing answers on: the relay is never started, so what the outbox holds stays unpublished. */
const NO_BROKER = '127.0.0.1:1';

describe('the order service’s /metrics', () => {
  let db: OrderDatabase;

  beforeAll(async () => {
    db = await startOrderDatabase();
  }, 60_000);
  afterAll(() => db.close());

  it('shows an event its outbox holds unpublished, and how long it has waited', async () => {
    const metrics = createMetrics('order');
    // As main.ts wires it with KAFKA_BROKERS: the bus puts its figures on the service's registry.
    createEventBus<PrismaDb>({
      service: 'order',
      schema: ORDER_SCHEMA,
      kafkaBrokers: NO_BROKER,
      sql: prismaSqlClient(db.prisma),
      transactions: prismaTransactionRunner(db.prisma),
      logger,
      metrics: metrics.registry,
    });
    const service = startOrderService(
      db,
      { catalogUrl: 'http://127.0.0.1:9', authUrl: 'http://127.0.0.1:9' },
      { metrics },
    );
    const scrape = async () => (await request(service.app).get('/metrics').expect(200)).text;
    expect(metricValue(await scrape(), 'outbox_unpublished_events', { service: 'order' })).toBe(0);

    await db.prisma.$transaction((tx) =>
      appendToOutbox(tx, ORDER_SCHEMA, {
        type: 'order.status_changed',
        subject: '7',
        source: 'order',
        data: {
          orderId: 7,
          userId: 1,
          previousStatus: 'pending',
          status: 'accepted',
          externalStatus: null,
          changedAt: new Date().toISOString(),
          source: 'system',
        },
      }),
    );
    await db.query(`UPDATE orders.outbox SET created_at = now() - interval '2 minutes'`);

    const scraped = await scrape();
    expect(metricValue(scraped, 'outbox_unpublished_events', { service: 'order' })).toBe(1);
    expect(
      metricValue(scraped, 'outbox_oldest_unpublished_age_seconds', { service: 'order' }),
    ).toBeGreaterThanOrEqual(120);
    await service.shutdown();
  });
});
