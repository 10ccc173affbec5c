import type { AdminCommunitiesQuery, CommunityStatus } from '@marketplace/contracts';
import type { AdminCommunityRecord, CommunityFields } from './community';

/** Communities as the back-office manages them: every status, and writes that keep coverage right. */
export interface CommunityRepository {
  /**
   * By name. Each filter is optional: the name contains `search`, the city is any of `city` and the
   * state any of `state` (all case-insensitive), the pincode starts with `pincode`, the status is
   * `status` (every status without it).
   */
  list(filter: AdminCommunitiesQuery): Promise<AdminCommunityRecord[]>;
  find(id: number): Promise<AdminCommunityRecord | null>;
  /** Stores it and decides which vendors serve it (coverage, business count) in one transaction. */
  create(fields: CommunityFields): Promise<AdminCommunityRecord>;
  /** As create, for an existing community (it may have moved); null for an unknown id. */
  update(id: number, fields: CommunityFields): Promise<AdminCommunityRecord | null>;
  /** Null for an unknown id. */
  setStatus(id: number, status: CommunityStatus): Promise<AdminCommunityRecord | null>;
  /**
   * Runs `work` in one transaction holding the community's row locked, so no vendor can be placed
   * in it or list it meanwhile; `work` gets null for an unknown id. A throw rolls everything back.
   */
  withCommunityLocked<T>(id: number, work: (community: LockedCommunity | null) => Promise<T>): Promise<T>;
}

/** A community inside withCommunityLocked's transaction. */
export interface LockedCommunity {
  /** Vendors based in it or listing it among the communities they serve, each counted once. */
  countVendors(): Promise<number>;
  /** Deletes it with the coverage rows derived from it. */
  delete(): Promise<void>;
}
