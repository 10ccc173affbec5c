import { CategoryConfigRequestSchema } from '@marketplace/contracts';
import { CategoryNameTakenError } from '../../domain/errors';
import { freeCategoryConfigFields } from './category-config-fields';

describe('a category config form whose name must be free', () => {
  it('refuses a name another category has, asking about every category but the one saved', async () => {
    const asked: [string, number | undefined][] = [];
    const configs = {
      isNameTaken: async (name: string, exceptId?: number) => {
        asked.push([name, exceptId]);
        return name === 'Grocery';
      },
    };
    const form = (name: string) => CategoryConfigRequestSchema.parse({ groupedCategory: name });
    await expect(freeCategoryConfigFields(configs, form('Grocery'), 3)).rejects.toBeInstanceOf(
      CategoryNameTakenError,
    );
    await expect(freeCategoryConfigFields(configs, form('Bakery'))).resolves.toMatchObject({
      name: 'Bakery',
    });
    expect(asked).toEqual([
      ['Grocery', 3],
      ['Bakery', undefined],
    ]);
  });
});
