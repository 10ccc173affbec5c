import { Agent, get, type IncomingMessage } from 'node:http';
import express from 'express';
import pino from 'pino';
import { runService, type RunningService, type ShutdownSteps } from './run-service';

const logger = pino({ level: 'silent' });

/** A GET over a keep-alive connection: status, the Connection header and the body. */
function request(
  port: number,
  path: string,
  agent: Agent,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    get({ port, path, agent, host: '127.0.0.1' }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    }).on('error', reject);
  });
}

describe('runService shutdown', () => {
  const running: RunningService[] = [];
  let agent: Agent;
  beforeEach(() => {
    agent = new Agent({ keepAlive: true });
  });
  afterEach(async () => {
    for (const service of running.splice(0)) await service.stop();
    agent.destroy();
  });

  /** A service whose GET /slow is answered when the test says so, recording what happens in order. */
  async function start(options: { drainMs?: number } = {}) {
    const happened: string[] = [];
    let answerSlow = () => {};
    let slowArrived = () => {};
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const app = express();
    app.get('/slow', (_req, res) => {
      answerSlow = () => {
        happened.push('request answered');
        res.json({ ok: true });
      };
      slowArrived();
    });
    app.get('/ping', (_req, res) => res.json({ ok: true }));
    app.get('/readyz', (_req, res) => res.json({ status: 'ready' }));
    const record = (step: string) => async () => {
      happened.push(step);
    };
    const shutdown: ShutdownSteps = {
      stopWork: record('work stopped'),
      events: { shutdown: record('events published'), shutdownBudgetMs: 10_000 },
      closeConnections: record('connections closed'),
    };
    const service = await runService({ app, port: 0, logger, shutdown, ...options });
    running.push(service);
    return { service, happened, arrived, answer: () => answerSlow() };
  }

  it('answers the request in flight and closes its keep-alive connection, then stops work, publishes events and closes connections, in that order', async () => {
    const { service, happened, arrived, answer } = await start();
    const slow = request(service.port, '/slow', agent);
    await arrived;

    const stopped = service.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(happened).toEqual([]);
    answer();

    expect(await slow).toMatchObject({ status: 200, connection: 'close' });
    await stopped;
    expect(happened).toEqual(['request answered', 'work stopped', 'events published', 'connections closed']);
  });

  it('reports not ready while it drains, still answering other calls, then refuses connections', async () => {
    const { service } = await start({ drainMs: 300 });
    expect((await request(service.port, '/readyz', agent)).status).toBe(200);

    const stopped = service.stop();
    expect(await request(service.port, '/readyz', agent)).toMatchObject({
      status: 503,
      connection: 'close',
      body: JSON.stringify({ message: 'shutting down' }),
    });
    expect(await request(service.port, '/ping', agent)).toMatchObject({ status: 200, connection: 'close' });

    await stopped;
    await expect(request(service.port, '/ping', agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it("refuses to start when the deadline is not longer than the drain plus the relay's flush and publish timeouts", async () => {
    const events = { shutdown: async () => {}, shutdownBudgetMs: 10_000 };
    await expect(
      runService({
        app: express(),
        port: 0,
        logger,
        shutdown: { events },
        shutdownTimeoutMs: 12_000,
        drainMs: 2_000,
      }),
    ).rejects.toThrow('SHUTDOWN_TIMEOUT_MS (12000 ms) must be longer than');
  });
});
