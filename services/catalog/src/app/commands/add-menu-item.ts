import {
  MENU_MAX_ITEMS,
  STORE_MESSAGES,
  rupeesToPaise,
  type MenuItemCreateRequest,
  type StoreMembership,
} from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { memberRole, requireOwner, requireOwnMenu } from '../../domain/store';
import type { StoreMenuRepository } from '../../domain/store-menu.repository';
import type { StoreRepository } from '../../domain/store.repository';
import type { MenuItemRecord } from '../../domain/vendor';

export interface MenuWriteDeps {
  stores: Pick<StoreRepository, 'find'>;
  storeMenus: StoreMenuRepository;
}

/** POST /api/vendor/stores/{id}/menu-items (the owner of a local store): at the end of the menu. */
export async function addMenuItem(
  deps: MenuWriteDeps,
  input: { memberships: readonly StoreMembership[]; storeId: number; request: MenuItemCreateRequest },
): Promise<MenuItemRecord> {
  requireOwner(memberRole(input.memberships, input.storeId));
  const store = await deps.stores.find(input.storeId);
  if (!store) throw new NotFoundError(STORE_MESSAGES.storeNotFound);
  requireOwnMenu(store);
  const { price, ...fields } = input.request;
  return deps.storeMenus.add(input.storeId, { ...fields, pricePaise: rupeesToPaise(price) }, MENU_MAX_ITEMS);
}
