import type { Express } from 'express';
import { WEBHOOK_PATH } from '@marketplace/contracts';
import { createServiceApp, mountUnbuiltSpecRoutes, type Logger } from '@marketplace/service-kit';
import type {
  WebhookAnalyticsReader,
  WebhookLogRepository,
  WebhookReportReader,
} from '../domain/webhook-log.repository';
import { domainErrors } from './domain-errors.middleware';
import { webhookAnalyticsRoutes } from './webhook-analytics.routes';
import { webhookConfigRoutes } from './webhook-config.routes';
import { webhookFastPath } from './webhook-fast-path';
import { webhookReportRoutes } from './webhook-report.routes';
import { webhookParserRefusals, webhookRoutes } from './webhook.routes';

export interface WebhookAppDeps {
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET */
  identitySecret: string;
  readiness: () => Promise<void>;
  logs: WebhookLogRepository;
  analytics: WebhookAnalyticsReader;
  reports: WebhookReportReader;
  /** WEBHOOK_SECRET */
  webhookSecret: string;
  allowBodySecret: boolean;
  /** Called after an event was committed to the outbox, so the relay publishes at once. */
  notifyOutbox: () => void;
  now?: () => number;
}

/** The webhook service's HTTP app, without listening (tests drive it with supertest). */
export function createApp(deps: WebhookAppDeps): Express {
  const receive = {
    logs: deps.logs,
    secret: deps.webhookSecret,
    allowBodySecret: deps.allowBodySecret,
    notifyOutbox: deps.notifyOutbox,
    now: deps.now,
  };
  return createServiceApp({
    name: 'webhook',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    fastPath: webhookFastPath({ ...receive, identitySecret: deps.identitySecret, logger: deps.logger }),
    routes: (app) => {
      app.use(webhookRoutes(receive));
      app.use(WEBHOOK_PATH, webhookParserRefusals(receive));
      app.use(webhookAnalyticsRoutes({ analytics: deps.analytics, now: deps.now }));
      app.use(webhookReportRoutes({ reports: deps.reports }));
      app.use(webhookConfigRoutes({ secret: deps.webhookSecret, allowBodySecret: deps.allowBodySecret }));
      mountUnbuiltSpecRoutes(app, 'webhook');
      app.use(domainErrors);
    },
  });
}
