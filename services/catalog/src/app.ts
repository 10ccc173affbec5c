import type { Express } from 'express';
import { createServiceApp, mountUnbuiltSpecRoutes, type Logger } from '@marketplace/service-kit';
import type { AppConfigRepository } from './domain/app-config.repository';
import type { CategoryRepository } from './domain/category.repository';
import type { PartnerCatalogClient } from './domain/partner-catalog';
import type { PlaceRepository } from './domain/place.repository';
import type { VendorRepository } from './domain/vendor.repository';
import { appConfigRoutes } from './http/app-config.routes';
import { categoriesRoutes } from './http/categories.routes';
import { translateDomainErrors } from './http/domain-errors.middleware';
import { internalRoutes } from './http/internal.routes';
import { placesRoutes } from './http/places.routes';
import { vendorsRoutes } from './http/vendors.routes';

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
      app.use(placesRoutes(deps.places));
      app.use(categoriesRoutes(deps.categories));
      app.use(vendorsRoutes(deps));
      app.use(appConfigRoutes(deps.appConfig));
      app.use(internalRoutes(deps));
      mountUnbuiltSpecRoutes(app, 'catalog');
      app.use(translateDomainErrors);
    },
  });
}
