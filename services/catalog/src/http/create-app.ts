import type { Express } from 'express';
import {
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type ReadCache,
} from '@marketplace/service-kit';
import type { AppConfigRepository } from '../domain/app-config.repository';
import type { CategoryRepository } from '../domain/category.repository';
import type { CommunityRepository } from '../domain/community.repository';
import type { PartnerCatalogClient } from '../domain/partner-catalog';
import type { PlaceRepository } from '../domain/place.repository';
import type { ReviewRepository } from '../domain/review.repository';
import type { ResidentDirectory, ResidentOrders } from '../domain/upstream-services';
import type { VendorRepository } from '../domain/vendor.repository';
import { adminAppConfigRoutes } from './admin-app-config.routes';
import { adminCommunitiesRoutes } from './admin-communities.routes';
import { appConfigRoutes } from './app-config.routes';
import { categoriesRoutes } from './categories.routes';
import { domainErrors } from './domain-errors.middleware';
import { internalRoutes } from './internal.routes';
import { placesRoutes } from './places.routes';
import { reviewsRoutes } from './reviews.routes';
import { vendorsRoutes } from './vendors.routes';

export interface CatalogAppDeps {
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET: every request but health checks carries an identity signed with it. */
  identitySecret: string;
  readiness: () => Promise<void>;
  places: PlaceRepository;
  /** The back-office's communities: every status, and writes that keep vendor coverage right. */
  communities: CommunityRepository;
  categories: CategoryRepository;
  vendors: VendorRepository;
  appConfig: AppConfigRepository;
  reviews: ReviewRepository;
  partner: PartnerCatalogClient;
  /** The order service: which orders a resident may review. */
  residentOrders: ResidentOrders;
  /** The auth service: the name a review shows, the residents a community still has. */
  residents: ResidentDirectory;
  /** Keeps rarely changing reads (read-cache-routes.ts); the app drops it on each of its writes. */
  readCache?: ReadCache;
}

/** The catalog's HTTP app, without listening (supertest drives it directly). */
export function createApp(deps: CatalogAppDeps): Express {
  return createServiceApp({
    name: 'catalog',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    routes: (app) => {
      if (deps.readCache) app.use(deps.readCache.middleware);
      app.use(placesRoutes(deps));
      app.use(categoriesRoutes(deps));
      app.use(vendorsRoutes(deps));
      app.use(reviewsRoutes(deps));
      app.use(appConfigRoutes(deps));
      app.use(adminCommunitiesRoutes(deps));
      app.use(adminAppConfigRoutes(deps));
      app.use(internalRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'catalog');
      app.use(domainErrors);
    },
  });
}
