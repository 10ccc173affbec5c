import { CATEGORY_ADMIN_MESSAGES, type RawCategoryForm } from '@marketplace/contracts';
import { NotFoundError } from '../../domain/errors';
import type { RawCategoryRecord } from '../../domain/raw-category';
import type { RawCategoryDeps } from './create-raw-category';

/** PUT /api/admin/raw-categories/{id}: the whole form again. */
export async function updateRawCategory(
  deps: RawCategoryDeps,
  input: { id: number; form: RawCategoryForm },
): Promise<RawCategoryRecord> {
  const updated = await deps.rawCategories.update(input.id, input.form);
  if (!updated) throw new NotFoundError(CATEGORY_ADMIN_MESSAGES.rawCategoryNotFound);
  return updated;
}
