import type { CategoryConfigFields, CategoryConfigRecord } from './category-config';

/** The category configs as the back-office manages them (admin spec 2, Category Management). */
export interface CategoryConfigRepository {
  /** Every category, visible or not, by display order then creation. */
  list(): Promise<CategoryConfigRecord[]>;
  /** Whether a category other than `exceptId` has this name, ignoring case. */
  isNameTaken(name: string, exceptId?: number): Promise<boolean>;
  /**
   * Writes the category, its sources and its billing in one transaction. A name another save took
   * meanwhile throws CategoryNameTakenError.
   */
  create(fields: CategoryConfigFields): Promise<CategoryConfigRecord>;
  /** As create, for an existing category; null for an unknown id. */
  update(id: number, fields: CategoryConfigFields): Promise<CategoryConfigRecord | null>;
  /**
   * Runs `work` in one transaction holding the category's row locked, so no vendor or raw category
   * mapping can join it meanwhile; `work` gets null for an unknown id. A throw rolls everything back.
   */
  withCategoryLocked<T>(id: number, work: (category: LockedCategoryConfig | null) => Promise<T>): Promise<T>;
}

/** A category inside withCategoryLocked's transaction. */
export interface LockedCategoryConfig {
  /** Its vendors (open or not) and the raw category mappings (active or not) grouped under it. */
  countUsers(): Promise<{ vendors: number; mappings: number }>;
  /** Deletes it with its subcategories, partner sources and billing. */
  delete(): Promise<void>;
}
