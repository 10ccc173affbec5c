import { STANDARD_WEBHOOK_HEADERS, WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS } from '@marketplace/contracts';
import { WEBHOOK_HEADERS, webhookHeaders } from '@marketplace/service-kit';
import { authenticateWebhook, bodySecretOf } from './webhook-authentication';

const SECRET = 'shared-secret';
const body = '{"event":"order.status_changed","orderId":"SR-1","status":"ready"}';
const now = new Date('2026-11-20T12:00:00Z');
const timestamp = Math.floor(now.getTime() / 1000);
const signed = (overrides: { secret?: string; timestamp?: number } = {}) =>
  webhookHeaders({
    id: 'msg_1',
    timestamp: overrides.timestamp ?? timestamp,
    body,
    secret: overrides.secret ?? SECRET,
  });

const authenticate = (input: Partial<Parameters<typeof authenticateWebhook>[0]>) =>
  authenticateWebhook({
    headers: {},
    rawBody: Buffer.from(body),
    bodySecret: undefined,
    secret: SECRET,
    allowBodySecret: true,
    now,
    ...input,
  });

describe('authenticateWebhook', () => {
  it('accepts a valid Standard Webhooks signature and returns the webhook id', () => {
    expect(authenticate({ headers: signed() })).toEqual({
      ok: true,
      method: 'signature',
      webhookId: 'msg_1',
    });
  });

  it('refuses a wrong signature or a stale timestamp with the reason for the log', () => {
    expect(authenticate({ headers: signed({ secret: 'other' }) })).toMatchObject({
      ok: false,
      code: 'bad_signature',
      reason: 'No webhook-signature matches the payload',
    });
    expect(authenticate({ headers: signed({ timestamp: timestamp - 301 }) })).toMatchObject({
      ok: false,
      code: 'bad_signature',
      reason: 'webhook-timestamp is outside the allowed tolerance',
    });
  });

  it('holds signatures to the tolerance and the headers the Webhook Config tab shows partners', () => {
    const tolerance = WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS;
    expect(authenticate({ headers: signed({ timestamp: timestamp - tolerance }) })).toMatchObject({
      ok: true,
    });
    expect(authenticate({ headers: signed({ timestamp: timestamp + tolerance }) })).toMatchObject({
      ok: true,
    });
    expect(authenticate({ headers: signed({ timestamp: timestamp - tolerance - 1 }) })).toMatchObject({
      ok: false,
    });
    expect(Object.values(WEBHOOK_HEADERS).sort()).toEqual([...STANDARD_WEBHOOK_HEADERS].sort());
  });

  it('checks the signature over the bytes received, so a body the transport did not read fails', () => {
    expect(authenticate({ headers: signed(), rawBody: undefined })).toMatchObject({
      ok: false,
      code: 'bad_signature',
    });
  });

  it('uses only the headers once any of them is present, even if the body secret matches', () => {
    const { 'webhook-signature': _dropped, ...partial } = signed();
    expect(authenticate({ headers: partial, bodySecret: SECRET })).toMatchObject({
      ok: false,
      code: 'bad_signature',
    });
  });

  it('accepts the spec body secret when allowed, without a webhook id', () => {
    expect(authenticate({ bodySecret: SECRET })).toEqual({
      ok: true,
      method: 'body_secret',
      webhookId: null,
    });
  });

  it('refuses a wrong body secret, a disabled body secret, and no credentials at all', () => {
    expect(authenticate({ bodySecret: 'guess' })).toMatchObject({ ok: false, code: 'bad_body_secret' });
    expect(authenticate({ bodySecret: SECRET, allowBodySecret: false })).toMatchObject({
      ok: false,
      code: 'body_secret_disabled',
    });
    expect(authenticate({})).toMatchObject({ ok: false, code: 'no_credentials' });
    expect(authenticate({ bodySecret: 12345 })).toMatchObject({ ok: false, code: 'no_credentials' });
  });
});

describe('bodySecretOf', () => {
  it('reads the secret field of a JSON object only', () => {
    expect(bodySecretOf({ secret: 's' })).toBe('s');
    expect(bodySecretOf(['secret'])).toBeUndefined();
    expect(bodySecretOf(null)).toBeUndefined();
    expect(bodySecretOf('secret')).toBeUndefined();
  });
});
