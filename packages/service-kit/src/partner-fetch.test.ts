import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { partnerHostAllowListSchema } from './config';
import {
  createPartnerFetch,
  forbiddenAddressKind,
  parsePartnerHost,
  PartnerCallRefusedError,
  type PartnerHostResolver,
} from './partner-fetch';

const failure = (timedOut: boolean, error: Error) =>
  Object.assign(new Error(timedOut ? 'timed out' : `failed: ${error.message}`), { cause: error });

describe('forbiddenAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.5', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
  ])('refuses %s as %s', (address, kind) => {
    expect(forbiddenAddressKind(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('lets the public address %s through', (address) => {
    expect(forbiddenAddressKind(address)).toBeUndefined();
  });
});

describe('partner host allow-list entries', () => {
  it.each([
    ['Partner.Example', 'partner.example'],
    [' 127.0.0.1:4010 ', '127.0.0.1:4010'],
    ['::1', '[::1]'],
    ['[::1]:8080', '[::1]:8080'],
    ['partner.example:80', 'partner.example:80'],
  ])('reads %s as %s', (entry, host) => {
    expect(parsePartnerHost(entry)).toBe(host);
  });

  it.each([
    'http://partner.example',
    'partner.example/path',
    'user@partner.example',
    'partner.example:0',
    'a b',
  ])('refuses %s', (entry) => {
    expect(parsePartnerHost(entry)).toBeUndefined();
  });

  it('parses PARTNER_HOST_ALLOWLIST, naming every bad entry', () => {
    expect(partnerHostAllowListSchema.parse(undefined)).toEqual([]);
    expect(partnerHostAllowListSchema.parse('127.0.0.1:4010, Partner.Example,')).toEqual([
      '127.0.0.1:4010',
      'partner.example',
    ]);
    expect(() => partnerHostAllowListSchema.parse('ok.example,http://x/,a/b')).toThrow(
      'not a host or host:port: http://x/, a/b',
    );
  });
});

describe('createPartnerFetch', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') return void res.writeHead(302, { location: '/target' }).end();
      if (req.url === '/big') return void res.end('x'.repeat(5_000));
      if (req.url === '/slow') return;
      res.end(`ok ${req.method} ${req.headers.authorization ?? ''}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    hits.length = 0;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refusalOf = async (call: Promise<unknown>) => {
    const error = (await call.then(
      () => undefined,
      (rejection: unknown) => rejection,
    )) as Error | undefined;
    expect(error?.cause).toBeInstanceOf(PartnerCallRefusedError);
    return error!.message;
  };

  it('calls an allow-listed host and answers its status and body', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    const answer = await partnerFetch(
      `http://127.0.0.1:${port}/hello`,
      { method: 'POST', headers: { authorization: 'Bearer k' }, body: '{}', timeoutMs: 2_000 },
      failure,
    );
    expect(answer).toEqual({ status: 200, statusText: 'OK', ok: true, body: 'ok POST Bearer k' });
  });

  it('allows one port of a host when the entry names it, and refuses the host’s other ports', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: [`127.0.0.1:${port}`] });
    expect((await partnerFetch(`http://127.0.0.1:${port}/`, { timeoutMs: 2_000 }, failure)).status).toBe(200);
    expect(
      await refusalOf(partnerFetch(`http://127.0.0.1:${port + 1}/`, { timeoutMs: 2_000 }, failure)),
    ).toBe(
      'failed: partner URL resolves to a loopback address (127.0.0.1), which is not allowed; ' +
        'add the host to PARTNER_HOST_ALLOWLIST to allow it',
    );
  });

  it.each([
    ['http://127.0.0.1:PORT/', 'a loopback address (127.0.0.1)'],
    ['http://[::1]:PORT/', 'a loopback address (::1)'],
    ['http://[::ffff:127.0.0.1]:PORT/', 'a loopback address (::ffff:7f00:1)'],
    ['http://0.0.0.0:PORT/', 'an unspecified address (0.0.0.0)'],
    ['http://2130706433:PORT/', 'a loopback address (127.0.0.1)'],
    ['http://10.0.0.5/', 'a private address (10.0.0.5)'],
    ['http://169.254.169.254/latest/meta-data/', 'a link-local address (169.254.169.254)'],
    ['http://100.64.1.1/', 'a carrier-grade NAT address (100.64.1.1)'],
  ])('refuses %s, which names %s, without connecting', async (url, what) => {
    const partnerFetch = createPartnerFetch({ allowedHosts: [] });
    const message = await refusalOf(
      partnerFetch(url.replace('PORT', String(port)), { timeoutMs: 2_000 }, failure),
    );
    expect(message).toContain(`resolves to ${what}, which is not allowed`);
    expect(hits).toEqual([]);
  });

  it('refuses a name when any of its addresses is forbidden, and connects to the address it checked', async () => {
    const names: Record<string, string[]> = {
      'inside.test': ['127.0.0.1'],
      'mixed.test': ['93.184.215.14', '10.1.2.3'],
      'partner.test': ['127.0.0.1'],
    };
    const resolve: PartnerHostResolver = async (hostname) =>
      (names[hostname] ?? []).map((address) => ({ address, family: 4 }));
    const partnerFetch = createPartnerFetch({ allowedHosts: ['partner.test'], resolve });

    expect(
      await refusalOf(partnerFetch(`http://inside.test:${port}/`, { timeoutMs: 2_000 }, failure)),
    ).toContain('a loopback address (127.0.0.1)');
    expect(
      await refusalOf(partnerFetch(`http://mixed.test:${port}/`, { timeoutMs: 2_000 }, failure)),
    ).toContain('a private address (10.1.2.3)');
    expect(hits).toEqual([]);
    const answer = await partnerFetch(`http://partner.test:${port}/named`, { timeoutMs: 2_000 }, failure);
    expect(answer.body).toBe('ok GET ');
    expect(hits).toEqual(['/named']);
  });

  it('refuses localhost, which resolves to a loopback address', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    expect(await refusalOf(partnerFetch(`http://localhost:${port}/`, { timeoutMs: 2_000 }, failure))).toMatch(
      /a loopback address \((127\.0\.0\.1|::1)\)/,
    );
    expect(hits).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    expect(
      await refusalOf(partnerFetch(`http://127.0.0.1:${port}/redirect`, { timeoutMs: 2_000 }, failure)),
    ).toBe(
      'failed: partner answered 302, a redirect to /target, which is not followed; configure the final URL',
    );
    expect(hits).toEqual(['/redirect']);
  });

  it('stops reading an answer past its cap', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    const url = `http://127.0.0.1:${port}/big`;
    expect((await partnerFetch(url, { timeoutMs: 2_000 }, failure)).body).toHaveLength(5_000);
    expect(await refusalOf(partnerFetch(url, { timeoutMs: 2_000, maxBodyBytes: 1_000 }, failure))).toBe(
      'failed: partner answer is larger than 1000 bytes, the most read',
    );
  });

  it('tells a timeout to the caller’s failure', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    await expect(partnerFetch(`http://127.0.0.1:${port}/slow`, { timeoutMs: 50 }, failure)).rejects.toThrow(
      'timed out',
    );
  });

  it('tells the caller why the network failed, not only that it did', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const partnerFetch = createPartnerFetch({ allowedHosts: ['127.0.0.1'] });
    await expect(
      partnerFetch(`http://127.0.0.1:${closedPort}/`, { timeoutMs: 2_000 }, failure),
    ).rejects.toThrow(`failed: connect ECONNREFUSED 127.0.0.1:${closedPort}`);
  });

  it('refuses a scheme other than http and https', async () => {
    const partnerFetch = createPartnerFetch({ allowedHosts: [] });
    expect(await refusalOf(partnerFetch('file:///etc/passwd', { timeoutMs: 2_000 }, failure))).toBe(
      'failed: partner URL must be http or https, not file:',
    );
  });

  it('refuses an allow-list entry that is not a host', () => {
    expect(() => createPartnerFetch({ allowedHosts: ['http://partner.example/'] })).toThrow(
      'Not a host or host:port: http://partner.example/',
    );
  });
});
