import type { Express } from 'express';
import {
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type Metrics,
} from '@marketplace/service-kit';
import {
  adminOrderStatusConfigsRoutes,
  type AdminOrderStatusConfigsRoutesDeps,
} from './admin-order-status-configs.routes';
import { adminOrdersReportRoutes, type AdminOrdersReportRoutesDeps } from './admin-orders-report.routes';
import { domainErrors } from './domain-errors.middleware';
import { internalRoutes } from './internal.routes';
import { liveEventsRoutes, type LiveEventsRoutesDeps } from './live-events.routes';
import { notificationsRoutes } from './notifications.routes';
import { ordersRoutes, type OrdersRoutesDeps } from './orders.routes';
import { setAsideEventsRoutes, type SetAsideEventsRoutesDeps } from './set-aside-events.routes';
import { storeMoneyRoutes, type StoreMoneyRoutesDeps } from './store-money.routes';
import { vendorOrdersRoutes, type VendorOrdersRoutesDeps } from './vendor-orders.routes';
import type { NotificationRepository } from '../domain/notification.repository';

// An intersection, not an interface: several routes' deps share members (the clock).
export type OrderAppDeps = OrdersRoutesDeps &
  LiveEventsRoutesDeps &
  AdminOrdersReportRoutesDeps &
  AdminOrderStatusConfigsRoutesDeps &
  SetAsideEventsRoutesDeps &
  VendorOrdersRoutesDeps &
  StoreMoneyRoutesDeps & {
    notifications: NotificationRepository;
    logger: Logger;
    /** Shared with the gateway and the other services: requests without its signature are refused. */
    identitySecret: string;
    readiness: () => Promise<void>;
    /** The process's metrics (createMetrics), served at /metrics; the event bus's are on it too. */
    metrics?: Metrics;
  };

/** The order service's HTTP API, without listening (supertest drives it in tests). */
export function createApp(deps: OrderAppDeps): Express {
  return createServiceApp({
    name: 'order',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    metrics: deps.metrics,
    routes: (app) => {
      app.use(ordersRoutes(deps));
      app.use(notificationsRoutes(deps));
      // Before the vendor's order calls, so "events" is never read as an order id.
      app.use(liveEventsRoutes(deps));
      app.use(vendorOrdersRoutes(deps));
      app.use(storeMoneyRoutes(deps));
      app.use(internalRoutes(deps));
      app.use(adminOrdersReportRoutes(deps));
      app.use(adminOrderStatusConfigsRoutes(deps));
      app.use(setAsideEventsRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'order');
      app.use(domainErrors);
    },
  });
}
