import { paiseToRupees, type Store, type StoreMenuItem } from '@marketplace/contracts';
import type { MemberStore } from '../app/queries/get-member-store';
import type { MenuItemRecord } from '../domain/vendor';

/** A store as its members see it (GET/PATCH /api/vendor/stores/{id} and its hours and pause calls). */
export function toStoreResponse({ store, role, openState }: MemberStore): Store {
  return {
    id: store.id,
    name: store.name,
    description: store.description,
    phone: store.phone,
    address: store.address,
    categoryId: store.categoryId,
    categoryName: store.categoryName,
    deliveryTime: store.deliveryTime,
    deliveryFee: paiseToRupees(store.deliveryFeePaise),
    communityIds: store.communityIds,
    photoUrl: store.images[0] ?? null,
    status: store.status,
    suspendedReason: store.suspendedReason,
    openState: {
      isOpen: openState.isOpen,
      source: openState.source,
      changesAt: openState.changesAt?.toISOString() ?? null,
    },
    pausedUntil: openState.source === 'paused' ? (store.pausedUntil?.toISOString() ?? null) : null,
    hours: store.hours,
    role,
  };
}

export function toStoreMenuItemResponse(item: MenuItemRecord): StoreMenuItem {
  return {
    id: item.id,
    storeId: item.vendorId,
    name: item.name,
    description: item.description,
    price: paiseToRupees(item.pricePaise),
    category: item.category,
    isVeg: item.isVeg,
    isAvailable: item.isAvailable,
    updatedAt: item.updatedAt.toISOString(),
  };
}
