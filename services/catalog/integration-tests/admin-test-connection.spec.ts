import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { TestConnectionResultSchema, type TestConnectionRequest } from '@marketplace/contracts';
import {
  SETUP_TIMEOUT_MS,
  anonymous,
  asAdmin,
  asResident,
  startCatalogTestApp,
  type CatalogTestApp,
} from './catalog-test-app';

const PATH = '/api/admin/category-configs/test-connection';
const TIMEOUT_MS = 300;
const STORED_KEY = 'stored-partner-key';
const ANSWER_LINES = Array.from({ length: 15 }, (_, index) => `line ${index + 1}`);

/** A server on 127.0.0.1 that records what reaches it and answers by path. */
async function startServer(answer: (path: string, headers: IncomingHttpHeaders, respond: Respond) => void) {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    answer(path, req.headers, (status, body, headers = {}) => res.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    pathsHit: () => requests.map((entry) => entry.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Respond = (status: number, body: string, headers?: Record<string, string>) => void;
type TestServer = Awaited<ReturnType<typeof startServer>>;

let t: CatalogTestApp;
let partner: TestServer;
/** Another server on this machine, which the allow-list does not name. */
let internal: TestServer;
let categoryConfigId: number;

beforeAll(async () => {
  partner = await startServer((path, headers, respond) => {
    if (path === '/catalog') return void setTimeout(() => respond(200, ANSWER_LINES.join('\n')), 60);
    if (path === '/keyed')
      return headers['x-api-key'] === STORED_KEY
        ? respond(200, '{"sourceSystem":"partner","categories":[]}')
        : respond(401, '{"message":"bad key"}');
    if (path === '/redirect') return respond(302, '', { location: `${partner.url}/target` });
    if (path === '/big') return respond(200, 'x'.repeat(2 * 1024 * 1024));
    if (path === '/slow') return;
    respond(200, 'ok');
  });
  internal = await startServer((_path, _headers, respond) => respond(200, 'internal secrets'));
  t = await startCatalogTestApp({
    partnerHosts: [`127.0.0.1:${partner.port}`],
    testConnectionTimeoutMs: TIMEOUT_MS,
  });
  const category = await t.prisma.category.create({
    data: {
      name: 'Bakeries',
      partnerSources: {
        create: { source: 'vendor', url: `${partner.url}/keyed`, authMethod: 'api_key', authKey: STORED_KEY },
      },
    },
  });
  categoryConfigId = category.id;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  await partner.close();
  await internal.close();
}, SETUP_TIMEOUT_MS);
beforeEach(() => {
  partner.requests.length = 0;
  internal.requests.length = 0;
});

const tryConnection = (body: unknown, headers: Record<string, string> = asAdmin()) =>
  request(t.app)
    .post(PATH)
    .set(headers)
    .send(body as object);

async function resultOf(body: TestConnectionRequest) {
  const res = await tryConnection(body).expect(200);
  return TestConnectionResultSchema.strict().parse(res.body);
}

describe('test connection', () => {
  it('answers the status, the time taken and the first ten lines of an allow-listed partner', async () => {
    const result = await resultOf({
      url: `${partner.url}/catalog`,
      authMethod: 'bearer',
      authKey: 'typed-key',
    });
    expect(result).toEqual({
      success: true,
      status: 200,
      durationMs: expect.any(Number),
      preview: ANSWER_LINES.slice(0, 10).join('\n'),
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(50);
    expect(partner.requests).toEqual([
      { path: '/catalog', headers: expect.objectContaining({ authorization: 'Bearer typed-key' }) },
    ]);
  });

  it.each([
    ['api_key', 'k-1', { 'x-api-key': 'k-1' }],
    ['basic', 'user:pass', { authorization: `Basic ${Buffer.from('user:pass').toString('base64')}` }],
  ] as const)('sends the %s method’s header', async (authMethod, authKey, header) => {
    await resultOf({ url: `${partner.url}/plain`, authMethod, authKey });
    expect(partner.requests[0]?.headers).toMatchObject(header);
  });

  it('sends no credential for method none', async () => {
    await resultOf({ url: `${partner.url}/plain`, authMethod: 'none' });
    expect(partner.requests[0]?.headers).not.toHaveProperty('authorization');
    expect(partner.requests[0]?.headers).not.toHaveProperty('x-api-key');
  });

  it('reports a partner’s refusal as an unsuccessful try with its status and answer', async () => {
    expect(await resultOf({ url: `${partner.url}/keyed`, authMethod: 'api_key', authKey: 'wrong' })).toEqual({
      success: false,
      status: 401,
      durationMs: expect.any(Number),
      preview: '{"message":"bad key"}',
    });
  });

  it('uses the stored key of the saved source when the key is left blank, and a typed key over it', async () => {
    const source = {
      url: `${partner.url}/keyed`,
      authMethod: 'api_key',
      categoryConfigId,
      source: 'vendor',
    } as const;
    expect(await resultOf({ ...source, authKey: '' })).toMatchObject({ success: true, status: 200 });
    expect(partner.requests[0]?.headers['x-api-key']).toBe(STORED_KEY);
    expect(await resultOf({ ...source, authKey: 'typed' })).toMatchObject({ success: false, status: 401 });
    expect(await resultOf({ ...source, source: 'catalog', authKey: null })).toMatchObject({ status: 401 });
  });
});

describe('test connection refuses what a partner URL must not reach', () => {
  const allowListAdvice = 'which is not allowed; add the host to PARTNER_HOST_ALLOWLIST to allow it';

  it.each([
    ['a loopback port not on the allow-list', () => `${internal.url}/`, 'a loopback address (127.0.0.1)'],
    ['a private address', () => 'http://10.0.0.5/catalog', 'a private address (10.0.0.5)'],
    [
      'the cloud metadata address',
      () => 'http://169.254.169.254/latest/meta-data/',
      'a link-local address (169.254.169.254)',
    ],
  ])('refuses %s without calling it', async (_what, url, address) => {
    expect(await resultOf({ url: url(), authMethod: 'none' })).toEqual({
      success: false,
      durationMs: expect.any(Number),
      error: `partner URL resolves to ${address}, ${allowListAdvice}`,
    });
    expect(internal.requests).toEqual([]);
  });

  it('refuses a name that resolves to a loopback address, though the address’s port is allowed', async () => {
    const result = await resultOf({ url: `http://localhost:${partner.port}/plain`, authMethod: 'none' });
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^partner URL resolves to a loopback address \((127\.0\.0\.1|::1)\)/);
    expect(partner.requests).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    const result = await resultOf({ url: `${partner.url}/redirect`, authMethod: 'none' });
    expect(result).toMatchObject({ success: false, error: expect.stringContaining('partner answered 302') });
    expect(result.error).toContain('not followed');
    expect(partner.pathsHit()).toEqual(['/redirect']);
  });

  it('stops reading an oversized answer', async () => {
    expect(await resultOf({ url: `${partner.url}/big`, authMethod: 'none' })).toMatchObject({
      success: false,
      error: 'partner answer is larger than 1048576 bytes, the most read',
    });
  });

  it('gives up on a partner that does not answer in time', async () => {
    const result = await resultOf({ url: `${partner.url}/slow`, authMethod: 'none' });
    expect(result).toMatchObject({ success: false, error: `partner timed out after ${TIMEOUT_MS} ms` });
    expect(result.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });
});

describe('who may test a connection, and with what', () => {
  it('refuses visitors (401) and residents (403)', async () => {
    const body = { url: `${partner.url}/plain` };
    await tryConnection(body, anonymous()).expect(401);
    await tryConnection(body, asResident()).expect(403);
    expect(partner.requests).toEqual([]);
  });

  it.each([
    [{}, 'url is required'],
    [{ url: 'ftp://partner.example/catalog' }, 'Must be a valid URL'],
    [{ url: 'http://partner.example/', authMethod: 'oauth' }, expect.stringContaining('bearer')],
    [{ url: 'http://partner.example/', source: 'elsewhere' }, expect.stringContaining('catalog')],
  ])('answers 400 to the malformed request %j', async (body, message) => {
    expect((await tryConnection(body).expect(400)).body).toMatchObject({ message });
  });
});
