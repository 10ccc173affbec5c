import express, { type RequestHandler } from 'express';
import { SERVICES, type ServiceName } from '@marketplace/contracts';

export type UpstreamReadiness = 'ready' | 'not_ready' | 'unreachable';

// A probe is asked often and must answer before the orchestrator gives up on it.
const READINESS_TIMEOUT_MS = 2_000;

async function readinessOf(baseUrl: string, timeoutMs: number): Promise<UpstreamReadiness> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'not_ready';
  } catch {
    return 'unreachable';
  }
}

/**
 * /healthz: the gateway process itself is up (restart it if not). /readyz: every service answers
 * its own /readyz, so a load balancer sends traffic only to a gateway that can serve it.
 */
export function healthRoutes(options: {
  upstreams: Readonly<Record<ServiceName, string>>;
  timeoutMs?: number;
}): RequestHandler {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', async (_req, res) => {
    const states = await Promise.all(
      SERVICES.map((service) => readinessOf(options.upstreams[service], timeoutMs)),
    );
    const services = Object.fromEntries(SERVICES.map((service, index) => [service, states[index]])) as Record<
      ServiceName,
      UpstreamReadiness
    >;
    const waiting = SERVICES.filter((service) => services[service] !== 'ready');
    if (waiting.length === 0) return void res.json({ status: 'ready', services });
    res.status(503).json({ status: 'not_ready', message: `Not ready: ${waiting.join(', ')}`, services });
  });
  return router;
}
