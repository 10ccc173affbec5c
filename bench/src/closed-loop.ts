import { Agent, get } from 'node:http';
import { CSRF_HEADER } from '@marketplace/contracts';

/** The launcher's administrator (infra/launcher/src/config.ts) unless the environment names another. */
const ADMIN = {
  username: process.env.ADMIN_USERNAME || 'admin',
  password: process.env.ADMIN_PASSWORD || 'admin123',
};

/** Signs in as the administrator through the gateway, as the back-office does; the session cookie. */
export async function adminSession(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
    body: JSON.stringify(ADMIN),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /api/admin/login -> ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  if (cookie === '') throw new Error('POST /api/admin/login set no session cookie');
  return cookie;
}

export interface LoadRun {
  latencies: number[];
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
  bytes: number;
}

/**
 * `connections` workers, each on its own kept-alive connection, each sending the next request (to
 * the URL, with the cookie, `target` gives for it) once
 * the last answer has been read, until `seconds` have passed; every answer's latency kept.
 */
export async function closedLoop(
  target: () => { url: string; cookie: string },
  seconds: number,
  connections: number,
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const run: LoadRun = { latencies: [], ok: 0, non2xx: 0, errors: 0, seconds: 0, bytes: 0 };
  const request = () =>
    new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const { url, cookie } = target();
      const sent = get(url, { agent, headers: { cookie, accept: 'application/json' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      });
      sent.on('error', reject);
    });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sentAt = performance.now();
      try {
        const { status, bytes } = await request();
        run.latencies.push(performance.now() - sentAt);
        run.bytes += bytes;
        if (status >= 200 && status < 300) run.ok += 1;
        else run.non2xx += 1;
      } catch {
        run.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  run.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return run;
}
