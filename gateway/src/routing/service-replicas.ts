import { SERVICES, type ServiceName } from '@marketplace/contracts';
import { createUpstreamPool, type Logger, type UpstreamPool } from '@marketplace/service-kit';
import { upstreamUrls, type GatewayConfig } from '../config';

export type ServiceReplicas = Readonly<Record<ServiceName, UpstreamPool>>;

/** Each service's replicas as the gateway balances over them, probed while there are several. */
export function serviceReplicas(config: GatewayConfig, logger: Logger): ServiceReplicas {
  const urls = upstreamUrls(config);
  return Object.fromEntries(
    SERVICES.map((service) => [
      service,
      createUpstreamPool({
        service,
        urls: urls[service],
        probeIntervalMs: config.UPSTREAM_PROBE_INTERVAL_MS,
        logger,
      }),
    ]),
  ) as ServiceReplicas;
}
