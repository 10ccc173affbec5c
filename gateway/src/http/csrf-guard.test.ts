import { isCrossSiteWrite, type CsrfCheck } from './csrf-guard';

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
