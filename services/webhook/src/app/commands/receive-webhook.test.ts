import { parseEventEnvelope } from '@marketplace/contracts';
import { webhookHeaders } from '@marketplace/service-kit';
import { WebhookRejectedError } from '../../domain/errors';
import type { PendingWebhookReceived, RejectedWebhookLog, WebhookLogRecord } from '../../domain/webhook-log';
import type { WebhookLogRepository } from '../../domain/webhook-log.repository';
import { receiveWebhook, type IncomingWebhook, type ReceiveWebhookDeps } from './receive-webhook';

const SECRET = 'shared-secret';
const ARRIVAL = Date.parse('2026-11-20T12:00:00.000Z');

/** Keeps what the use case records; the first accepted row per webhook id wins, as the unique index decides. */
class RecordingLogs implements WebhookLogRepository {
  accepted: { log: WebhookLogRecord; event: PendingWebhookReceived; duplicate: boolean }[] = [];
  rejected: RejectedWebhookLog[] = [];

  async recordAccepted(log: WebhookLogRecord, event: PendingWebhookReceived) {
    const duplicate =
      log.webhookId !== null &&
      this.accepted.some((entry) => !entry.duplicate && entry.log.webhookId === log.webhookId);
    this.accepted.push({ log, event, duplicate });
    return { duplicate };
  }

  async recordRejected(log: RejectedWebhookLog) {
    this.rejected.push(log);
  }
}

function setup(overrides: Partial<ReceiveWebhookDeps> = {}) {
  const logs = new RecordingLogs();
  let notified = 0;
  const deps: ReceiveWebhookDeps = {
    logs,
    secret: SECRET,
    partnerSecrets: { current: () => [] },
    allowBodySecret: true,
    notifyOutbox: () => {
      notified += 1;
    },
    now: () => ARRIVAL + 3,
    newEventId: () => '5f0c6f38-6d1a-4c1f-9a53-2f4f1c1f1f1f',
    ...overrides,
  };
  return { logs, deps, notified: () => notified };
}

function signedRequest(
  payload: unknown,
  id = 'msg_1',
  overrides: Partial<IncomingWebhook> = {},
): IncomingWebhook {
  const raw = JSON.stringify(payload);
  return {
    headers: webhookHeaders({ id, timestamp: Math.floor(ARRIVAL / 1000), body: raw, secret: SECRET }),
    rawBody: Buffer.from(raw),
    body: JSON.parse(raw),
    sourceIp: '203.0.113.7',
    userAgent: 'partner/1.0',
    receivedAt: ARRIVAL,
    ...overrides,
  };
}

const valid = { event: 'order.status_changed', orderId: 'SR-1', status: 'Out for delivery', note: 'kept' };

async function rejection(promise: Promise<unknown>): Promise<WebhookRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof WebhookRejectedError)) throw new Error(`expected a rejection, got ${String(error)}`);
  return error;
}

describe('receiveWebhook', () => {
  it('records an accepted delivery with its processing time and a contract-valid event, then notifies the relay', async () => {
    const { deps, logs, notified } = setup();
    await expect(receiveWebhook(deps, signedRequest(valid))).resolves.toEqual({ duplicate: false });

    const [{ log, event }] = logs.accepted as [(typeof logs.accepted)[number]];
    expect(log).toEqual({
      webhookId: 'msg_1',
      partnerId: null,
      event: 'order.status_changed',
      orderId: 'SR-1',
      status: 'Out for delivery',
      processingTimeMs: 3,
      sourceIp: '203.0.113.7',
      userAgent: 'partner/1.0',
      payload: valid,
      receivedAt: new Date(ARRIVAL),
    });
    const envelope = parseEventEnvelope({ ...event, data: { ...event.data, webhookLogId: 1 } });
    expect(envelope).toMatchObject({
      id: '5f0c6f38-6d1a-4c1f-9a53-2f4f1c1f1f1f',
      type: 'webhook.received',
      subject: 'SR-1',
      time: '2026-11-20T12:00:00.000Z',
      data: {
        status: 'out_for_delivery',
        externalStatus: 'Out for delivery',
        orderId: 'SR-1',
        event: 'order.status_changed',
        partner: { kind: 'default', exceptIds: [] },
      },
    });
    expect(notified()).toBe(1);
  });

  it('names in the event the partner whose own secret signed the delivery', async () => {
    const own = {
      id: 3,
      partnerId: 7,
      value: 'whsec_cGFydG5lci1zZXZlbi1zZWNyZXQ=',
      createdAt: new Date(ARRIVAL - 60_000),
      expiresAt: null,
    };
    const { deps, logs } = setup({ partnerSecrets: { current: () => [own] } });
    const raw = JSON.stringify(valid);
    await receiveWebhook(deps, {
      ...signedRequest(valid),
      headers: webhookHeaders({
        id: 'msg_7',
        timestamp: Math.floor(ARRIVAL / 1000),
        body: raw,
        secret: own.value,
      }),
    });
    expect(logs.accepted[0]?.event.data.partner).toEqual({ kind: 'partner', id: 7 });
  });

  it('has no second effect for a replayed body-secret delivery: the same identity is a duplicate', async () => {
    const { deps, logs, notified } = setup();
    const bodySecretRequest = (payload: object) => {
      const raw = JSON.stringify({ ...payload, secret: SECRET });
      return { ...signedRequest(valid), headers: {}, rawBody: Buffer.from(raw), body: JSON.parse(raw) };
    };
    await expect(receiveWebhook(deps, bodySecretRequest(valid))).resolves.toEqual({ duplicate: false });
    await expect(receiveWebhook(deps, bodySecretRequest(valid))).resolves.toEqual({ duplicate: true });
    await expect(receiveWebhook(deps, bodySecretRequest({ ...valid, status: 'delivered' }))).resolves.toEqual(
      {
        duplicate: false,
      },
    );
    expect(notified()).toBe(2);
    expect(logs.accepted[0]?.log.webhookId).toMatch(/^body:[0-9a-f]{64}$/);
  });

  it('reports a repeated webhook id as a duplicate and does not notify again', async () => {
    const { deps, notified } = setup();
    await receiveWebhook(deps, signedRequest(valid));
    await expect(receiveWebhook(deps, signedRequest(valid))).resolves.toEqual({ duplicate: true });
    expect(notified()).toBe(1);
  });

  it('logs a failed authentication without the untrusted payload but with what it claimed', async () => {
    const { deps, logs } = setup({ secret: 'another-secret' });
    const error = await rejection(receiveWebhook(deps, signedRequest(valid)));

    expect(error).toMatchObject({ kind: 'unauthenticated', message: 'Invalid webhook signature' });
    expect(logs.rejected).toEqual([
      expect.objectContaining({
        event: 'authentication_failed',
        orderId: 'SR-1',
        payload: null,
        errorMessage: 'No webhook-signature matches the payload',
      }),
    ]);
    expect(logs.accepted).toEqual([]);
  });

  it('never keeps the body secret, not even in a refused payload', async () => {
    const { deps, logs } = setup();
    const body = { ...valid, status: 'teleported', secret: SECRET };
    const error = await rejection(receiveWebhook(deps, { ...signedRequest(body), headers: {} }));

    expect(error).toMatchObject({ kind: 'unsupported_status', message: 'Unsupported status: teleported' });
    expect(logs.rejected[0]?.payload).toEqual({ ...valid, status: 'teleported' });
  });

  it('reports unreadable JSON as such when no signature headers could vouch for it', async () => {
    const { deps, logs } = setup();
    const error = await rejection(
      receiveWebhook(deps, {
        ...signedRequest(valid),
        headers: {},
        body: undefined,
        bodyProblem: { kind: 'invalid_json', message: 'Request body is not valid JSON' },
      }),
    );
    expect(error.kind).toBe('invalid_payload');
    expect(logs.rejected[0]).toMatchObject({
      event: 'invalid_payload',
      errorMessage: 'Request body is not valid JSON',
    });
  });

  it('refuses a body of another media type before looking at credentials', async () => {
    const { deps } = setup();
    const error = await rejection(
      receiveWebhook(deps, {
        ...signedRequest(valid),
        body: undefined,
        rawBody: undefined,
        bodyProblem: { kind: 'unsupported_media_type', message: 'nope' },
      }),
    );
    expect(error.kind).toBe('unsupported_media_type');
  });

  it('refuses an absurdly long webhook id instead of indexing it', async () => {
    const { deps } = setup();
    const error = await rejection(receiveWebhook(deps, signedRequest(valid, `msg_${'x'.repeat(300)}`)));
    expect(error).toMatchObject({ kind: 'invalid_payload', message: 'webhook-id is too long' });
  });

  it('never reports a negative processing time when clocks disagree', async () => {
    const { deps, logs } = setup({ now: () => ARRIVAL - 5 });
    await receiveWebhook(deps, signedRequest(valid));
    expect(logs.accepted[0]?.log.processingTimeMs).toBe(0);
  });
});
