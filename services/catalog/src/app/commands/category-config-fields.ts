import type { CategoryConfigForm } from '@marketplace/contracts';
import { categoryConfigFieldsOf, type CategoryConfigFields } from '../../domain/category-config';
import type { CategoryConfigRepository } from '../../domain/category-config.repository';
import { CategoryNameTakenError } from '../../domain/errors';

/**
 * The form as the rows it writes, once its name is known to be free, ignoring case (of every
 * category but `exceptId`): two categories a resident cannot tell apart would split one business.
 */
export async function freeCategoryConfigFields(
  configs: Pick<CategoryConfigRepository, 'isNameTaken'>,
  form: CategoryConfigForm,
  exceptId?: number,
): Promise<CategoryConfigFields> {
  if (await configs.isNameTaken(form.groupedCategory, exceptId))
    throw new CategoryNameTakenError(form.groupedCategory);
  return categoryConfigFieldsOf(form);
}
