import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Identity, SessionResolveRequest } from '@marketplace/contracts';
import {
  endOpenEventStreams,
  openEventStream,
  verifyIdentity,
  type EventStream,
} from '@marketplace/service-kit';
import { connectSse, type SseConnection } from '@marketplace/testing';
import { createGateway, SIGNING_SECRET } from './support/gateway-under-test';
import { startUpstream, type FakeUpstream, type ReceivedRequest } from './support/fake-upstream';

const RESIDENT: Identity = { user: { id: 11, sessionId: 'sess-user-11' } };
const UPSTREAM_TIMEOUT_MS = 200;
/** The notification stream's heartbeat here; the order stream's is too slow to see. */
const HEARTBEAT_MS = 150;
const RAW_STREAM_PATH = '/api/orders/9/events';

/** Resolves the one resident session the tests use, as auth does for the gateway. */
function fakeAuth(request: ReceivedRequest, res: ServerResponse) {
  const { userSession } = JSON.parse(request.body.toString() || '{}') as SessionResolveRequest;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(userSession === 'user-token' ? RESIDENT : {}));
}

interface StreamingOrderService {
  url: string;
  /** Streams open on the service, with the identity each was opened by. */
  streams: { identity: Identity | undefined; stream: EventStream }[];
  /** Streams of RAW_STREAM_PATH, answered without openEventStream. */
  rawStreams: ServerResponse[];
  close(): Promise<void>;
}

/** The order service's side of a live stream: opens it for the signed identity and sends what the test says. */
async function startStreamingOrderService(): Promise<StreamingOrderService> {
  const streams: StreamingOrderService['streams'] = [];
  const rawStreams: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    if (req.url === RAW_STREAM_PATH) {
      // Written by hand, so this process's registry of streams knows only the gateway's side of it.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      rawStreams.push(res);
      return;
    }
    const identity = verifyIdentity(req.headers, SIGNING_SECRET, { method: req.method!, path: req.url! });
    const heartbeatMs = req.url?.startsWith('/api/notifications/') ? HEARTBEAT_MS : 60_000;
    streams.push({ identity, stream: openEventStream(req, res, { retryMs: 3_000, heartbeatMs }) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    streams,
    rawStreams,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const waitUntil = async (probe: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('gateway: live streams pass through unbuffered', () => {
  let auth: FakeUpstream;
  let order: StreamingOrderService;
  let gateway: Server;
  let gatewayUrl: string;
  const clients: SseConnection[] = [];

  beforeAll(async () => {
    auth = await startUpstream('auth', fakeAuth);
    order = await startStreamingOrderService();
    const app = createGateway({
      upstreams: { auth: auth.url, order: order.url },
      env: { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) },
    });
    gateway = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => gateway.once('listening', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });

  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
    await Promise.all([auth.close(), order.close()]);
  });

  const open = async (path: string) => {
    const client = await connectSse(`${gatewayUrl}${path}`, { cookie: 'mp_sid=user-token' });
    clients.push(client);
    return client;
  };

  it('delivers each event as it is sent, long after the upstream timeout, on a stream that stays open', async () => {
    const before = order.streams.length;
    const client = await open('/api/orders/7/events');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
    await waitUntil(() => order.streams.length === before + 1);
    const { identity, stream } = order.streams[before]!;
    // The session cookie became the resident's signed identity, as for any other call.
    expect(identity).toEqual(RESIDENT);
    await waitUntil(() => client.retryMs === 3_000);

    for (const status of ['accepted', 'preparing']) {
      // Quiet for longer than the gateway gives an upstream to answer: the stream must survive it.
      await new Promise((resolve) => setTimeout(resolve, UPSTREAM_TIMEOUT_MS * 2));
      const sentAt = Date.now();
      stream.send({ event: 'status', id: status.length, data: { orderId: 7, status } });
      const received = await client.next((event) => event.data.includes(status), 1_000);
      expect(Date.now() - sentAt).toBeLessThan(500);
      expect(JSON.parse(received.data)).toEqual({ orderId: 7, status });
      expect(received.id).toBe(String(status.length));
    }
    expect(stream.closed).toBe(false);
  });

  it('passes heartbeat comments through as they are written', async () => {
    const client = await open('/api/notifications/events');
    expect(client.status).toBe(200);
    expect(await client.nextComment(HEARTBEAT_MS * 4)).toBe('heartbeat');
    expect(await client.nextComment(HEARTBEAT_MS * 4)).toBe('heartbeat');
    expect(client.events).toHaveLength(0);
  });

  it('ends the streams it passes through when it stops, so stopping does not wait for them', async () => {
    const before = order.rawStreams.length;
    const client = await open(RAW_STREAM_PATH);
    await waitUntil(() => order.rawStreams.length === before + 1);
    // What runService calls on SIGTERM; the browser reconnects with Last-Event-ID.
    endOpenEventStreams();
    await client.ended;
    await waitUntil(() => order.rawStreams[before]!.closed);
  });

  it('closes the service’s stream when the browser goes away, so nothing is left open behind the gateway', async () => {
    const before = order.streams.length;
    const client = await open('/api/orders/8/events');
    await waitUntil(() => order.streams.length === before + 1);
    const { stream } = order.streams[before]!;
    client.close();
    await waitUntil(() => stream.closed);
  });
});
