import {
  STORE_MESSAGES,
  rupeesToPaise,
  type MenuItemUpdateRequest,
  type StoreMembership,
} from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { requireOwner, requireOwnMenu } from '../../domain/store';
import type { MenuItemRecord } from '../../domain/vendor';
import type { MenuWriteDeps } from './add-menu-item';
import { memberItem } from './member-menu-item';

/**
 * PATCH /api/vendor/menu-items/{id}: the availability switch alone is any member's (the counter
 * runs out of idli); anything else, the price above all, is the owner's. A new price applies to
 * carts filled from now on; a cart priced before is refused at checkout as prices changed.
 */
export async function updateMenuItem(
  deps: MenuWriteDeps,
  input: { memberships: readonly StoreMembership[]; itemId: number; request: MenuItemUpdateRequest },
): Promise<MenuItemRecord> {
  const { item, role, store } = await memberItem(deps, input);
  const { price, ...fields } = input.request;
  const onlyAvailability = Object.keys(input.request).every((field) => field === 'isAvailable');
  if (!onlyAvailability) requireOwner(role);
  requireOwnMenu(store);
  const updated = await deps.storeMenus.update(item.id, {
    ...fields,
    ...(price !== undefined && { pricePaise: rupeesToPaise(price) }),
  });
  if (!updated) throw new NotFoundError(STORE_MESSAGES.itemNotFound);
  return updated;
}
