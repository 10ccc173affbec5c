import type { RawCategoryRecord } from '../../domain/raw-category';
import type { RawCategoryRepository } from '../../domain/raw-category.repository';

/** GET /api/admin/raw-categories: inactive and unmapped ones too. */
export function listRawCategories(deps: {
  rawCategories: RawCategoryRepository;
}): Promise<RawCategoryRecord[]> {
  return deps.rawCategories.list();
}
