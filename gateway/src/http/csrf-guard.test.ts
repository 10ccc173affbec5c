import type { Request, Response } from 'express';
import { csrfGuard, isCrossSiteWrite, type CsrfCheck } from './csrf-guard';
import { forwardedClient, parseTrustProxy, type TrustProxy } from './forwarded-client';

const write = (overrides: Partial<CsrfCheck> = {}): CsrfCheck => ({
  method: 'POST',
  host: 'shop.example.com',
  trustedOrigins: new Set(['https://admin.example.com']),
  ...overrides,
});

describe('isCrossSiteWrite', () => {
  it('refuses a write whose Origin is another site', () => {
    expect(isCrossSiteWrite(write({ origin: 'https://evil.example.net' }))).toBe(true);
  });

  it('refuses a write whose only source is a foreign Referer', () => {
    expect(isCrossSiteWrite(write({ referer: 'https://evil.example.net/page?x=1' }))).toBe(true);
  });

  it('refuses the opaque "null" origin and unparseable origins', () => {
    expect(isCrossSiteWrite(write({ origin: 'null' }))).toBe(true);
    expect(isCrossSiteWrite(write({ origin: 'not a url' }))).toBe(true);
  });

  it('allows the gateway’s own origin, whatever the scheme in front of it', () => {
    expect(isCrossSiteWrite(write({ origin: 'https://shop.example.com' }))).toBe(false);
    expect(isCrossSiteWrite(write({ origin: 'http://shop.example.com', host: 'SHOP.example.com' }))).toBe(
      false,
    );
    expect(isCrossSiteWrite(write({ referer: 'https://shop.example.com/customer/cart' }))).toBe(false);
  });

  it('treats a different port as a different origin', () => {
    expect(isCrossSiteWrite(write({ origin: 'http://localhost:3000', host: 'localhost:8080' }))).toBe(true);
  });

  it('allows trusted origins', () => {
    expect(isCrossSiteWrite(write({ origin: 'https://admin.example.com' }))).toBe(false);
  });

  it('allows a foreign origin that carries x-requested-with: marketplace', () => {
    expect(
      isCrossSiteWrite(write({ origin: 'https://evil.example.net', requestedWith: 'marketplace' })),
    ).toBe(false);
    expect(
      isCrossSiteWrite(write({ origin: 'https://evil.example.net', requestedWith: 'XMLHttpRequest' })),
    ).toBe(true);
  });

  it('allows callers that send neither Origin nor Referer (servers, scripts)', () => {
    expect(isCrossSiteWrite(write())).toBe(false);
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossSiteWrite(write({ method, origin: 'https://evil.example.net' }))).toBe(false);
    }
  });
});

describe('isCrossSiteWrite behind a trusted proxy', () => {
  // The proxy reaches the gateway as http://gateway:8080 and names the browser's host and scheme.
  const proxied = (overrides: Partial<CsrfCheck> = {}) =>
    write({ host: 'gateway:8080', forwarded: { host: 'shop.example', protocol: 'https' }, ...overrides });

  it('allows the origin the proxy named, not the Host header it rewrote', () => {
    expect(isCrossSiteWrite(proxied({ origin: 'https://shop.example' }))).toBe(false);
    expect(isCrossSiteWrite(proxied({ referer: 'https://shop.example/customer/cart' }))).toBe(false);
    expect(
      isCrossSiteWrite(
        proxied({
          origin: 'https://shop.example',
          forwarded: { host: 'Shop.Example:443', protocol: 'https' },
        }),
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(proxied({ origin: 'http://gateway:8080' }))).toBe(true);
  });

  it('refuses another scheme or port than the proxy named and foreign origins, not trusted ones', () => {
    expect(isCrossSiteWrite(proxied({ origin: 'http://shop.example' }))).toBe(true);
    expect(isCrossSiteWrite(proxied({ origin: 'https://shop.example:8443' }))).toBe(true);
    expect(isCrossSiteWrite(proxied({ origin: 'https://evil.example.net' }))).toBe(true);
    expect(
      isCrossSiteWrite(
        proxied({ forwarded: { host: 'not a host', protocol: 'https' }, origin: 'https://shop.example' }),
      ),
    ).toBe(true);
    expect(isCrossSiteWrite(proxied({ origin: 'https://admin.example.com' }))).toBe(false);
  });
});

describe('csrfGuard', () => {
  /** A write from a browser on https://shop.example, through a proxy that reaches the gateway as gateway:8080. */
  const guarded = (peer: string, trust: TrustProxy | undefined) => {
    const req = {
      method: 'POST',
      headers: {
        host: 'gateway:8080',
        origin: 'https://shop.example',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
      },
      socket: { remoteAddress: peer },
      connection: { remoteAddress: peer },
    } as unknown as Request;
    let refusal: unknown;
    forwardedClient(trust)(req, undefined, () => undefined);
    csrfGuard(new Set())(req, {} as Response, (error?: unknown) => {
      refusal = error;
    });
    return refusal;
  };

  it('takes the host from X-Forwarded-Host only when a trusted proxy wrote it', () => {
    expect(guarded('10.0.0.2', parseTrustProxy('10.0.0.0/8'))).toBeUndefined();
    expect(guarded('198.51.100.4', parseTrustProxy('10.0.0.0/8'))).toMatchObject({ status: 403 });
    expect(guarded('10.0.0.2', undefined)).toMatchObject({ status: 403 });
  });
});
