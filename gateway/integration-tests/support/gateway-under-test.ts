import pino from 'pino';
import type { ServiceName } from '@marketplace/contracts';
import { createServiceClient, type Logger } from '@marketplace/service-kit';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createSessionResolver } from '../../src/identity/session-resolver';

export const SIGNING_SECRET = 'integration-test-signing-secret';

const ENV_BY_SERVICE: Record<ServiceName, string> = {
  auth: 'AUTH_SERVICE_URL',
  catalog: 'CATALOG_SERVICE_URL',
  order: 'ORDER_SERVICE_URL',
  webhook: 'WEBHOOK_SERVICE_URL',
};

export interface GatewayOptions {
  upstreams: Partial<Record<ServiceName, string>>;
  env?: Record<string, string>;
  logger?: Logger;
}

/** The gateway wired as main.ts wires it, from environment values, pointing at the given upstreams. */
export function createGateway({ upstreams, env = {}, logger = pino({ level: 'silent' }) }: GatewayOptions) {
  const upstreamEnv = Object.fromEntries(
    Object.entries(upstreams).map(([service, url]) => [ENV_BY_SERVICE[service as ServiceName], url]),
  );
  const config = loadConfig({ GATEWAY_SIGNING_SECRET: SIGNING_SECRET, ...upstreamEnv, ...env });
  const auth = createServiceClient({
    baseUrl: config.AUTH_SERVICE_URL,
    service: 'gateway',
    secret: SIGNING_SECRET,
    timeoutMs: 1_000,
  });
  const sessions = createSessionResolver({ auth, cacheTtlMs: config.SESSION_CACHE_MS });
  return createApp({ config, logger, sessions });
}
