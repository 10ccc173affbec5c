import express, { type RequestHandler } from 'express';
import { SERVICES, type ServiceName } from '@marketplace/contracts';
import type { ServiceReplicas } from '../routing/service-replicas';

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

/** A service is ready when one of its replicas is: the gateway sends its calls there. */
async function serviceReadiness(
  replicaUrls: readonly string[],
  timeoutMs: number,
): Promise<UpstreamReadiness> {
  const states = await Promise.all(replicaUrls.map((url) => readinessOf(url, timeoutMs)));
  if (states.includes('ready')) return 'ready';
  return states.includes('not_ready') ? 'not_ready' : 'unreachable';
}

/**
 * /healthz: the gateway process itself is up (restart it if not). /readyz: every service answers
 * its own /readyz (one replica of it at least), so a load balancer sends traffic only to a gateway
 * that can serve it.
 */
export function healthRoutes(options: { replicas: ServiceReplicas; timeoutMs?: number }): RequestHandler {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/readyz', async (_req, res) => {
    const states = await Promise.all(
      SERVICES.map((service) => serviceReadiness(options.replicas[service].urls, timeoutMs)),
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
