import type { CatalogPrisma } from './catalog-database';
import { PrismaAppConfigRepository } from './prisma-app-config.repository';
import { PrismaCategoryConfigRepository } from './prisma-category-config.repository';
import { PrismaCategoryRepository } from './prisma-category.repository';
import { PrismaCommunityRepository } from './prisma-community.repository';
import { PrismaExternalCatalogRepository } from './prisma-external-catalog.repository';
import { PrismaItemImageRepository } from './prisma-item-image.repository';
import { PrismaPlaceRepository } from './prisma-place.repository';
import { PrismaRawCategoryRepository } from './prisma-raw-category.repository';
import { PrismaReviewRepository } from './prisma-review.repository';
import { PrismaStoreMenuRepository } from './prisma-store-menu.repository';
import { PrismaStoreRepository } from './prisma-store.repository';
import { PrismaVendorRepository } from './prisma-vendor.repository';

export type CatalogRepositories = ReturnType<typeof createPrismaRepositories>;

export function createPrismaRepositories(prisma: CatalogPrisma) {
  return {
    places: new PrismaPlaceRepository(prisma),
    communities: new PrismaCommunityRepository(prisma),
    categories: new PrismaCategoryRepository(prisma),
    categoryConfigs: new PrismaCategoryConfigRepository(prisma),
    rawCategories: new PrismaRawCategoryRepository(prisma),
    vendors: new PrismaVendorRepository(prisma),
    stores: new PrismaStoreRepository(prisma),
    storeMenus: new PrismaStoreMenuRepository(prisma),
    externalCatalog: new PrismaExternalCatalogRepository(prisma),
    appConfig: new PrismaAppConfigRepository(prisma),
    reviews: new PrismaReviewRepository(prisma),
    itemImages: new PrismaItemImageRepository(prisma),
  };
}
