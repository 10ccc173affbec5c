import type { Express } from 'express';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import {
  createMetrics,
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type Metrics,
  type RateLimiter,
} from '@marketplace/service-kit';
import { limitRefusedDeliveries } from '../app/commands/limit-refused-deliveries';
import type {
  WebhookAnalyticsReader,
  WebhookLogRepository,
  WebhookReportReader,
} from '../domain/webhook-log.repository';
import type {
  ActivePartnerSecrets,
  PartnerDirectory,
  PartnerSecretRepository,
} from '../domain/partner-secret';
import { domainErrors } from './domain-errors.middleware';
import { partnerSecretsRoutes } from './partner-secrets.routes';
import { webhookAnalyticsRoutes } from './webhook-analytics.routes';
import { webhookConfigRoutes } from './webhook-config.routes';
import { webhookFastPath } from './webhook-fast-path';
import { webhookDeliveryCounter } from './webhook-metrics';
import { webhookReportRoutes } from './webhook-report.routes';
import { webhookParserRefusals, webhookRoutes } from './webhook.routes';

export interface WebhookAppDeps {
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET */
  identitySecret: string;
  readiness: () => Promise<void>;
  logs: WebhookLogRepository;
  /** Refused deliveries per source network (WEBHOOK_REFUSED_PER_MINUTE, WEBHOOK_REFUSED_BURST). */
  refusalLimiter: RateLimiter;
  analytics: WebhookAnalyticsReader;
  reports: WebhookReportReader;
  /** WEBHOOK_SECRET */
  webhookSecret: string;
  /** The partners' own secrets: stored, and the active ones as last read. */
  partnerSecretStore: PartnerSecretRepository;
  partnerSecrets: ActivePartnerSecrets;
  /** Which partners exist (the catalog's category configs), asked before a secret is made. */
  partners: PartnerDirectory;
  allowBodySecret: boolean;
  /** Called after an event was committed to the outbox, so the relay publishes at once. */
  notifyOutbox: () => void;
  /** The process's metrics (the event bus's are on it too); the app adds its webhook counts. */
  metrics?: Metrics;
  now?: () => number;
}

/** The webhook service's HTTP app, without listening (tests drive it with supertest). */
export function createApp(deps: WebhookAppDeps): Express {
  const refusals = limitRefusedDeliveries(deps.logs, deps.refusalLimiter, deps.logger, deps.now);
  const metrics = deps.metrics ?? createMetrics('webhook');
  const receive = {
    logs: refusals,
    secret: deps.webhookSecret,
    partnerSecrets: deps.partnerSecrets,
    allowBodySecret: deps.allowBodySecret,
    notifyOutbox: deps.notifyOutbox,
    countDelivery: webhookDeliveryCounter(metrics.registry),
    now: deps.now,
  };
  return createServiceApp({
    name: 'webhook',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    metrics,
    fastPath: webhookFastPath({ ...receive, identitySecret: deps.identitySecret, logger: deps.logger }),
    routes: (app) => {
      app.use(webhookRoutes(receive));
      app.use(WEBHOOK_PATH, webhookParserRefusals(receive));
      app.use(webhookAnalyticsRoutes({ analytics: deps.analytics, now: deps.now }));
      app.use(webhookReportRoutes({ reports: deps.reports }));
      app.use(
        partnerSecretsRoutes({
          secrets: deps.partnerSecretStore,
          active: deps.partnerSecrets,
          partners: deps.partners,
        }),
      );
      app.use(webhookConfigRoutes({ secret: deps.webhookSecret, allowBodySecret: deps.allowBodySecret }));
      mountUnbuiltSpecRoutes(app, 'webhook');
      app.use(domainErrors);
    },
  });
}
