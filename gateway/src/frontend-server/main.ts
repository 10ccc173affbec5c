import { createLogger, runService } from '@marketplace/service-kit';
import { createFrontendApp } from './app';
import { loadFrontendConfig } from './config';

/** The frontend image's process (infra/k8s): the builds under STATIC_ROOT, nothing else. */
async function main(): Promise<void> {
  const config = loadFrontendConfig();
  const logger = createLogger('frontend', config.LOG_LEVEL);
  await runService({
    app: createFrontendApp(config, logger),
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
