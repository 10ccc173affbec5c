import type { CategoryBillingRecord, CategoryListing, CategoryRecord, PartnerEndpoints } from './category';

export interface CategoryRepository {
  /**
   * Every category, visible or not, by display order then creation; vendorCount counts the vendors
   * serving `communityId`, or all of them when it is null.
   */
  listCategories(communityId: number | null): Promise<CategoryListing[]>;
  findCategory(id: number): Promise<CategoryRecord | null>;
  /** Null when the category has no billing config (or does not exist). */
  findBilling(categoryId: number): Promise<CategoryBillingRecord | null>;
  findPartnerEndpoints(categoryId: number): Promise<PartnerEndpoints>;
}
