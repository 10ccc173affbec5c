import { createHash } from 'node:crypto';
import { STANDARD_WEBHOOK_HEADERS, WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS } from '@marketplace/contracts';
import { WEBHOOK_HEADERS, webhookHeaders } from '@marketplace/service-kit';
import type { PartnerSecret } from './partner-secret';
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
    partnerSecrets: [],
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
      partner: { kind: 'default', exceptIds: [] },
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

  it('accepts the spec body secret when allowed, identified by what the body says, not its bytes', () => {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const identity = JSON.stringify(['order.status_changed', 'SR-1', 'ready', null]);
    expect(authenticate({ bodySecret: SECRET, body: parsed })).toEqual({
      ok: true,
      method: 'body_secret',
      webhookId: `body:${createHash('sha256').update(identity).digest('hex')}`,
      partner: { kind: 'default', exceptIds: [] },
    });
    // Other bytes, the same delivery: the same id.
    const reordered = { status: 'ready', orderId: 'SR-1', secret: SECRET, event: 'order.status_changed' };
    expect(
      authenticate({ bodySecret: SECRET, body: reordered, rawBody: Buffer.from(JSON.stringify(reordered)) }),
    ).toMatchObject({ webhookId: `body:${createHash('sha256').update(identity).digest('hex')}` });
    expect(authenticate({ bodySecret: SECRET, body: { ...parsed, status: 'delivered' } })).not.toMatchObject({
      webhookId: `body:${createHash('sha256').update(identity).digest('hex')}`,
    });
  });

  it('holds the body secret form to the signed tolerance for its timestamp', () => {
    const at = (timestamp: unknown) =>
      authenticate({ bodySecret: SECRET, body: { ...(JSON.parse(body) as object), timestamp } });
    const tolerance = WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS;
    expect(at(timestamp)).toMatchObject({ ok: true });
    expect(at(String(timestamp - tolerance))).toMatchObject({ ok: true });
    expect(at(now.toISOString())).toMatchObject({ ok: true });
    expect(at(now.getTime())).toMatchObject({ ok: true });
    expect(at(timestamp - tolerance - 1)).toMatchObject({ ok: false, code: 'stale_body_timestamp' });
    expect(at(timestamp + tolerance + 1)).toMatchObject({ ok: false, code: 'stale_body_timestamp' });
    expect(at('2019-03-01T10:00:00Z')).toMatchObject({ ok: false, code: 'stale_body_timestamp' });
    expect(at('yesterday')).toMatchObject({ ok: false, code: 'bad_body_timestamp' });
    expect(at({ at: 1 })).toMatchObject({ ok: false, code: 'bad_body_timestamp' });
    // A wrong secret is refused as such, whatever its timestamp.
    expect(
      authenticate({ bodySecret: 'guess', body: { ...(JSON.parse(body) as object), timestamp: 0 } }),
    ).toMatchObject({ ok: false, code: 'bad_body_secret' });
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

describe('authenticateWebhook with partners of their own secrets', () => {
  const HOUR = 3_600_000;
  const own = (id: number, partnerId: number, expiresAt: Date | null = null): PartnerSecret => ({
    id,
    partnerId,
    value: `whsec_${Buffer.from(`partner-${partnerId}-secret-${id}`).toString('base64')}`,
    createdAt: new Date(now.getTime() - HOUR),
    expiresAt,
  });
  const current = own(1, 7);
  const previous = own(2, 7, new Date(now.getTime() + HOUR));
  const expired = own(3, 7, new Date(now.getTime() - 1));
  const other = own(4, 9);
  const partnerSecrets = [current, previous, expired, other];
  const signedWith = (secret: PartnerSecret | string, extra: Record<string, string> = {}) => ({
    ...signed({ secret: typeof secret === 'string' ? secret : secret.value }),
    ...extra,
  });

  it('accepts both active secrets of a rotation, naming their partner, and not an expired one', () => {
    for (const secret of [current, previous]) {
      expect(authenticate({ partnerSecrets, headers: signedWith(secret) })).toMatchObject({
        ok: true,
        partner: { kind: 'partner', id: 7 },
      });
    }
    expect(authenticate({ partnerSecrets, headers: signedWith(expired) })).toMatchObject({
      ok: false,
      code: 'bad_signature',
    });
  });

  it('names the default partner for the default secret, except the partners with secrets of their own', () => {
    expect(authenticate({ partnerSecrets, headers: signedWith(SECRET) })).toMatchObject({
      ok: true,
      partner: { kind: 'default', exceptIds: [7, 9] },
    });
    expect(authenticate({ partnerSecrets: [expired], headers: signedWith(SECRET) })).toMatchObject({
      partner: { kind: 'default', exceptIds: [] },
    });
  });

  it("tries only the named partner's secrets when the partner id header is sent", () => {
    expect(
      authenticate({ partnerSecrets, headers: signedWith(other, { 'webhook-partner-id': '9' }) }),
    ).toMatchObject({ ok: true, partner: { kind: 'partner', id: 9 } });
    // Another partner's secret, or the default one, does not speak for a partner with its own.
    expect(
      authenticate({ partnerSecrets, headers: signedWith(current, { 'webhook-partner-id': '9' }) }),
    ).toMatchObject({ ok: false, code: 'bad_signature' });
    expect(
      authenticate({ partnerSecrets, headers: signedWith(SECRET, { 'webhook-partner-id': '9' }) }),
    ).toMatchObject({ ok: false, code: 'bad_signature' });
    // A partner without a secret of its own signs with the default one, and is then that partner.
    expect(
      authenticate({ partnerSecrets, headers: signedWith(SECRET, { 'webhook-partner-id': '12' }) }),
    ).toMatchObject({ ok: true, partner: { kind: 'partner', id: 12 } });
  });

  it('refuses a partner id header that names no category config', () => {
    for (const value of ['0', '-1', 'seven', '1e3', '2147483648', '']) {
      expect(
        authenticate({ partnerSecrets, headers: signedWith(SECRET, { 'webhook-partner-id': value }) }),
      ).toMatchObject({ ok: false, code: 'bad_partner_id' });
    }
  });

  it('matches a body secret against the same candidates', () => {
    expect(authenticate({ partnerSecrets, bodySecret: previous.value })).toMatchObject({
      ok: true,
      method: 'body_secret',
      partner: { kind: 'partner', id: 7 },
    });
    expect(authenticate({ partnerSecrets, bodySecret: expired.value })).toMatchObject({
      ok: false,
      code: 'bad_body_secret',
    });
    expect(
      authenticate({ partnerSecrets, bodySecret: SECRET, headers: { 'webhook-partner-id': '7' } }),
    ).toMatchObject({ ok: false, code: 'bad_body_secret' });
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
