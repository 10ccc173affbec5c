import type { CreateStoreRequest } from '@marketplace/contracts';

/** The store a new local vendor is: what an approved application to sell becomes (issue 24). */
export interface StoreRepository {
  /**
   * Creates an open local vendor from the application, serving exactly its communities (an explicit
   * list, no radius), with its coverage, in one transaction; or, when the application already made
   * one, finds that one (`created: false`), so the auth service may ask again after any failure.
   * Throws StoreReferenceNotFoundError when the category or a community does not exist.
   */
  createForApplication(store: CreateStoreRequest): Promise<{ storeId: number; created: boolean }>;
}
