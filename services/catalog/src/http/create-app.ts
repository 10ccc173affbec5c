import type { Express } from 'express';
import {
  createServiceApp,
  mountUnbuiltSpecRoutes,
  type Logger,
  type Metrics,
  type RateLimiter,
  type ReadCache,
} from '@marketplace/service-kit';
import type { AppConfigRepository } from '../domain/app-config.repository';
import type { CategoryConfigRepository } from '../domain/category-config.repository';
import type { CategoryRepository } from '../domain/category.repository';
import type { Clock } from '../domain/clock';
import type { CommunityRepository } from '../domain/community.repository';
import type { ImageModel } from '../domain/image-model';
import type { ItemImageRepository } from '../domain/item-image.repository';
import type { PartnerCatalogClient, PartnerConnectionTester } from '../domain/partner-catalog';
import type { PlaceRepository } from '../domain/place.repository';
import type { RawCategoryRepository } from '../domain/raw-category.repository';
import type { ReviewRepository } from '../domain/review.repository';
import type { StoreMenuRepository } from '../domain/store-menu.repository';
import type { StoreRepository } from '../domain/store.repository';
import type { ResidentDirectory, ResidentOrders } from '../domain/upstream-services';
import type { VendorRepository } from '../domain/vendor.repository';
import { adminAppConfigRoutes } from './admin-app-config.routes';
import { adminCategoryConfigsRoutes } from './admin-category-configs.routes';
import { adminCommunitiesRoutes } from './admin-communities.routes';
import { adminPartnerConnectionRoutes } from './admin-partner-connection.routes';
import { adminVendorsRoutes } from './admin-vendors.routes';
import { adminRawCategoriesRoutes } from './admin-raw-categories.routes';
import { appConfigRoutes } from './app-config.routes';
import { categoriesRoutes } from './categories.routes';
import { domainErrors } from './domain-errors.middleware';
import { imagesRoutes } from './images.routes';
import { internalRoutes } from './internal.routes';
import { placesRoutes } from './places.routes';
import { reviewsRoutes } from './reviews.routes';
import { testClockRoutes } from './test-clock.routes';
import { vendorStoresRoutes } from './vendor-stores.routes';
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
  /** The back-office's category configs and raw category mappings. */
  categoryConfigs: CategoryConfigRepository;
  rawCategories: RawCategoryRepository;
  vendors: VendorRepository;
  /** Local vendors made from the auth service's approved applications to sell, and run by their members. */
  stores: StoreRepository;
  /** The menus stores' members keep (issue 25). */
  storeMenus: StoreMenuRepository;
  /** What time it is for the stores' hours and pauses. */
  clock: Clock;
  /** STORE_TEST_CLOCK: moves `clock` (PUT /internal/test-clock); absent in any real deployment. */
  setClockOffsetMs?: (offsetMs: number) => void;
  appConfig: AppConfigRepository;
  reviews: ReviewRepository;
  partner: PartnerCatalogClient;
  /** Partner calls of the vendor-details check, per caller and per vendor. */
  vendorDetailsLimits: { perCaller: RateLimiter; perVendor: RateLimiter };
  /** Test connection's tries of partner URLs, and how long one may take (10 s unless given). */
  partnerConnection: PartnerConnectionTester;
  testConnectionTimeoutMs?: number;
  /** The order service: which orders a resident may review. */
  residentOrders: ResidentOrders;
  /** The auth service: the name a review shows, the residents a community still has. */
  residents: ResidentDirectory;
  /** Menu item pictures and their files. */
  itemImages: ItemImageRepository;
  /** The external image model (IMAGE_API_URL); without it pictures are drawn in-process. */
  imageModel?: ImageModel;
  /** Keeps rarely changing reads (read-cache-routes.ts); the app drops it on each of its writes. */
  readCache?: ReadCache;
  /** The process's metrics (createMetrics), served at /metrics. */
  metrics?: Metrics;
}

const STORE_PATCH_BODY_LIMIT = '1mb';

/** The catalog's HTTP app, without listening (supertest drives it directly). */
export function createApp(deps: CatalogAppDeps): Express {
  return createServiceApp({
    name: 'catalog',
    // A store's photo travels in its PATCH (decision 154): up to 500 KB of picture, a third more as
    // base64. The gateway caps every body at 1 MiB anyway.
    jsonBodyLimit: STORE_PATCH_BODY_LIMIT,
    logger: deps.logger,
    identitySecret: deps.identitySecret,
    readiness: deps.readiness,
    metrics: deps.metrics,
    routes: (app) => {
      // Before the read cache: a picture's POST changes nothing it keeps, so it must not drop it
      // (the vendor page asks one per menu item), and the pictures are cached on their own.
      app.use(imagesRoutes(deps));
      if (deps.readCache) app.use(deps.readCache.middleware);
      app.use(placesRoutes(deps));
      app.use(categoriesRoutes(deps));
      app.use(vendorsRoutes(deps));
      app.use(reviewsRoutes(deps));
      app.use(appConfigRoutes(deps));
      app.use(adminCommunitiesRoutes(deps));
      app.use(adminAppConfigRoutes(deps));
      app.use(adminPartnerConnectionRoutes(deps));
      app.use(adminCategoryConfigsRoutes(deps));
      app.use(adminRawCategoriesRoutes(deps));
      app.use(vendorStoresRoutes(deps));
      app.use(adminVendorsRoutes(deps));
      app.use(internalRoutes(deps));
      if (deps.setClockOffsetMs)
        app.use(testClockRoutes({ clock: deps.clock, setClockOffsetMs: deps.setClockOffsetMs }));
      mountUnbuiltSpecRoutes(app, 'catalog');
      app.use(domainErrors);
    },
  });
}
