import { createHash } from 'node:crypto';
import request from 'supertest';
import { API_ROUTES } from '@marketplace/contracts';
import { createGateway } from './support/gateway-under-test';

describe('gateway API description', () => {
  const gateway = createGateway({ upstreams: {} });

  it('serves the OpenAPI document at GET /api/openapi.json, revalidated by ETag', async () => {
    const res = await request(gateway).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/' }] });
    expect(Object.keys(res.body.paths)).toContain('/api/orders/{orderId}/cancel');
    const operations = Object.values(res.body.paths as Record<string, object>).flatMap(Object.keys);
    expect(operations).toHaveLength(API_ROUTES.length);

    expect(res.headers.etag).toBeDefined();
    await request(gateway).get('/api/openapi.json').set('if-none-match', res.headers.etag!).expect(304);
  });

  it('serves a readable page at GET /api/docs that loads nothing from anywhere', async () => {
    const res = await request(gateway).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain('<code>/api/user/addresses/{id}</code>');
    expect(html).toContain('id="tag-order"');
    expect(html).toContain('<a href="#schema-AddressRequest">AddressRequest</a>');
    // Summaries are text, escaped: "The signed-in resident's profile".
    expect(html).toContain('resident&#39;s profile');

    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(/i);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.filter((href) => !href.startsWith('#') && href !== '/api/openapi.json')).toEqual([]);

    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers only reads there: another method is no call of the route table', async () => {
    await request(gateway).post('/api/openapi.json').send({}).expect(404);
    await request(gateway).head('/api/docs').expect(200);
  });
});
