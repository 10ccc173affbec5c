import type { PartnerEndpoint } from '@marketplace/contracts';
import type { ExternalMenuItemData, ExternalVendorData } from './external-vendor';

/** A partner's raw category mapped to a grouped category (admin spec 3, raw category mapping). */
export interface MappedRawCategory {
  rawCategoryId: string;
  sourceSystem: string | null;
}

/** A category whose vendors come from a partner: has_catalog and a vendor URL. */
export interface CatalogSyncTarget {
  categoryId: number;
  categoryName: string;
  catalog: PartnerEndpoint | null;
  vendor: PartnerEndpoint;
  /** Active mappings with a raw category id. */
  rawCategories: MappedRawCategory[];
}

export interface SaveExternalVendorInput {
  categoryId: number;
  sourceSystem: string;
  vendor: ExternalVendorData;
  menu: ExternalMenuItemData[];
}

export interface ExternalCatalogRepository {
  listSyncTargets(): Promise<CatalogSyncTarget[]>;
  /**
   * Inserts or updates the vendor (by source system and external id) and its menu items (by
   * external menu id) in one transaction; items the partner no longer lists become unavailable.
   * Fields the partner does not send (community, distance, services) are left as they are, and so
   * are rating and review count once the vendor exists (residents' reviews here set them). The
   * communities the vendor serves are recomputed in the same transaction.
   */
  saveExternalVendor(input: SaveExternalVendorInput): Promise<{ vendorId: number; created: boolean }>;
  /** Closes the category's vendors of this source system that the partner no longer lists. */
  closeVendorsMissingFrom(
    categoryId: number,
    sourceSystem: string,
    listedExternalIds: string[],
  ): Promise<number>;
}
