import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  endOpenEventStreams,
  openEventStream,
  openEventStreamCount,
  type EventStream,
  type EventStreamOptions,
} from './event-stream';

interface Harness {
  url: string;
  streams: EventStream[];
  closed: number;
  server: Server;
}

async function serve(options: EventStreamOptions): Promise<Harness> {
  const harness: Harness = { url: '', streams: [], closed: 0, server: undefined as unknown as Server };
  harness.server = createServer((req, res) => {
    const stream = openEventStream(req, res, options);
    stream.onClose(() => (harness.closed += 1));
    harness.streams.push(stream);
  });
  await new Promise<void>((resolve) => harness.server.listen(0, '127.0.0.1', resolve));
  harness.url = `http://127.0.0.1:${(harness.server.address() as AddressInfo).port}/`;
  return harness;
}

function open(url: string): Promise<{ res: IncomingMessage; text: () => string }> {
  return new Promise((resolve) => {
    get(url, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      resolve({ res, text: () => text });
    });
  });
}

async function until(probe: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('openEventStream', () => {
  let harness: Harness;
  afterEach(async () => {
    endOpenEventStreams();
    harness.server.closeAllConnections();
    await new Promise((resolve) => harness.server.close(resolve));
  });

  it('sends the stream headers and the retry hint at once, then events with their ids as one line of JSON', async () => {
    harness = await serve({ retryMs: 2_500, heartbeatMs: 60_000 });
    const client = await open(harness.url);
    expect(client.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.res.headers['x-accel-buffering']).toBe('no');
    await until(() => client.text() === 'retry: 2500\n\n');

    harness.streams[0]!.send({ event: 'status', id: 42, data: { status: 'accepted', note: 'a\nb' } });
    await until(() => client.text().endsWith('\n\n') && client.text().includes('id: 42'));
    expect(client.text()).toBe(
      'retry: 2500\n\nid: 42\nevent: status\ndata: {"status":"accepted","note":"a\\nb"}\n\n',
    );
  });

  it('keeps a quiet stream alive with heartbeat comments', async () => {
    harness = await serve({ retryMs: 1_000, heartbeatMs: 30 });
    const client = await open(harness.url);
    await until(() => client.text().split(': heartbeat\n\n').length > 3);
  });

  it('releases the heartbeat and runs the close listeners once when the client goes away', async () => {
    harness = await serve({ retryMs: 1_000, heartbeatMs: 20 });
    const before = openEventStreamCount();
    const client = await open(harness.url);
    await until(() => harness.streams.length === 1);
    expect(openEventStreamCount()).toBe(before + 1);

    client.res.destroy();
    await until(() => harness.closed === 1);
    expect(harness.streams[0]!.closed).toBe(true);
    expect(openEventStreamCount()).toBe(before);
    // Sending after the client left is a no-op, and a late listener runs at once.
    harness.streams[0]!.send({ event: 'status', data: {} });
    let late = false;
    harness.streams[0]!.onClose(() => (late = true));
    expect(late).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(harness.closed).toBe(1);
  });

  it('cuts a client that stops reading once its unread bytes pass the bound', async () => {
    harness = await serve({ retryMs: 1_000, heartbeatMs: 60_000, maxBufferedBytes: 64 * 1024 });
    const client = await open(harness.url);
    client.res.pause();
    await until(() => harness.streams.length === 1);
    const big = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 1_000 && !harness.streams[0]!.closed; i += 1)
      harness.streams[0]!.send({ event: 'status', data: big });
    expect(harness.streams[0]!.closed).toBe(true);
    expect(harness.closed).toBe(1);
  });

  it('ends every open stream when the service stops', async () => {
    harness = await serve({ retryMs: 1_000, heartbeatMs: 60_000 });
    const clients = await Promise.all([open(harness.url), open(harness.url)]);
    await until(() => harness.streams.length === 2);
    const ended = clients.map((client) => new Promise((resolve) => client.res.on('end', resolve)));
    endOpenEventStreams();
    await Promise.all(ended);
    expect(harness.closed).toBe(2);
  });
});
