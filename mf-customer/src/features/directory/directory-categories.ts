import { DIRECTORY_SUBCATEGORY_CHIPS } from '@marketplace/contracts';

interface DirectoryCategory {
  name: string;
  isActive: boolean;
  subcategories: readonly string[];
}

const normalised = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Customer spec 2, Categories list: only active categories, in the server's order, and with a
 * search only those whose name or one of whose subcategory names contains it (case ignored).
 */
export function filterDirectoryCategories<Category extends DirectoryCategory>(
  categories: readonly Category[],
  search: string,
): Category[] {
  const query = normalised(search);
  return categories.filter(
    (category) =>
      category.isActive &&
      (query === '' ||
        normalised(category.name).includes(query) ||
        category.subcategories.some((subcategory) => normalised(subcategory).includes(query))),
  );
}

/** Spec 2: up to three subcategory chips, and how many more there are ('+N more' when N > 0). */
export function subcategoryChips(subcategories: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: subcategories.slice(0, DIRECTORY_SUBCATEGORY_CHIPS),
    more: Math.max(0, subcategories.length - DIRECTORY_SUBCATEGORY_CHIPS),
  };
}
