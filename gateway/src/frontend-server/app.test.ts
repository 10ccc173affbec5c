import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createLogger } from '@marketplace/service-kit';
import { createFrontendApp } from './app';
import { loadFrontendConfig } from './config';

const logger = createLogger('frontend-test', 'silent');

describe('the frontend bundle server', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'frontend-server-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const build = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  const app = (env: NodeJS.ProcessEnv = {}) =>
    createFrontendApp(loadFrontendConfig({ STATIC_ROOT: root, ...env }), logger);

  it('is live at once, and ready only once the shell is built', async () => {
    await request(app()).get('/healthz').expect(200, { status: 'ok', service: 'frontend' });
    const notBuilt = await request(app()).get('/readyz').expect(503);
    expect(notBuilt.body.message).toMatch(/not built/);
    build({ 'shell/dist/index.html': '<!doctype html><title>shell</title>' });
    await request(app()).get('/readyz').expect(200);
  });

  it('serves the shell with its page policy for deep links, the remotes, and the deployment’s manifest', async () => {
    build({
      'shell/dist/index.html': '<!doctype html><title>shell</title>',
      'mf-customer/dist/remoteEntry.js': 'var customer;',
    });
    const manifest = {
      customer: 'https://cdn.example.com/customer/remoteEntry.js',
      admin: '/remotes/admin/remoteEntry.js',
      categoryAdmin: '/remotes/category-admin/remoteEntry.js',
      vendor: '/remotes/vendor/remoteEntry.js',
    };
    const served = app({ REMOTES_MANIFEST_JSON: JSON.stringify(manifest) });
    const page = await request(served).get('/customer/cart').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>shell</title>');
    expect(page.headers['content-security-policy']).toContain('https://cdn.example.com');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    await request(served).get('/remotes/customer/remoteEntry.js').expect(200, 'var customer;');
    await request(served).get('/remotes/manifest.json').expect(200, manifest);
  });

  it('answers 404 for the API, which is the gateway’s', async () => {
    build({ 'shell/dist/index.html': '<!doctype html>' });
    const response = await request(app()).get('/api/catalog/communities').expect(404);
    expect(response.body.message).toBeDefined();
  });
});
