import { safeEqual, signWebhook, verifyWebhook, webhookHeaders, webhookSecretKey } from './standard-webhooks';

// Known answers computed outside Node:
//   printf '%s' 'msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}' \
//     | openssl dgst -sha256 -mac HMAC -macopt hexkey:<hex of base64-decoded secret> -binary | base64
//   (also the published Standard Webhooks reference vector), and with Python's hmac module for a
//   plain-string secret.
const WHSEC_VECTOR = {
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const PLAIN_VECTOR = {
  id: 'msg_2Lm9',
  timestamp: 1700000000,
  body: '{"event":"order.status_changed","orderId":"SR-1001","status":"ready"}',
  secret: 'marketplace-dev-webhook-secret',
  signature: 'v1,orxpfm8UYs0OLtx/Q9+NAdJE3jVfHBcnDVgfse1MDyM=',
};

const atSeconds = (seconds: number) => new Date(seconds * 1000);

function headersFor(vector: typeof PLAIN_VECTOR, signature = vector.signature) {
  return {
    'webhook-id': vector.id,
    'webhook-timestamp': String(vector.timestamp),
    'webhook-signature': signature,
  };
}

describe('signWebhook', () => {
  it('matches the reference vector for a whsec_ secret (base64-decoded key)', () => {
    expect(signWebhook(WHSEC_VECTOR)).toBe(WHSEC_VECTOR.signature);
  });

  it('matches an independently computed vector for a plain-string secret (UTF-8 key)', () => {
    expect(signWebhook(PLAIN_VECTOR)).toBe(PLAIN_VECTOR.signature);
  });

  it('signs a Buffer body byte for byte like the same string', () => {
    expect(signWebhook({ ...PLAIN_VECTOR, body: Buffer.from(PLAIN_VECTOR.body) })).toBe(
      PLAIN_VECTOR.signature,
    );
  });

  it('builds the three headers of one delivery', () => {
    expect(webhookHeaders(PLAIN_VECTOR)).toEqual(headersFor(PLAIN_VECTOR));
  });

  it('refuses an empty secret instead of signing with an empty key', () => {
    expect(() => signWebhook({ ...PLAIN_VECTOR, secret: '' })).toThrow('must not be empty');
    expect(() => webhookSecretKey('whsec_')).toThrow('must not be empty');
  });

  it('refuses a whsec_ secret that is not strict base64 rather than decoding part of it', () => {
    expect(() => signWebhook({ ...WHSEC_VECTOR, secret: `${WHSEC_VECTOR.secret}x` })).toThrow('valid base64');
    expect(() => webhookSecretKey('whsec_c2VjcmV0=x')).toThrow('valid base64');
    expect(() => webhookSecretKey('whsec_c2Vj cmV0')).toThrow('valid base64');
  });

  it('decodes a whsec_ secret with or without base64 padding to the same key', () => {
    expect(webhookSecretKey('whsec_c2VjcmV0MQ')).toEqual(Buffer.from('secret1'));
    expect(webhookSecretKey('whsec_c2VjcmV0MQ==')).toEqual(Buffer.from('secret1'));
  });
});

describe('verifyWebhook', () => {
  const verify = (overrides: Partial<Parameters<typeof verifyWebhook>[0]> = {}) =>
    verifyWebhook({
      headers: headersFor(PLAIN_VECTOR),
      rawBody: PLAIN_VECTOR.body,
      secret: PLAIN_VECTOR.secret,
      now: atSeconds(PLAIN_VECTOR.timestamp + 10),
      ...overrides,
    });

  it('accepts a correctly signed delivery and returns its id', () => {
    expect(verify()).toEqual({ ok: true, id: PLAIN_VECTOR.id, timestamp: PLAIN_VECTOR.timestamp });
  });

  it('accepts the reference whsec_ vector and a raw Buffer body', () => {
    expect(
      verifyWebhook({
        headers: headersFor(WHSEC_VECTOR),
        rawBody: Buffer.from(WHSEC_VECTOR.body),
        secret: WHSEC_VECTOR.secret,
        now: atSeconds(WHSEC_VECTOR.timestamp),
      }),
    ).toMatchObject({ ok: true, id: WHSEC_VECTOR.id });
  });

  it('refuses a tampered body', () => {
    expect(verify({ rawBody: PLAIN_VECTOR.body.replace('ready', 'delivered') })).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
  });

  it('refuses a tampered timestamp even when it is within tolerance', () => {
    const headers = { ...headersFor(PLAIN_VECTOR), 'webhook-timestamp': String(PLAIN_VECTOR.timestamp + 1) };
    expect(verify({ headers })).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('refuses a tampered id', () => {
    const headers = { ...headersFor(PLAIN_VECTOR), 'webhook-id': 'msg_other' };
    expect(verify({ headers })).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('refuses a signature made with another secret', () => {
    expect(verify({ secret: 'another-secret' })).toEqual({ ok: false, reason: 'invalid_signature' });
  });

  it('refuses timestamps older or newer than the tolerance, and honours a custom tolerance', () => {
    expect(verify({ now: atSeconds(PLAIN_VECTOR.timestamp + 301) })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verify({ now: atSeconds(PLAIN_VECTOR.timestamp - 301) })).toEqual({
      ok: false,
      reason: 'timestamp_out_of_tolerance',
    });
    expect(verify({ now: atSeconds(PLAIN_VECTOR.timestamp + 300) }).ok).toBe(true);
    expect(verify({ toleranceSeconds: 5 })).toEqual({ ok: false, reason: 'timestamp_out_of_tolerance' });
  });

  it('refuses a timestamp that is not whole seconds', () => {
    const headers = { ...headersFor(PLAIN_VECTOR), 'webhook-timestamp': `${PLAIN_VECTOR.timestamp}000.5` };
    expect(verify({ headers })).toEqual({ ok: false, reason: 'invalid_timestamp' });
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])(
    'refuses a delivery without %s',
    (name) => {
      const headers: Record<string, string> = headersFor(PLAIN_VECTOR);
      delete headers[name];
      expect(verify({ headers })).toEqual({ ok: false, reason: 'missing_headers' });
    },
  );

  it('accepts any matching v1 signature among several space-separated ones', () => {
    const rotated = `v1,bm90LXRoZS1yaWdodC1vbmU= v2,${PLAIN_VECTOR.signature.slice(3)} ${PLAIN_VECTOR.signature}`;
    expect(verify({ headers: headersFor(PLAIN_VECTOR, rotated) }).ok).toBe(true);
  });

  it('ignores a correct digest labelled with another version', () => {
    const otherVersion = `v1a,${PLAIN_VECTOR.signature.slice(3)}`;
    expect(verify({ headers: headersFor(PLAIN_VECTOR, otherVersion) })).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
  });

  it('reads headers whatever their case when given a plain object', () => {
    const headers = {
      'Webhook-Id': PLAIN_VECTOR.id,
      'Webhook-Timestamp': String(PLAIN_VECTOR.timestamp),
      'Webhook-Signature': PLAIN_VECTOR.signature,
    };
    expect(verify({ headers }).ok).toBe(true);
  });
});

describe('safeEqual', () => {
  it('is true only for identical strings, whatever their lengths', () => {
    expect(safeEqual('s3cret', 's3cret')).toBe(true);
    expect(safeEqual('s3cret', 's3creT')).toBe(false);
    expect(safeEqual('s3cret', 's3cret-longer')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('', 'x')).toBe(false);
  });
});
