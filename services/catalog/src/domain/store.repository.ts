import type { CreateStoreRequest, StoreStatus, VendorKind } from '@marketplace/contracts';
import type { StoreRecord, StoreWrite } from './store';

/** A vendor as the back-office's Vendors tab lists it, before its members and figures are added. */
export interface AdminVendorRecord {
  id: number;
  name: string;
  categoryName: string;
  kind: VendorKind;
  status: StoreStatus;
  suspendedReason: string | null;
  isOpen: boolean;
  rating: number | null;
  totalReviews: number;
}

export interface AdminVendorFilter {
  search?: string;
  status?: StoreStatus;
  kind?: VendorKind;
  offset: number;
  limit: number;
}

/**
 * The stores vendors run (issue 24 made them from applications; issue 25 lets their members run
 * them). Every write moves the catalog's read generation in its transaction, so each replica's read
 * cache drops what it kept of the store.
 */
export interface StoreRepository {
  /**
   * Creates an open local vendor from the application, serving exactly its communities (an explicit
   * list, no radius), with its coverage, in one transaction; or, when the application already made
   * one, finds that one (`created: false`), so the auth service may ask again after any failure.
   * Throws StoreReferenceNotFoundError when the category or a community does not exist.
   */
  createForApplication(store: CreateStoreRequest): Promise<{ storeId: number; created: boolean }>;
  find(storeId: number): Promise<StoreRecord | null>;
  /**
   * In one transaction, under the store's row lock: reads the store, asks `decide` what to write (it
   * may throw to refuse), writes it (with the coverage when the communities or the status change)
   * and answers the store as it is then. Null when there is no such store. Throws
   * StoreReferenceNotFoundError when the new communities are not all active ones.
   */
  change(storeId: number, decide: (store: StoreRecord) => StoreWrite): Promise<StoreRecord | null>;
  /**
   * The stores whose open state may have changed on its own by `now` (next_change_at has come), up
   * to `limit`, each settled by `settle` under its lock; rows another replica holds are skipped.
   * Answers the ids whose open state changed.
   */
  settleDue(now: Date, limit: number, settle: (store: StoreRecord) => StoreWrite): Promise<number[]>;
  /** A page of vendors for the back-office, by name, and how many match in all. */
  listForAdmin(filter: AdminVendorFilter): Promise<{ vendors: AdminVendorRecord[]; total: number }>;
}
