import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Express } from 'express';
import {
  IDENTITY_HEADERS,
  PARTNER_ID_HEADER,
  PARTNER_SECRET_MESSAGES,
  PartnerSecretListResponseSchema,
  parseEventEnvelope,
  RotatePartnerSecretResponseSchema,
  type EventEnvelope,
  type WebhookPartner,
} from '@marketplace/contracts';
import { createServiceClient } from '@marketplace/service-kit';
import { CatalogPartnerDirectory } from '../src/infra/clients/catalog.client';
import { activePartnerSecrets } from '../src/infra/memory/active-partner-secrets';
import { PrismaPartnerSecretRepository } from '../src/infra/db/prisma-partner-secret.repository';
import {
  asAdmin,
  asGateway,
  asResident,
  signedHeaders,
  useWebhookTestContext,
  WEBHOOK_SECRET,
} from './webhook-test-app';

const context = useWebhookTestContext({ emptyBeforeEach: true });

/** The catalog's GET /internal/category-configs/:id for the partners `known`, recording what it was asked. */
async function startStubCatalog(known: number[]) {
  const asked: string[] = [];
  let signed = true;
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (!req.headers[IDENTITY_HEADERS.signature]) signed = false;
    const id = Number(/^\/internal\/category-configs\/(\d+)$/.exec(req.url ?? '')?.[1]);
    res.setHeader('content-type', 'application/json');
    if (known.includes(id)) res.end(JSON.stringify({ id, name: `Category ${id}` }));
    else res.writeHead(404).end(JSON.stringify({ message: 'Category config not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    get signed() {
      return signed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const HOUR_MS = 3_600_000;

beforeEach(async () => {
  await context.prisma.partnerWebhookSecret.deleteMany();
  await context.partnerSecrets.refresh();
});

const body = (orderId = 'P-1') =>
  JSON.stringify({ event: 'order.status_changed', orderId, status: 'preparing' });

const secretsCall = (app: Express, method: 'get' | 'post' | 'delete', path = '') =>
  request(app)[method](`/api/admin/webhook-secrets${path}`);

async function rotate(partnerId: number, graceHours?: number, app = context.app()) {
  const response = await asAdmin(secretsCall(app, 'post')).send({ partnerId, graceHours });
  expect(response.status).toBe(201);
  return RotatePartnerSecretResponseSchema.parse(response.body).secret;
}

/** Delivers a signed webhook; the partner its event names when accepted, else the status. */
async function deliver(
  secret: string,
  headers: Record<string, string> = {},
  app = context.app(),
): Promise<WebhookPartner | number> {
  const raw = body(`P-${Math.random()}`);
  const response = await asGateway(request(app).post('/api/webhook'))
    .set({ ...signedHeaders({ body: raw, secret }), ...headers })
    .send(raw);
  if (response.status !== 200) return response.status;
  const rows = await context.prisma.outboxEvent.findMany({ orderBy: { seq: 'desc' }, take: 1 });
  return (parseEventEnvelope(rows[0]!.payload) as EventEnvelope<'webhook.received'>).data.partner!;
}

describe('partner webhook secrets (POST, GET, DELETE /api/admin/webhook-secrets)', () => {
  it('creates a whsec_ secret shown once, then lists it without its value, never cached', async () => {
    const created = await rotate(4);
    expect(created).toMatchObject({ partnerId: 4, expiresAt: null, active: true });
    expect(created.value).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.value.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(created.preview).toBe(`whsec_…${created.value.slice(-4)}`);

    const listed = await asAdmin(secretsCall(context.app(), 'get'));
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const { secrets } = PartnerSecretListResponseSchema.parse(listed.body);
    const { value: _value, ...summary } = created;
    expect(secrets).toEqual([summary]);
    expect(JSON.stringify(listed.body)).not.toContain(created.value.slice('whsec_'.length));
  });

  it('accepts both secrets of a rotation until the grace ends; an older one stops at once', async () => {
    const first = await rotate(4);
    const second = await rotate(4, 2);
    expect(await deliver(first.value)).toEqual({ kind: 'partner', id: 4 });
    expect(await deliver(second.value)).toEqual({ kind: 'partner', id: 4 });

    const rows = await context.prisma.partnerWebhookSecret.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.expiresAt === null)).toEqual([false, true]);
    expect(Math.abs(rows[0]!.expiresAt!.getTime() - (Date.now() + 2 * HOUR_MS))).toBeLessThan(60_000);

    // A third rotation: the second gets the grace, the first (still in its grace) stops now.
    const third = await rotate(4, 2);
    expect(await deliver(first.value)).toBe(401);
    expect(await deliver(second.value)).toEqual({ kind: 'partner', id: 4 });
    expect(await deliver(third.value)).toEqual({ kind: 'partner', id: 4 });
  });

  it('stops accepting a secret whose grace is over, and one that was revoked', async () => {
    const first = await rotate(4);
    const second = await rotate(4, 0);
    expect(await deliver(first.value)).toBe(401);

    const revoked = await asAdmin(secretsCall(context.app(), 'delete', `/${second.id}`));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, message: PARTNER_SECRET_MESSAGES.revoked });
    expect(await deliver(second.value)).toBe(401);
    const { body: list } = await asAdmin(secretsCall(context.app(), 'get'));
    expect(list.secrets.map((secret: { active: boolean }) => secret.active)).toEqual([false, false]);
  });

  it('gives the default secret to every partner without a secret of its own, and names the others', async () => {
    expect(await deliver(WEBHOOK_SECRET)).toEqual({ kind: 'default', exceptIds: [] });
    await rotate(4);
    await rotate(9);
    expect(await deliver(WEBHOOK_SECRET)).toEqual({ kind: 'default', exceptIds: [4, 9] });
  });

  it("tries only the named partner's secrets when the partner id header is sent", async () => {
    const own = await rotate(4);
    const other = await rotate(9);
    expect(await deliver(own.value, { [PARTNER_ID_HEADER]: '4' })).toEqual({ kind: 'partner', id: 4 });
    expect(await deliver(other.value, { [PARTNER_ID_HEADER]: '4' })).toBe(401);
    expect(await deliver(WEBHOOK_SECRET, { [PARTNER_ID_HEADER]: '4' })).toBe(401);
    // A partner without a secret of its own signs with the default one, and is then that partner.
    expect(await deliver(WEBHOOK_SECRET, { [PARTNER_ID_HEADER]: '12' })).toEqual({ kind: 'partner', id: 12 });
    expect(await deliver(WEBHOOK_SECRET, { [PARTNER_ID_HEADER]: 'twelve' })).toBe(401);
    const refused = await context.prisma.webhookLog.findFirst({ orderBy: { id: 'desc' } });
    expect(refused).toMatchObject({
      success: false,
      errorMessage: 'webhook-partner-id is not a category config id',
    });
  });

  it("reaches another replica at its next read, not at each webhook's", async () => {
    const otherReplica = activePartnerSecrets(new PrismaPartnerSecretRepository(context.prisma));
    await otherReplica.refresh();
    const other = context.app({ partnerSecrets: otherReplica });
    const created = await rotate(4);

    expect(await deliver(created.value, {}, other)).toBe(401);
    await otherReplica.refresh();
    expect(await deliver(created.value, {}, other)).toEqual({ kind: 'partner', id: 4 });
  });

  it('answers 400 for a bad request and 404 for an unknown secret', async () => {
    const app = context.app();
    const missing = await asAdmin(secretsCall(app, 'post')).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: PARTNER_SECRET_MESSAGES.partnerRequired });
    for (const graceHours of [-1, 1.5, 24 * 7 + 1, '24']) {
      const response = await asAdmin(secretsCall(app, 'post')).send({ partnerId: 4, graceHours });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: PARTNER_SECRET_MESSAGES.graceRange });
    }
    for (const id of ['abc', '0', '1e3', '2147483648']) {
      const response = await asAdmin(secretsCall(app, 'delete', `/${id}`));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: PARTNER_SECRET_MESSAGES.invalidId });
    }
    const unknown = await asAdmin(secretsCall(app, 'delete', '/424242'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: PARTNER_SECRET_MESSAGES.notFound });
    expect(await context.prisma.partnerWebhookSecret.count()).toBe(0);
  });

  it('refuses a partner the catalog does not know with 404, making no secret', async () => {
    const catalog = await startStubCatalog([4]);
    try {
      const app = context.app({
        partners: new CatalogPartnerDirectory(
          createServiceClient({ baseUrl: catalog.url, service: 'webhook', secret: 'test-secret' }),
        ),
      });
      const unknown = await asAdmin(secretsCall(app, 'post')).send({ partnerId: 424242 });
      expect([unknown.status, unknown.body]).toEqual([
        404,
        {
          message: 'Partner 424242 not found: no category config has this id, so no webhook secret was made',
        },
      ]);
      expect(unknown.body.message).toBe(PARTNER_SECRET_MESSAGES.unknownPartner(424242));
      expect(await context.prisma.partnerWebhookSecret.count()).toBe(0);
      // The catalog was asked on its internal path, with a signed service identity.
      expect(catalog.asked).toEqual(['/internal/category-configs/424242']);
      expect(catalog.signed).toBe(true);

      // A partner it knows gets its secret, which then verifies that partner's deliveries.
      const created = await rotate(4, undefined, app);
      expect(created.partnerId).toBe(4);
      expect(await deliver(created.value)).toEqual({ kind: 'partner', id: 4 });
    } finally {
      await catalog.close();
    }
  });

  it('answers 502 JSON, making no secret, when the catalog cannot say', async () => {
    const app = context.app({
      partners: new CatalogPartnerDirectory(
        createServiceClient({ baseUrl: 'http://127.0.0.1:9', service: 'webhook', secret: 'test-secret' }),
      ),
    });
    const response = await asAdmin(secretsCall(app, 'post')).send({ partnerId: 4 });
    expect(response.status).toBe(502);
    expect(Object.keys(response.body)).toEqual(['message']);
    expect(await context.prisma.partnerWebhookSecret.count()).toBe(0);
  });

  it('refuses residents with 403 and anonymous callers with 401, revealing and changing nothing', async () => {
    const created = await rotate(4);
    const app = context.app();
    for (const as of [asResident, asGateway]) {
      const calls = [
        as(secretsCall(app, 'get')),
        as(secretsCall(app, 'post')).send({ partnerId: 4 }),
        as(secretsCall(app, 'delete', `/${created.id}`)),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(as === asResident ? 403 : 401);
        expect(Object.keys(response.body)).toEqual(['message']);
      }
    }
    const rows = await context.prisma.partnerWebhookSecret.findMany();
    expect(rows).toEqual([expect.objectContaining({ id: created.id, expiresAt: null })]);
  });
});
