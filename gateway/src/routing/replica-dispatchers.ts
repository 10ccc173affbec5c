import { Pool } from 'undici';
import type { UpstreamPool } from '@marketplace/service-kit';

/**
 * How long every upstream connection of the gateway's proxies may idle: shorter than the services'
 * keep-alive (65 s), so the gateway drops an idle connection before the service does and never
 * reuses one that is being closed under it.
 */
export const IDLE_UPSTREAM_SOCKET_MS = 30_000;

/**
 * The lean proxies' undici connection pools, one per replica of a service, made on first use. Its
 * timeouts are the upstream timeout: no connection, no answer or a stalled answer within it is a 504.
 */
export function replicaDispatchers(replicas: UpstreamPool, timeoutMs: number): (replica: string) => Pool {
  const pools = new Map<string, Pool>();
  return (replica) => {
    let pool = pools.get(replica);
    if (!pool) {
      pool = new Pool(replica, {
        keepAliveTimeout: IDLE_UPSTREAM_SOCKET_MS,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        connectTimeout: timeoutMs,
      });
      pools.set(replica, pool);
    }
    return pool;
  };
}
