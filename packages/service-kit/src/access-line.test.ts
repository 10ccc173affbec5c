import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { logRequestCompleted, sendJson } from './access-line';

function serverLogging(lines: Record<string, unknown>[], level = 'info') {
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    sendJson(res, 418, { message: 'short and stout' });
    logRequestCompleted(logger, req, res, 'req-1', Date.now() - 5);
  });
}

describe('answers and access lines outside Express', () => {
  it('sends JSON with its type and length', async () => {
    const response = await request(serverLogging([])).get('/teapot');
    expect(response.status).toBe(418);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(
      String(JSON.stringify({ message: 'short and stout' }).length),
    );
    expect(response.body).toEqual({ message: 'short and stout' });
  });

  it('writes the line pino-http writes for a service request, without the query string', async () => {
    const lines: Record<string, unknown>[] = [];
    await request(serverLogging(lines)).post('/api/hot?token=secret');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'req-1', method: 'POST', url: '/api/hot' },
        res: { statusCode: 418 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(5);
  });

  it('writes nothing when info is off', async () => {
    const lines: Record<string, unknown>[] = [];
    await request(serverLogging(lines, 'warn')).get('/teapot');
    expect(lines).toEqual([]);
  });
});
