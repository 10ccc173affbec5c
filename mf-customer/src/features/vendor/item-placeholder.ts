/** Customer spec 3: the menu item categories the letter placeholder tells apart. */
export const PLACEHOLDER_CATEGORIES = [
  'veg',
  'non_veg',
  'dessert',
  'beverage',
  'starter',
  'main_course',
  'snacks',
  'default',
] as const;
export type PlaceholderCategory = (typeof PLACEHOLDER_CATEGORIES)[number];

/**
 * One colour per category, each dark enough for the white letter on it to pass WCAG AA (4.5:1),
 * with veg green and non-veg red as on Indian menus.
 */
const PLACEHOLDER_COLOURS: Record<PlaceholderCategory, string> = {
  veg: '#15803d',
  non_veg: '#b91c1c',
  dessert: '#be185d',
  beverage: '#0369a1',
  starter: '#b45309',
  main_course: '#7c3aed',
  snacks: '#a16207',
  default: '#4b5563',
};

export interface ItemPlaceholder {
  letter: string;
  background: string;
  color: string;
}

/**
 * Spec 2 and 8: when no generated image is available, a menu item shows the first letter of its
 * name on its category's colour; an unknown category uses the default colour.
 */
export function itemPlaceholder(name: string, category: string): ItemPlaceholder {
  const key = (PLACEHOLDER_CATEGORIES as readonly string[]).includes(category)
    ? (category as PlaceholderCategory)
    : 'default';
  const letter = name.trim().charAt(0).toLocaleUpperCase();
  return { letter: letter === '' ? '?' : letter, background: PLACEHOLDER_COLOURS[key], color: '#ffffff' };
}
