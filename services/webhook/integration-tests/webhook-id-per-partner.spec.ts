import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Client } from 'pg';
import {
  PARTNER_ID_HEADER,
  parseEventEnvelope,
  type EventEnvelope,
  type WebhookPartner,
} from '@marketplace/contracts';
import { runMigrations } from '@marketplace/db';
import { createTestDatabase } from '@marketplace/testing';
import { WEBHOOK_SCHEMA } from '../src/infra/db/schema';
import {
  asGateway,
  DATABASE_START_TIMEOUT_MS,
  signedHeaders,
  useWebhookTestContext,
  WEBHOOK_SECRET,
} from './webhook-test-app';

/**
 * Webhook ids are the partner's own (decision 175): two partners sending the same id each have
 * their effect; one partner repeating an id is a duplicate, whatever the other partners sent.
 */

const context = useWebhookTestContext({ emptyBeforeEach: true });
const OWN_SECRET = 'whsec_cGFydG5lci00LW93bi1zZWNyZXQtMDEyMzQ1Njc4OQ==';

beforeAll(async () => {
  // Partner 4 signs with a secret of its own; partners 5 and 6 with the default secret, naming themselves.
  await context.prisma.partnerWebhookSecret.create({ data: { partnerId: 4, secret: OWN_SECRET } });
  await context.partnerSecrets.refresh();
}, DATABASE_START_TIMEOUT_MS);

const payload = (orderId: string) =>
  JSON.stringify({ event: 'order.status_changed', orderId, status: 'preparing' });

/** A signed delivery of `id` by a partner: its secret, and the partner id header when given. */
async function deliver(id: string, from: { secret: string; partnerId?: number }, orderId = 'P-1') {
  const body = payload(orderId);
  const response = await asGateway(request(context.app()).post('/api/webhook'))
    .set({
      ...signedHeaders({ body, id, secret: from.secret }),
      ...(from.partnerId === undefined ? {} : { [PARTNER_ID_HEADER]: String(from.partnerId) }),
    })
    .send(body);
  expect(response.status).toBe(200);
  return response.body as { success: true; duplicate?: true };
}

const partner4 = { secret: OWN_SECRET };
const partner5 = { secret: WEBHOOK_SECRET, partnerId: 5 };
const partner6 = { secret: WEBHOOK_SECRET, partnerId: 6 };
const defaultPartner = { secret: WEBHOOK_SECRET };

const eventPartners = async (): Promise<WebhookPartner[]> =>
  (await context.prisma.outboxEvent.findMany({ orderBy: { seq: 'asc' } })).map(
    (row) => (parseEventEnvelope(row.payload) as EventEnvelope<'webhook.received'>).data.partner!,
  );

const loggedRows = () =>
  context.prisma.webhookLog.findMany({
    orderBy: { id: 'asc' },
    select: { webhookId: true, partnerId: true, duplicate: true, orderId: true },
  });

describe('webhook ids unique per partner', () => {
  it('accepts the same webhook id from two partners, each once, and keeps them apart', async () => {
    expect(await deliver('evt_shared', partner4, 'P-4')).toEqual({
      success: true,
      message: 'Webhook processed',
    });
    expect(await deliver('evt_shared', partner5, 'P-5')).toEqual({
      success: true,
      message: 'Webhook processed',
    });
    expect(await deliver('evt_shared', defaultPartner, 'P-D')).toEqual({
      success: true,
      message: 'Webhook processed',
    });

    // Each partner's repeat is a duplicate, whoever else used the id.
    expect(await deliver('evt_shared', partner4, 'P-4')).toEqual({ success: true, duplicate: true });
    expect(await deliver('evt_shared', partner5, 'P-5')).toEqual({ success: true, duplicate: true });
    expect(await deliver('evt_shared', defaultPartner, 'P-D')).toEqual({ success: true, duplicate: true });

    expect(await eventPartners()).toEqual([
      { kind: 'partner', id: 4 },
      { kind: 'partner', id: 5 },
      { kind: 'default', exceptIds: [4] },
    ]);
    expect(await loggedRows()).toEqual([
      { webhookId: 'evt_shared', partnerId: 4, duplicate: false, orderId: 'P-4' },
      { webhookId: 'evt_shared', partnerId: 5, duplicate: false, orderId: 'P-5' },
      { webhookId: 'evt_shared', partnerId: null, duplicate: false, orderId: 'P-D' },
      { webhookId: 'evt_shared', partnerId: 4, duplicate: true, orderId: 'P-4' },
      { webhookId: 'evt_shared', partnerId: 5, duplicate: true, orderId: 'P-5' },
      { webhookId: 'evt_shared', partnerId: null, duplicate: true, orderId: 'P-D' },
    ]);
  });

  it('decides concurrent deliveries of one id per partner: exactly one effect each', async () => {
    const answers = await Promise.all(
      [partner4, partner5, partner6].flatMap((partner) =>
        Array.from({ length: 4 }, () => deliver('evt_race', partner)),
      ),
    );
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(3);
    expect(
      (await eventPartners()).map((partner) => (partner.kind === 'partner' ? partner.id : 0)).sort(),
    ).toEqual([4, 5, 6]);
  });
});

describe('migration 20261203050000_webhook_id_per_partner', () => {
  const MIGRATIONS = join(__dirname, '../prisma/migrations');
  const MIGRATION = '20261203050000_webhook_id_per_partner';

  it(
    'keeps the rows logged before it, naming the partner of those whose event is still kept',
    async () => {
      const database = await createTestDatabase();
      const before = mkdtempSync(join(tmpdir(), 'webhook-migrations-'));
      const client = new Client({ connectionString: database.connectionString });
      try {
        for (const entry of readdirSync(MIGRATIONS).filter((folder) => folder < MIGRATION)) {
          cpSync(join(MIGRATIONS, entry), join(before, entry), { recursive: true });
        }
        await runMigrations({
          connectionString: database.connectionString,
          schema: WEBHOOK_SCHEMA,
          migrationsDir: before,
        });
        await client.connect();
        await client.query(`SET search_path TO "${WEBHOOK_SCHEMA}"`);
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO webhook_logs (webhook_id, event, success, duplicate, processing_time_ms)
         VALUES ('evt_old', 'order.status_changed', true, false, 3),
                ('evt_old', 'order.status_changed', true, true, 2),
                ('evt_default', 'order.status_changed', true, false, 1),
                (NULL, 'authentication_failed', false, false, 1),
                (NULL, 'order.created', true, false, 4),
                (NULL, 'order.created', true, false, 5)
         RETURNING id`,
        );
        const partnerEvent = (logId: number, partner: WebhookPartner) =>
          client.query(
            `INSERT INTO outbox (id, topic, key, type, payload) VALUES ($1, 'marketplace.webhooks', 'P-1', 'webhook.received', $2)`,
            [randomUUID(), { type: 'webhook.received', data: { webhookLogId: logId, partner } }],
          );
        await partnerEvent(rows[0]!.id, { kind: 'partner', id: 4 });
        await partnerEvent(rows[2]!.id, { kind: 'default', exceptIds: [] });

        expect(
          await runMigrations({
            connectionString: database.connectionString,
            schema: WEBHOOK_SCHEMA,
            migrationsDir: MIGRATIONS,
          }),
        ).toEqual([MIGRATION]);
        const kept = await client.query(
          'SELECT webhook_id, partner_id, success, duplicate FROM webhook_logs ORDER BY id',
        );
        expect(kept.rows).toEqual([
          { webhook_id: 'evt_old', partner_id: 4, success: true, duplicate: false },
          { webhook_id: 'evt_old', partner_id: null, success: true, duplicate: true },
          { webhook_id: 'evt_default', partner_id: null, success: true, duplicate: false },
          { webhook_id: null, partner_id: null, success: false, duplicate: false },
          // Accepted before ids were required: several without an id are still no conflict.
          { webhook_id: null, partner_id: null, success: true, duplicate: false },
          { webhook_id: null, partner_id: null, success: true, duplicate: false },
        ]);
        // The old rows still decide: partner 4's id is taken for partner 4, the default partner's for it.
        const insert = (webhookId: string, partnerId: number | null) =>
          client.query(
            `INSERT INTO webhook_logs (webhook_id, partner_id, event, success, processing_time_ms)
           VALUES ($1, $2, 'order.status_changed', true, 1)
           ON CONFLICT (partner_id, webhook_id) WHERE success AND NOT duplicate AND webhook_id IS NOT NULL
           DO NOTHING`,
            [webhookId, partnerId],
          );
        expect((await insert('evt_old', 4)).rowCount).toBe(0);
        expect((await insert('evt_old', 5)).rowCount).toBe(1);
        expect((await insert('evt_default', null)).rowCount).toBe(0);
      } finally {
        await client.end().catch(() => undefined);
        rmSync(before, { recursive: true, force: true });
        await database.drop();
      }
    },
    DATABASE_START_TIMEOUT_MS,
  );
});
