import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { createGateway } from './support/gateway-under-test';
import { startUpstream, type FakeUpstream } from './support/fake-upstream';

const SHELL_INDEX =
  '<!doctype html><html><body><div id="root"></div><script defer src="/main.1a2b3c4d.js"></script></body></html>';

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('gateway frontends', () => {
  let builtRoot: string;
  let emptyRoot: string;
  let catalog: FakeUpstream;
  let gateway: ReturnType<typeof createGateway>;

  beforeAll(async () => {
    builtRoot = mkdtempSync(join(tmpdir(), 'gateway-static-'));
    emptyRoot = mkdtempSync(join(tmpdir(), 'gateway-unbuilt-'));
    writeFiles(builtRoot, {
      'shell/dist/index.html': SHELL_INDEX,
      'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
      'mf-customer/dist/remoteEntry.js': 'var customer;',
      'mf-customer/dist/812.0a1b2c3d.js': 'chunk()',
      'mf-admin/dist/remoteEntry.js': 'var admin;',
      'mf-category-admin/dist/remoteEntry.js': 'var categoryAdmin;',
      'mf-vendor/dist/remoteEntry.js': 'var vendor;',
    });
    catalog = await startUpstream('catalog');
    gateway = createGateway({ upstreams: { catalog: catalog.url }, env: { STATIC_ROOT: builtRoot } });
  });

  afterAll(async () => {
    await catalog.close();
    rmSync(builtRoot, { recursive: true, force: true });
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  const page = (path: string, app = gateway) =>
    request(app).get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

  it('serves the shell at / as a page that always revalidates, with security headers', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self'`);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    '/customer/cart',
    '/admin',
    '/admin/category-management',
    '/vendor',
    '/vendor/history',
    '/customer/order-tracking/42',
    '/no-such-page',
  ])('answers the deep link %s with the shell, whose router takes over', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_INDEX);
  });

  it('serves content-hashed shell files for a year, and a missing file as 404 rather than the page', async () => {
    const asset = await request(gateway).get('/main.1a2b3c4d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await request(gateway).get('/main.ffffffff.js').set('accept', '*/*');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
  });

  it.each([
    ['/remotes/customer/remoteEntry.js', 'var customer;'],
    ['/remotes/admin/remoteEntry.js', 'var admin;'],
    ['/remotes/category-admin/remoteEntry.js', 'var categoryAdmin;'],
    ['/remotes/vendor/remoteEntry.js', 'var vendor;'],
  ])('serves %s from its remote’s build, revalidated on every load', async (path, content) => {
    const response = await request(gateway).get(path);
    expect(response.status).toBe(200);
    expect(response.text).toBe(content);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a remote’s hashed chunks for a year', async () => {
    const response = await request(gateway).get('/remotes/customer/812.0a1b2c3d.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing remote file with 404 JSON, never the shell page', async () => {
    for (const path of ['/remotes/customer/nope.js', '/remotes/unknown/remoteEntry.js']) {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
  });

  it('publishes the default remotes manifest, uncached, when the build ships none', async () => {
    const response = await request(gateway).get('/remotes/manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      customer: '/remotes/customer/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
      categoryAdmin: '/remotes/category-admin/remoteEntry.js',
      vendor: '/remotes/vendor/remoteEntry.js',
    });
  });

  it('publishes the manifest the shell build ships, read afresh so a rebuild needs no restart', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gateway-manifest-'));
    try {
      const shipped = {
        customer: '/remotes/customer/v2/remoteEntry.js',
        admin: '/a.js',
        categoryAdmin: '/c.js',
        vendor: '/v.js',
      };
      writeFiles(root, {
        'shell/dist/index.html': SHELL_INDEX,
        'shell/dist/remotes-manifest.json': JSON.stringify(shipped),
      });
      const withShipped = createGateway({ upstreams: {}, env: { STATIC_ROOT: root } });
      expect((await request(withShipped).get('/remotes/manifest.json')).body).toEqual(shipped);

      const rebuilt = { ...shipped, admin: 'https://cdn.example.com/admin/remoteEntry.js' };
      writeFiles(root, { 'shell/dist/remotes-manifest.json': JSON.stringify(rebuilt) });
      expect((await request(withShipped).get('/remotes/manifest.json')).body).toEqual(rebuilt);
      expect((await page('/', withShipped)).headers['content-security-policy']).toContain(
        'https://cdn.example.com',
      );

      const overridden = createGateway({
        upstreams: {},
        env: { STATIC_ROOT: root, REMOTES_MANIFEST_JSON: JSON.stringify(shipped) },
      });
      expect((await request(overridden).get('/remotes/manifest.json')).body).toEqual(shipped);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('publishes the deployment’s own manifest, and lets the pages load a remote from its origin', async () => {
    const manifest = {
      customer: '/remotes/customer/remoteEntry.js',
      admin: 'https://cdn.example.com/admin/v7/remoteEntry.js',
      categoryAdmin: '/remotes/category-admin/remoteEntry.js',
      vendor: '/remotes/vendor/remoteEntry.js',
    };
    const deployed = createGateway({
      upstreams: {},
      env: { STATIC_ROOT: builtRoot, REMOTES_MANIFEST_JSON: JSON.stringify(manifest) },
    });
    expect((await request(deployed).get('/remotes/manifest.json')).body).toEqual(manifest);
    expect((await page('/', deployed)).headers['content-security-policy']).toContain(
      `script-src 'self' https://cdn.example.com`,
    );
  });

  it('refuses to start with a manifest that lacks a remote', () => {
    expect(() =>
      createGateway({ upstreams: {}, env: { REMOTES_MANIFEST_JSON: '{"customer":"/x.js"}' } }),
    ).toThrow(/REMOTES_MANIFEST_JSON/);
  });

  describe('before the frontends are built', () => {
    let unbuilt: ReturnType<typeof createGateway>;

    beforeAll(() => {
      unbuilt = createGateway({ upstreams: { catalog: catalog.url }, env: { STATIC_ROOT: emptyRoot } });
    });

    it('explains at / and on deep links that the frontends are not built', async () => {
      for (const path of ['/', '/customer/cart']) {
        const response = await page(path, unbuilt);
        expect(response.status).toBe(503);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toContain('The frontends are not built yet');
      }
    });

    it('answers remote files with 404 JSON', async () => {
      const response = await request(unbuilt).get('/remotes/customer/remoteEntry.js');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    });

    it('still serves the API, health and manifest', async () => {
      expect((await request(unbuilt).get('/api/categories')).status).toBe(200);
      expect((await request(unbuilt).get('/healthz')).status).toBe(200);
      expect((await request(unbuilt).get('/remotes/manifest.json')).status).toBe(200);
    });
  });
});
