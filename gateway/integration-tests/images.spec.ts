import request from 'supertest';
import { verifyIdentity } from '@marketplace/service-kit';
import { SIGNING_SECRET, createGateway } from './support/gateway-under-test';
import { refusedUrl, startUpstream, type FakeUpstream } from './support/fake-upstream';

const HASH = 'a'.repeat(64);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** The catalog's answers for pictures: stored ones immutable, anything else a 404. */
async function startCatalog(): Promise<FakeUpstream> {
  return startUpstream('catalog', (received, res) => {
    if (received.url.startsWith(`/api/images/${HASH}.svg`)) {
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        etag: `"${HASH}"`,
      });
      return void res.end(SVG);
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Image not found"}');
  });
}

describe('stored pictures through the gateway', () => {
  let catalog: FakeUpstream;
  let gateway: ReturnType<typeof createGateway>;
  beforeAll(async () => {
    catalog = await startCatalog();
    gateway = createGateway({ upstreams: { catalog: catalog.url } });
  });
  afterAll(() => catalog.close());
  beforeEach(() => {
    catalog.received.length = 0;
  });

  it('fetches a picture once, anonymously, then serves it itself with the same headers', async () => {
    const url = `/api/images/${HASH}.svg`;
    for (let round = 0; round < 3; round += 1) {
      const response = await request(gateway).get(url).set('cookie', 'mp_sid=resident-session').buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toBeDefined();
      expect(response.headers.etag).toBe(`"${HASH}"`);
      expect(response.body.toString()).toBe(SVG);
    }
    expect(catalog.received).toHaveLength(1);
    const [asked] = catalog.received;
    expect(asked!.headers.cookie).toBeUndefined();
    expect(verifyIdentity(asked!.headers, SIGNING_SECRET, { method: 'GET', path: url })).toEqual({});
  });

  it('answers 304 to a browser that has the picture, and HEAD without a body', async () => {
    const url = `/api/images/${HASH}.svg?v=304`;
    await request(gateway).get(url).expect(200);
    await request(gateway).get(url).set('if-none-match', `"${HASH}"`).expect(304);
    const head = await request(gateway).head(url).expect(200);
    expect(head.headers['content-length']).toBe(String(SVG.length));
    expect(catalog.received).toHaveLength(1);
  });

  it('passes any other answer on without keeping it', async () => {
    const url = `/api/images/${'b'.repeat(64)}.svg`;
    for (let round = 0; round < 2; round += 1)
      expect((await request(gateway).get(url).expect(404)).body).toEqual({ message: 'Image not found' });
    expect(catalog.received).toHaveLength(2);
  });

  it('leaves dot segments and encoded slashes to the general path, which refuses them', async () => {
    for (const path of ['/api/images/..', '/api/images/%2e%2e', `/api/images/a%2F${HASH}.svg`])
      expect((await request(gateway).get(path)).status).toBe(400);
    expect(catalog.received).toHaveLength(0);
  });

  it('answers 502 when the catalog is away', async () => {
    const away = createGateway({ upstreams: { catalog: await refusedUrl() } });
    expect((await request(away).get(`/api/images/${HASH}.svg`).expect(502)).body).toEqual({
      message: 'catalog service is unavailable',
    });
  });
});
