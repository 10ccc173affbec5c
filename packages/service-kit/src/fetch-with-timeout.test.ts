import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithTimeout } from './fetch-with-timeout';

const failure = (timedOut: boolean, error: Error) =>
  new Error(timedOut ? 'timed out' : `failed: ${error.name}`);

describe('fetchWithTimeout', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // Answers /fast at once and never answers anything else.
    server = createServer((req, res) => {
      if (req.url === '/fast') res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers what the server answers within the time', async () => {
    const response = await fetchWithTimeout(`${url}/fast`, { timeoutMs: 1_000 }, failure);
    expect(await response.text()).toBe('ok');
  });

  it('rejects with the caller’s error, told that the time ran out', async () => {
    await expect(fetchWithTimeout(`${url}/slow`, { timeoutMs: 50 }, failure)).rejects.toThrow('timed out');
  });

  it('tells a caller’s own abort from a timeout', async () => {
    const controller = new AbortController();
    const request = fetchWithTimeout(`${url}/slow`, { timeoutMs: 5_000, signal: controller.signal }, failure);
    controller.abort();
    await expect(request).rejects.toThrow('failed: AbortError');
  });

  it('tells an unreachable server from a timeout', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      fetchWithTimeout(`http://127.0.0.1:${port}/`, { timeoutMs: 5_000 }, failure),
    ).rejects.toThrow('failed: TypeError');
  });
});
