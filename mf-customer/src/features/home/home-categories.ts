import { DEFAULT_CATEGORY_DISPLAY_ORDER, HOME_CATEGORY_LIMIT } from '@marketplace/contracts';

interface OrderableCategory {
  isOrderable: boolean;
  displayOrder?: number | null;
}

/**
 * Customer spec 2 and 9: the home grid shows the orderable categories by displayOrder (a missing
 * one sorts as 999, ties keep the server's order), at most eight of them.
 */
export function selectHomeCategories<Category extends OrderableCategory>(
  categories: readonly Category[],
): Category[] {
  const order = (category: Category) => category.displayOrder ?? DEFAULT_CATEGORY_DISPLAY_ORDER;
  return categories
    .filter((category) => category.isOrderable === true)
    .sort((a, b) => order(a) - order(b))
    .slice(0, HOME_CATEGORY_LIMIT);
}
