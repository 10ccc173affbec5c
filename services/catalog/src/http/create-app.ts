import type { Express } from 'express';
import { createServiceApp, mountUnbuiltSpecRoutes, type Logger } from '@marketplace/service-kit';
import type { AppConfigRepository } from '../domain/app-config.repository';
import type { CategoryRepository } from '../domain/category.repository';
import type { PartnerCatalogClient } from '../domain/partner-catalog';
import type { PlaceRepository } from '../domain/place.repository';
import type { VendorRepository } from '../domain/vendor.repository';
import { appConfigRoutes } from './app-config.routes';
import { categoriesRoutes } from './categories.routes';
import { domainErrors } from './domain-errors.middleware';
import { internalRoutes } from './internal.routes';
import { placesRoutes } from './places.routes';
import { vendorsRoutes } from './vendors.routes';

export interface CatalogAppDeps {
  logger: Logger;
  /** GATEWAY_SIGNING_SECRET: every request but health checks carries an identity signed with it. */
  identitySecret: string;
  readiness: () => Promise<void>;
  places: PlaceRepository;
  categories: CategoryRepository;
  vendors: VendorRepository;
  appConfig: AppConfigRepository;
  partner: PartnerCatalogClient;
}

/** The catalog's HTTP app, without listening (supertest drives it directly). */
export function createApp(deps: CatalogAppDeps): Express {
  return createServiceApp({
    name: 'catalog',
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    routes: (app) => {
      app.use(placesRoutes(deps));
      app.use(categoriesRoutes(deps));
      app.use(vendorsRoutes(deps));
      app.use(appConfigRoutes(deps));
      app.use(internalRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'catalog');
      app.use(domainErrors);
    },
  });
}
