import type { IconName } from '@marketplace/ui';

/** The catalog names category icons after the lucide set; these are the ones the grid draws. */
const CATEGORY_ICONS: ReadonlyMap<string, IconName> = new Map([
  ['utensils', 'utensils'],
  ['chef-hat', 'utensils'],
  ['pizza', 'utensils'],
  ['coffee', 'utensils'],
  ['scissors', 'scissors'],
  ['shopping-basket', 'shopping-basket'],
  ['apple', 'shopping-basket'],
  ['shopping-cart', 'shopping-cart'],
  ['store', 'store'],
  ['home', 'home'],
  ['house', 'home'],
  ['wrench', 'wrench'],
  ['hammer', 'wrench'],
  ['car', 'car'],
]);

/** Every category is a kind of shop, so an icon the grid does not draw (or none at all) shows a storefront. */
const FALLBACK_ICON: IconName = 'store';

/** The tile's picture for the catalog's icon name. */
export function categoryIconName(icon: string | null): IconName {
  return (icon !== null ? CATEGORY_ICONS.get(icon) : undefined) ?? FALLBACK_ICON;
}
