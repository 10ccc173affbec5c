import { STORE_MESSAGES, storeRoleOf, type StoreMembership, type StoreRole } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { StoreRecord } from '../../domain/store';
import type { MenuItemRecord } from '../../domain/vendor';
import type { MenuWriteDeps } from './add-menu-item';

/**
 * A menu item of one of the caller's stores, with their role there and the store. An item of
 * another store is not found, as an item that does not exist.
 */
export async function memberItem(
  deps: MenuWriteDeps,
  { memberships, itemId }: { memberships: readonly StoreMembership[]; itemId: number },
): Promise<{ item: MenuItemRecord; role: StoreRole; store: StoreRecord }> {
  const item = await deps.storeMenus.find(itemId);
  const role = item ? storeRoleOf(memberships, item.vendorId) : null;
  if (!item || role === null) throw new NotFoundError(STORE_MESSAGES.itemNotFound);
  const store = await deps.stores.find(item.vendorId);
  if (!store) throw new NotFoundError(STORE_MESSAGES.itemNotFound);
  return { item, role, store };
}
