import type { StoreMembership } from '@marketplace/contracts';
import { memberRole } from '../../domain/store';
import type { StoreMenuRepository } from '../../domain/store-menu.repository';
import type { MenuItemRecord } from '../../domain/vendor';

/** GET /api/vendor/stores/{id}/menu-items: any member's, available or not, in menu order. */
export function listStoreMenu(
  deps: { storeMenus: Pick<StoreMenuRepository, 'list'> },
  input: { memberships: readonly StoreMembership[]; storeId: number; search?: string },
): Promise<MenuItemRecord[]> {
  memberRole(input.memberships, input.storeId);
  return deps.storeMenus.list(input.storeId, input.search);
}
