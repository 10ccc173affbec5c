import { CATEGORY_ADMIN_MESSAGES } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { RawCategoryDeps } from './create-raw-category';

/** DELETE /api/admin/raw-categories/{id}: the partner catalog sync's next run goes without it. */
export async function deleteRawCategory(deps: RawCategoryDeps, id: number): Promise<void> {
  if (!(await deps.rawCategories.delete(id)))
    throw new NotFoundError(CATEGORY_ADMIN_MESSAGES.rawCategoryNotFound);
}
