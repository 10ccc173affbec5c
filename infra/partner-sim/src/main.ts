import { createLogger, runService } from '@marketplace/service-kit';
import { createApp } from './http/create-app';
import { OrderProgression } from './app/order-progression';
import { loadConfig } from './config';
import { PartnerCatalog } from './domain/catalog';
import { MemoryPartnerOrderRepository } from './adapters/memory-partner-order.repository';
import { SignedWebhookPublisher } from './adapters/signed-webhook.publisher';
import { SPICE_ROUTE_CATALOG } from './seed/spice-route-catalog';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('partner-sim', config.LOG_LEVEL);
  const clock = () => new Date();

  const catalog = new PartnerCatalog(SPICE_ROUTE_CATALOG);
  const orders = new MemoryPartnerOrderRepository();
  const webhooks = new SignedWebhookPublisher({
    url: config.WEBHOOK_URL,
    secret: config.WEBHOOK_SECRET,
    logger,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    maxRetryDelayMs: config.WEBHOOK_RETRY_MAX_MS,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    clock,
  });
  const progression = new OrderProgression({
    orders,
    webhooks,
    stepMs: config.PARTNER_STEP_MS,
    clock,
    logger,
  });
  const credentials = { method: config.PARTNER_AUTH_METHOD, key: config.PARTNER_AUTH_KEY };

  const app = createApp({ catalog, orders, progression, webhooks, credentials, clock, logger });
  await runService({
    app,
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdown: {
      stopWork: async () => {
        progression.stop();
        await webhooks.stop();
      },
    },
  });
  logger.info(
    {
      authMethod: config.PARTNER_AUTH_METHOD,
      stepMs: config.PARTNER_STEP_MS,
      webhookUrl: config.WEBHOOK_URL,
      vendors: catalog.vendors().length,
    },
    'Spice Route partner simulator ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
