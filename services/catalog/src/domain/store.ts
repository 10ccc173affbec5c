import {
  STORE_MESSAGES,
  storeRoleOf,
  type StoreMembership,
  type StoreRole,
  type StoreStanding,
  type StoreStatus,
  type WeeklyHours,
} from '@marketplace/contracts';
import { NotFoundError, StoreChangeRefusedError } from './errors';
import type { ScheduleState, StoreSchedule } from './store-hours';

/**
 * A store as its members manage it (issue 25): a vendor of the catalog, local or a partner's, with
 * its profile, its open state and where that comes from, and the communities it delivers to.
 */
export interface StoreRecord {
  id: number;
  name: string;
  description: string | null;
  phone: string | null;
  address: string | null;
  categoryId: number;
  categoryName: string;
  deliveryTime: string;
  deliveryFeePaise: number;
  /** The communities it serves by its own list (a local store's), by id. */
  communityIds: number[];
  images: string[];
  isExternalSource: boolean;
  status: StoreStatus;
  suspendedReason: string | null;
  isOpen: boolean;
  hours: WeeklyHours | null;
  switchOpen: boolean | null;
  switchUntil: Date | null;
  pausedUntil: Date | null;
  nextChangeAt: Date | null;
}

export function scheduleOf(store: StoreRecord): StoreSchedule {
  return {
    status: store.status,
    hours: store.hours,
    switchOpen: store.switchOpen,
    switchUntil: store.switchUntil,
    pausedUntil: store.pausedUntil,
    isOpen: store.isOpen,
  };
}

/** A store's profile as its owner may change it; absent fields stay as they are. */
export interface StoreProfileChange {
  name?: string;
  description?: string | null;
  phone?: string;
  address?: string;
  deliveryTime?: string;
  deliveryFeePaise?: number;
  /** Replaces the store's own list of communities; the store then serves exactly these. */
  communityIds?: number[];
  /** The photo's URL (one of ours), or null to have none. */
  photoUrl?: string | null;
}

/** What one write of a store changes, decided by a use case from the store as it is under its lock. */
export interface StoreWrite {
  profile?: StoreProfileChange;
  /** The hours to keep, when they change (null: none). */
  hours?: WeeklyHours | null;
  schedule?: ScheduleState;
  status?: { status: StoreStatus; reason: string | null };
}

/**
 * The caller's role in the store, for a store they are a member of. Another store is not found, not
 * forbidden, so store ids cannot be probed.
 */
export function memberRole(stores: readonly StoreMembership[], storeId: number): StoreRole {
  const role = storeRoleOf(stores, storeId);
  if (role === null) throw new NotFoundError(STORE_MESSAGES.storeNotFound);
  return role;
}

/** What only the owner may do: the profile, the hours and the menu. */
export function requireOwner(role: StoreRole): void {
  if (role !== 'owner') throw new StoreChangeRefusedError('ownerOnly');
}

/** A suspended store stays closed; its members may read it, and change what residents will see later. */
export function refuseOpeningSuspended(store: StoreRecord, opening: boolean): void {
  if (opening && store.status === 'suspended') throw new StoreChangeRefusedError('suspended');
}

/** A partner's menu comes from the partner's system (synchronised): nobody edits it here. */
export function requireOwnMenu(store: Pick<StoreRecord, 'isExternalSource'>): void {
  if (store.isExternalSource) throw new StoreChangeRefusedError('partnerMenu');
}

/** Whether the store may have members (a local one) and take orders (an active one). */
export function standingOf(store: StoreRecord): StoreStanding {
  return {
    storeId: store.id,
    name: store.name,
    kind: store.isExternalSource ? 'partner' : 'local',
    status: store.status,
  };
}
