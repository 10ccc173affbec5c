import type { IncomingMessage } from 'node:http';
import {
  forwardedClient,
  forwardedHeaders,
  parseTrustProxy,
  resolveForwardedClient,
} from './forwarded-client';

function request(
  remoteAddress: string,
  headers: Record<string, string> = {},
  encrypted = false,
): IncomingMessage {
  return {
    headers: { host: 'shop.example.com', ...headers },
    socket: { remoteAddress, encrypted },
    connection: { remoteAddress },
  } as unknown as IncomingMessage;
}

describe('resolveForwardedClient', () => {
  it('takes the address the one trusted proxy appended, not what the client wrote before it', () => {
    const client = resolveForwardedClient(
      request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }),
      parseTrustProxy('1'),
    );
    expect(client).toEqual({ address: '203.0.113.7', protocol: 'http' });
  });

  it('walks past every listed proxy to the first address that is not one', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    const client = resolveForwardedClient(
      request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.9' }),
      trust,
    );
    expect(client.address).toBe('203.0.113.7');
  });

  it('ignores the headers of a peer that is not a trusted proxy', () => {
    const client = resolveForwardedClient(
      request('198.51.100.4', {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example.net',
      }),
      parseTrustProxy('10.0.0.0/8'),
    );
    expect(client).toStrictEqual({ address: '198.51.100.4', protocol: 'http' });
  });

  it('takes the host a trusted proxy named: X-Forwarded-Host’s first value', () => {
    const trust = parseTrustProxy('1');
    const via = (headers: Record<string, string>) =>
      resolveForwardedClient(request('10.0.0.2', headers), trust).host;
    expect(via({ 'x-forwarded-host': 'Shop.Example, gateway:8080' })).toBe('shop.example');
    expect(via({})).toBeUndefined();
  });

  it('takes https from a trusted proxy, and nothing but http or https', () => {
    const trust = parseTrustProxy('1');
    const via = (proto: string) =>
      resolveForwardedClient(request('10.0.0.2', { 'x-forwarded-proto': proto }), trust).protocol;
    expect(via('https')).toBe('https');
    expect(via('HTTPS, http')).toBe('https');
    expect(via('http')).toBe('http');
    expect(via('gopher')).toBe('http');
  });

  it('keeps the proxy’s own address when there is no X-Forwarded-For, or it names no address', () => {
    const trust = parseTrustProxy('3');
    expect(resolveForwardedClient(request('10.0.0.2'), trust).address).toBe('10.0.0.2');
    const garbage = request('10.0.0.2', { 'x-forwarded-for': 'not-an-address' });
    expect(resolveForwardedClient(garbage, trust).address).toBe('10.0.0.2');
  });
});

describe('forwardedHeaders', () => {
  it('tells a service the host and scheme a trusted proxy named, not the Host it rewrote', () => {
    const req = request('10.0.0.2', {
      host: 'gateway:8080',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    forwardedClient(parseTrustProxy('1'))(req, undefined, () => undefined);
    expect(forwardedHeaders(req)).toMatchObject({
      'x-forwarded-host': 'shop.example',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
    });
  });

  it('tells a service the client and its scheme in one value each', () => {
    expect(forwardedHeaders(request('203.0.113.7', {}, true))).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-port': '443',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example.com',
    });
  });
});
