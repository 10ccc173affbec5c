import { DEMO_LOCAL_STORES, rupeesToPaise } from '@marketplace/contracts';
import { holdSeedLock } from '@marketplace/db';
import type { CatalogPrisma } from '../infra/db/catalog-database';
import { CATALOG_SCHEMA } from '../infra/db/schema';
import { refreshServiceAreas } from '../infra/db/service-areas';
import type { Prisma } from '../infra/db/generated/client';
import {
  DEMO_CATEGORIES,
  DEMO_RAW_CATEGORY_MAPPINGS,
  demoPartnerSources,
  type DemoPartnerSettings,
} from './demo-categories';
import { DEMO_COMMUNITIES, DEMO_STATES } from './demo-places';
import { demoReviewsFor, type DemoReview } from './demo-reviews';
import { DEMO_SERVICE_RADIUS_KM, DEMO_VENDORS } from './demo-vendors';

type Tx = Prisma.TransactionClient;

export interface SeedDemoDataOptions {
  partner: DemoPartnerSettings;
}

/** What one run added; all false and 0 when the data was already there. */
export interface SeedReport {
  places: boolean;
  categories: boolean;
  localVendors: number;
}

// PGlite runs one statement at a time; a few hundred inserts need more than Prisma's 5 s default.
const SEED_TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

/**
 * Loads the demo data, in one transaction. Each part is loaded only while its tables are empty, so a
 * second run adds nothing and an administrator's later edits survive restarts. The app configuration
 * is no demo data: a migration creates it in every deployment.
 */
export async function seedDemoData(prisma: CatalogPrisma, options: SeedDemoDataOptions): Promise<SeedReport> {
  return prisma.$transaction(async (tx) => {
    await holdSeedLock(tx, CATALOG_SCHEMA);
    const report = {
      places: await seedPlaces(tx),
      categories: await seedCategories(tx),
      localVendors: await seedLocalVendors(tx),
    };
    if (report.categories) await seedPartnerSources(tx, options.partner);
    // New communities or vendors: decide who serves whom (and business counts) in this transaction.
    if (report.places || report.localVendors > 0) await refreshServiceAreas(tx);
    return report;
  }, SEED_TRANSACTION);
}

/**
 * What the product cannot work without and no administrator screen creates: the states, cities and
 * communities residents choose from, and the categories with their billing. Loaded into empty tables
 * in every mode, production included, where the rest of the demo data (vendors, their reviewers,
 * the simulator's partner URLs) never is.
 */
export async function seedReferenceData(prisma: CatalogPrisma): Promise<Omit<SeedReport, 'localVendors'>> {
  return prisma.$transaction(async (tx) => {
    await holdSeedLock(tx, CATALOG_SCHEMA);
    const report = { places: await seedPlaces(tx), categories: await seedCategories(tx) };
    if (report.places) await refreshServiceAreas(tx);
    return report;
  }, SEED_TRANSACTION);
}

async function seedPlaces(tx: Tx): Promise<boolean> {
  if ((await tx.state.count()) > 0) return false;
  await tx.state.createMany({ data: DEMO_STATES.map(({ id, name }) => ({ id, name })) });
  await tx.city.createMany({
    data: DEMO_STATES.flatMap((state) => state.cities.map((city) => ({ ...city, stateId: state.id }))),
  });
  await tx.community.createMany({ data: DEMO_COMMUNITIES });
  for (const table of ['states', 'cities', 'communities']) await resetSequence(tx, table);
  return true;
}

async function seedCategories(tx: Tx): Promise<boolean> {
  if ((await tx.category.count()) > 0) return false;
  await tx.category.createMany({
    data: DEMO_CATEGORIES.map((category) => ({
      id: category.id,
      name: category.name,
      displayOrder: category.displayOrder,
      isVisible: true,
      hasCatalog: category.hasCatalog,
      isOrderable: category.isOrderable,
      hasCart: category.hasCart,
      icon: category.icon,
      customerSupportNumber: category.customerSupportNumber,
    })),
  });
  await resetSequence(tx, 'categories');
  await tx.subcategory.createMany({
    data: DEMO_CATEGORIES.flatMap((category) =>
      category.subcategories.map((name, index) => ({
        categoryId: category.id,
        name,
        displayOrder: index + 1,
      })),
    ),
  });
  await tx.categoryBilling.createMany({
    data: DEMO_CATEGORIES.flatMap(({ id, billing }) =>
      billing
        ? [
            {
              categoryId: id,
              gstPercentage: billing.gstPercentage,
              itemGstPercentage: billing.itemGstPercentage,
              platformFeePaise: rupeesToPaise(billing.platformFee),
              platformFeeDiscountPercentage: billing.platformFeeDiscountPercentage,
              deliveryChargesPaise: rupeesToPaise(billing.deliveryCharges),
              deliveryChargesDiscountPercentage: billing.deliveryChargesDiscountPercentage,
              packagingApplicable: billing.packagingApplicable,
              packagingChargesPerItemPaise: rupeesToPaise(billing.packagingChargesPerItem),
              packagingDiscountPercent: billing.packagingDiscountPercent,
            },
          ]
        : [],
    ),
  });
  return true;
}

/** The simulator's URLs for the demo categories it serves, and its raw categories' grouping. */
async function seedPartnerSources(tx: Tx, partner: DemoPartnerSettings): Promise<void> {
  await tx.categoryPartnerSource.createMany({
    data: DEMO_CATEGORIES.filter((category) => category.hasCatalog).flatMap((category) =>
      demoPartnerSources(partner).map((source) => ({ categoryId: category.id, ...source })),
    ),
  });
  await tx.rawCategoryMapping.createMany({ data: DEMO_RAW_CATEGORY_MAPPINGS });
}

const DEMO_STORE_IDS: ReadonlyMap<string, number> = new Map(
  DEMO_LOCAL_STORES.map(({ name, id }) => [name, id]),
);

/** The fixed id packages/contracts gives a demo vendor: the auth service's demo owners name it. */
function demoStoreId(name: string): number {
  const id = DEMO_STORE_IDS.get(name);
  if (id === undefined)
    throw new Error(`Demo vendor '${name}' has no id in DEMO_LOCAL_STORES (packages/contracts)`);
  return id;
}

/**
 * Categories and communities are found by name, so a demo vendor whose category an administrator
 * has since removed is skipped rather than failing the start. Vendors get fixed ids, like places and
 * categories, so the auth service's demo owner accounts can name their stores without asking.
 */
async function seedLocalVendors(tx: Tx): Promise<number> {
  if ((await tx.vendor.count({ where: { isExternalSource: false } })) > 0) return 0;
  const categories = new Map(
    (await tx.category.findMany({ select: { id: true, name: true } })).map((c) => [c.name, c.id]),
  );
  const communities = new Map<string, number>();
  for (const community of await tx.community.findMany({
    select: { id: true, name: true },
    orderBy: { id: 'asc' },
  })) {
    if (!communities.has(community.name)) communities.set(community.name, community.id);
  }
  const vendors = DEMO_VENDORS.flatMap((vendor, index) => {
    const categoryId = categories.get(vendor.category);
    return categoryId === undefined
      ? []
      : [{ vendor, id: demoStoreId(vendor.name), categoryId, reviews: demoReviewsFor(vendor, index) }];
  });
  await tx.vendor.createMany({
    data: vendors.map(({ vendor, id, categoryId, reviews }) => ({
      id,
      categoryId,
      communityId: communities.get(vendor.community) ?? null,
      name: vendor.name,
      description: vendor.description,
      deliveryTime: vendor.deliveryTime,
      deliveryFeePaise: rupeesToPaise(vendor.deliveryFee),
      isOpen: vendor.isOpen,
      address: vendor.address,
      phone: vendor.phone,
      distance: vendor.distance,
      serviceCost: vendor.serviceCost,
      services: vendor.services ?? [],
      // What its reviews say, exactly: the same figures the review stats compute.
      rating: averageRating(reviews),
      totalReviews: reviews.length,
      ...ratingCounts(reviews),
      latitude: vendor.latitude,
      longitude: vendor.longitude,
      serviceRadiusKm:
        vendor.serviceRadiusKm === undefined
          ? DEMO_SERVICE_RADIUS_KM[vendor.category]
          : vendor.serviceRadiusKm,
    })),
  });
  await resetSequence(tx, 'vendors');
  await tx.menuItem.createMany({
    data: vendors.flatMap(({ vendor, id }) =>
      vendor.menu.map((entry, position) => ({
        vendorId: id,
        name: entry.name,
        description: entry.description,
        pricePaise: rupeesToPaise(entry.price),
        category: entry.category,
        isAvailable: entry.isAvailable,
        displayOrder: position + 1,
      })),
    ),
  });
  await tx.vendorServiceCommunity.createMany({
    data: vendors.flatMap(({ vendor, id }) =>
      (vendor.servesCommunities ?? []).flatMap((name) => {
        const communityId = communities.get(name);
        return communityId === undefined ? [] : [{ vendorId: id, communityId }];
      }),
    ),
  });
  await seedReviews(
    tx,
    vendors.map(({ id, reviews }) => ({ vendorId: id, reviews })),
  );
  return vendors.length;
}

async function seedReviews(tx: Tx, vendors: { vendorId: number; reviews: DemoReview[] }[]): Promise<void> {
  const now = Date.now();
  const rows = vendors.flatMap(({ vendorId, reviews }) => reviews.map((review) => ({ vendorId, review })));
  const created = await tx.review.createManyAndReturn({
    data: rows.map(({ vendorId, review }) => ({
      vendorId,
      userId: review.userId,
      userName: review.userName,
      userInitials: review.userInitials,
      rating: review.rating,
      review: review.review,
      categories: review.categories,
      isQuickFeedback: review.isQuickFeedback,
      helpfulCount: review.helpfulVoters.length,
      createdAt: new Date(now - review.daysAgo * DAY_MS),
    })),
    select: { id: true, vendorId: true, userId: true },
  });
  // One review per reviewer and vendor in the demo data, so (vendor, reviewer) finds its row.
  const reviewIds = new Map(created.map((row) => [`${row.vendorId}/${row.userId}`, row.id]));
  await tx.reviewHelpfulVote.createMany({
    data: rows.flatMap(({ vendorId, review }) =>
      review.helpfulVoters.map((userId) => ({
        reviewId: reviewIds.get(`${vendorId}/${review.userId}`)!,
        userId,
      })),
    ),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

const averageRating = (reviews: DemoReview[]) =>
  Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10;

/** The vendor's per-rating counts (decision 64), as a review write keeps them. */
const ratingCounts = (reviews: DemoReview[]) => {
  const count = (rating: number) => reviews.filter((review) => review.rating === rating).length;
  return {
    rating1Count: count(1),
    rating2Count: count(2),
    rating3Count: count(3),
    rating4Count: count(4),
    rating5Count: count(5),
  };
};

/** After inserting fixed ids, the serial must continue above them. */
async function resetSequence(tx: Tx, table: string): Promise<void> {
  const qualified = `"${CATALOG_SCHEMA}"."${table}"`;
  await tx.$queryRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('${qualified}', 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${qualified}))`,
  );
}
