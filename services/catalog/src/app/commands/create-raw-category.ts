import type { RawCategoryForm } from '@marketplace/contracts';
import type { RawCategoryRecord } from '../../domain/raw-category';
import type { RawCategoryRepository } from '../../domain/raw-category.repository';

export interface RawCategoryDeps {
  rawCategories: RawCategoryRepository;
}

/** POST /api/admin/raw-categories: the partner catalog sync queries the new raw category id on its next run. */
export function createRawCategory(deps: RawCategoryDeps, form: RawCategoryForm): Promise<RawCategoryRecord> {
  return deps.rawCategories.create(form);
}
