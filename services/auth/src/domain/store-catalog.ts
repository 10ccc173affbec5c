import type { Category, CreateStoreRequest, StoreStanding } from '@marketplace/contracts';

/**
 * The catalog as vendor accounts need it: what a store is called, which categories a store may be
 * in, and making the store an approved application becomes. Reads throw
 * StoreCatalogUnavailableError when the catalog cannot say.
 */
export interface StoreCatalog {
  /** Null when the catalog has no vendor of that id. */
  findStoreName(storeId: number): Promise<string | null>;
  /** Whether the vendor is a local store and active (issue 25); null when the catalog has none of that id. */
  findStanding(storeId: number): Promise<StoreStanding | null>;
  /** Null when the catalog has no category of that id (hidden ones are found, with isActive false). */
  findCategory(categoryId: number): Promise<Category | null>;
  /**
   * The store's id: a new local vendor serving exactly the application's communities, or the one
   * this application already made (the catalog keys stores by applicationId), so asking twice is safe.
   */
  createStore(store: CreateStoreRequest): Promise<number>;
}

/** What a store is called on the vendor's screens when the catalog cannot name it. */
export const unnamedStore = (storeId: number) => `Store #${storeId}`;
