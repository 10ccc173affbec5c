import type { CategoryConfigForm } from '@marketplace/contracts';
import type { CategoryConfigRecord } from '../../domain/category-config';
import type { CategoryConfigRepository } from '../../domain/category-config.repository';
import { freeCategoryConfigFields } from './category-config-fields';

export interface CategoryConfigDeps {
  categoryConfigs: CategoryConfigRepository;
}

/** POST /api/admin/category-configs: the category with its sources and billing, at once or not at all. */
export async function createCategoryConfig(
  deps: CategoryConfigDeps,
  form: CategoryConfigForm,
): Promise<CategoryConfigRecord> {
  return deps.categoryConfigs.create(await freeCategoryConfigFields(deps.categoryConfigs, form));
}
