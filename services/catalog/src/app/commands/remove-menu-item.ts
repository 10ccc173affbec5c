import { STORE_MESSAGES, type StoreMembership } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import { requireOwner, requireOwnMenu } from '../../domain/store';
import type { MenuWriteDeps } from './add-menu-item';
import { memberItem } from './member-menu-item';

/** DELETE /api/vendor/menu-items/{id} (the owner): past orders keep their own copy of the item. */
export async function removeMenuItem(
  deps: MenuWriteDeps,
  input: { memberships: readonly StoreMembership[]; itemId: number },
): Promise<void> {
  const { item, role, store } = await memberItem(deps, input);
  requireOwner(role);
  requireOwnMenu(store);
  if (!(await deps.storeMenus.remove(item.id))) throw new NotFoundError(STORE_MESSAGES.itemNotFound);
}
