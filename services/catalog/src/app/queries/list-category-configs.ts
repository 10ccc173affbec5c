import type { CategoryConfigRecord } from '../../domain/category-config';
import type { CategoryConfigRepository } from '../../domain/category-config.repository';

/** GET /api/admin/category-configs: hidden categories too, by display order then creation. */
export function listCategoryConfigs(deps: {
  categoryConfigs: CategoryConfigRepository;
}): Promise<CategoryConfigRecord[]> {
  return deps.categoryConfigs.list();
}
