import { createLogger, createServiceClient, runService } from '@marketplace/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';
import { createSessionResolver } from './identity/session-resolver';

// Every signed-in request waits for this call (or the cache), so an ailing auth costs at most this.
const SESSION_RESOLVE_TIMEOUT_MS = 2_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const auth = createServiceClient({
    baseUrl: config.AUTH_SERVICE_URL,
    service: 'gateway',
    secret: config.GATEWAY_SIGNING_SECRET,
    timeoutMs: SESSION_RESOLVE_TIMEOUT_MS,
  });
  const sessions = createSessionResolver({ auth, cacheTtlMs: config.SESSION_CACHE_MS });
  const app = createApp({ config, logger, sessions });
  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    drainMs: config.SHUTDOWN_DRAIN_MS,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
