import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { errorHandler, JSON_BODY_LIMIT, notFound, type Logger } from '@marketplace/service-kit';
import { catalogRoutes } from './catalog.routes';
import { ordersRoutes, type OrdersRoutesDeps } from './orders.routes';

export interface PartnerSimDeps extends OrdersRoutesDeps {
  logger: Logger;
}

/**
 * The partner's HTTP API. It deliberately does not use createServiceApp: this plays an external
 * system, so it checks partner credentials instead of the gateway's identity signature.
 */
export function createApp(deps: PartnerSimDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'partner-sim' });
  });

  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(catalogRoutes(deps.catalog));
  app.use(ordersRoutes(deps));

  app.use((_req, _res, next) => next(notFound('Not found')));
  app.use(errorHandler(deps.logger));
  return app;
}
