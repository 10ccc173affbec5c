import { CATEGORY_ADMIN_MESSAGES } from '@marketplace/contracts';
import { CategoryConfigInUseError, NotFoundError } from '../../domain/errors';
import type { CategoryConfigDeps } from './create-category-config';

/**
 * DELETE /api/admin/category-configs/{id}: only a category no vendor and no raw category mapping
 * uses (hiding it is the way to retire one that still has them). Counted with the category locked,
 * so none can join it before it is gone.
 */
export async function deleteCategoryConfig(deps: CategoryConfigDeps, id: number): Promise<void> {
  await deps.categoryConfigs.withCategoryLocked(id, async (category) => {
    if (!category) throw new NotFoundError(CATEGORY_ADMIN_MESSAGES.categoryConfigNotFound);
    const { vendors, mappings } = await category.countUsers();
    if (vendors > 0 || mappings > 0) throw new CategoryConfigInUseError(vendors, mappings);
    await category.delete();
  });
}
