import type { PartnerVendor } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import type { CatalogSyncTarget, ExternalCatalogRepository } from '../../domain/external-catalog.repository';
import { toExternalMenu, toExternalVendor } from '../../domain/external-vendor';
import { resolveSourceSystem, type PartnerCatalogClient } from '../../domain/partner-catalog';

export interface SyncPartnerCatalogDeps {
  store: ExternalCatalogRepository;
  partner: PartnerCatalogClient;
  logger: Logger;
  /** Aborted on shutdown: the run stops between vendors and in-flight partner calls are cancelled. */
  signal?: AbortSignal;
}

export interface CategorySyncResult {
  categoryId: number;
  sourceSystem: string | null;
  vendorsSaved: number;
  vendorsFailed: number;
  vendorsClosed: number;
  /** Why the category could not be synchronised at all. */
  error: string | null;
}

/**
 * Copies every partner-backed category's vendors and menus into the catalog as external vendors.
 * Safe to repeat: vendors and items are matched on the partner's ids. A partner that is down, or
 * one bad vendor, is logged and skipped; what was synchronised before stays as it was.
 */
export async function syncPartnerCatalog(deps: SyncPartnerCatalogDeps): Promise<CategorySyncResult[]> {
  const results: CategorySyncResult[] = [];
  for (const target of await deps.store.listSyncTargets()) {
    if (deps.signal?.aborted) break;
    try {
      results.push(await syncCategory(target, deps));
    } catch (error) {
      deps.logger.warn(
        { err: error, categoryId: target.categoryId, category: target.categoryName },
        'partner catalog sync failed for category',
      );
      results.push({
        categoryId: target.categoryId,
        sourceSystem: null,
        vendorsSaved: 0,
        vendorsFailed: 0,
        vendorsClosed: 0,
        error: (error as Error).message,
      });
    }
  }
  return results;
}

async function syncCategory(
  target: CatalogSyncTarget,
  deps: SyncPartnerCatalogDeps,
): Promise<CategorySyncResult> {
  const { partner, store, logger, signal } = deps;
  const catalog = target.catalog ? await partner.fetchCatalog(target.catalog, signal) : null;
  const sourceSystem = resolveSourceSystem(target, catalog?.sourceSystem);
  const rawCategoryIds = [
    ...new Set(
      target.rawCategories
        .filter((mapping) => mapping.sourceSystem === null || mapping.sourceSystem === sourceSystem)
        .map((mapping) => mapping.rawCategoryId),
    ),
  ];

  // Without any mapping the vendor URL's whole list belongs to this category; mappings that all
  // name another partner select none of this one's vendors.
  const listed = new Map<string, PartnerVendor>();
  for (const rawCategoryId of target.rawCategories.length > 0 ? rawCategoryIds : [undefined]) {
    for (const vendor of await partner.fetchVendors(target.vendor, rawCategoryId, signal)) {
      if (!listed.has(vendor.id)) listed.set(vendor.id, vendor);
    }
  }

  let vendorsSaved = 0;
  let vendorsFailed = 0;
  for (const vendor of listed.values()) {
    if (signal?.aborted) break;
    try {
      // Fetched before the transaction opens: no transaction waits on the network.
      const menu = await partner.fetchMenu(target.vendor, vendor.id, signal);
      await store.saveExternalVendor({
        categoryId: target.categoryId,
        sourceSystem,
        vendor: toExternalVendor(vendor),
        menu: toExternalMenu(menu),
      });
      vendorsSaved += 1;
    } catch (error) {
      vendorsFailed += 1;
      logger.warn(
        { err: error, categoryId: target.categoryId, externalId: vendor.id },
        'partner vendor sync failed',
      );
    }
  }

  // Only a complete listing can say a vendor is gone.
  const vendorsClosed = signal?.aborted
    ? 0
    : await store.closeVendorsMissingFrom(target.categoryId, sourceSystem, [...listed.keys()]);
  logger.info(
    { categoryId: target.categoryId, sourceSystem, vendorsSaved, vendorsFailed, vendorsClosed },
    'partner catalog synchronised',
  );
  return {
    categoryId: target.categoryId,
    sourceSystem,
    vendorsSaved,
    vendorsFailed,
    vendorsClosed,
    error: null,
  };
}
