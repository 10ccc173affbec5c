import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import type { Logger } from '@marketplace/service-kit';
import { IMMUTABLE, NO_CACHE } from './cache-policy';
import { frontends } from './frontends';
import { acceptableEncodings } from './precompressed';

describe('acceptableEncodings', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=1.0, br;q=0.5', ['gzip', 'br']],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
    ['BR', ['br']],
  ])('Accept-Encoding %p allows %p', (header, expected) => {
    expect(acceptableEncodings(header)).toEqual(expected);
  });
});

describe('frontends: precompressed files', () => {
  const hashedChunk = 'globalThis.chunk = "' + 'lazy screen '.repeat(200) + '";';
  const remoteEntry = 'var customer = "' + 'container '.repeat(200) + '";';
  let root: string;
  let app: express.Express;
  let server: Server;

  /** The bytes as sent: supertest would decode brotli and gzip before the test sees them. */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      httpRequest({ port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-precompressed-'));
    write('shell/dist/index.html', '<!doctype html><title>x</title>');
    write('shell/dist/812.0a1b2c3d.js', hashedChunk);
    write('shell/dist/812.0a1b2c3d.js.br', brotliCompressSync(hashedChunk));
    write('shell/dist/812.0a1b2c3d.js.gz', gzipSync(hashedChunk));
    write('shell/dist/plain.9f8e7d6c.js', 'no compressed copy');
    write('mf-customer/dist/remoteEntry.js', remoteEntry);
    write('mf-customer/dist/remoteEntry.js.br', brotliCompressSync(remoteEntry));
    const logger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Logger;
    app = express().use(frontends({ staticRoot: root, logger }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, () => resolve());
    });
  });

  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves brotli when the browser accepts it, typed and sized as the compressed body', async () => {
    const response = await raw('/812.0a1b2c3d.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const body = response.body;
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(hashedChunk);
  });

  it('serves gzip to a browser that does not take brotli', async () => {
    const response = await request(app).get('/812.0a1b2c3d.js').set('accept-encoding', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // supertest gunzips: the body is the original file.
    expect(response.text).toBe(hashedChunk);
  });

  it('falls back to the file as is without Accept-Encoding, and still varies on it', async () => {
    const response = await request(app).get('/812.0a1b2c3d.js').set('accept-encoding', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(hashedChunk));
    expect(response.text).toBe(hashedChunk);
  });

  it('falls back to the file as is when the build wrote no compressed copy', async () => {
    const response = await request(app).get('/plain.9f8e7d6c.js').set('accept-encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('no compressed copy');
  });

  it('falls back to identity when only a refused coding exists', async () => {
    const response = await request(app)
      .get('/remotes/customer/remoteEntry.js')
      .set('accept-encoding', 'gzip, br;q=0');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(remoteEntry);
  });

  it('keeps a remote entry revalidated when it is served compressed', async () => {
    const response = await raw('/remotes/customer/remoteEntry.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(brotliDecompressSync(response.body).toString()).toBe(remoteEntry);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const response = await request(app).head('/812.0a1b2c3d.js').set('accept-encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(hashedChunk).length);
  });

  it('never serves a compressed copy of a file that does not exist', async () => {
    const response = await request(app).get('/missing.0a1b2c3d.js').set('accept-encoding', 'br');
    expect(response.status).toBe(404);
  });
});
