/** The catalog names category icons after the lucide set; the grid draws the common ones as emoji. */
const ICONS: Readonly<Record<string, string>> = {
  utensils: '🍽️',
  'chef-hat': '🍳',
  pizza: '🍕',
  coffee: '☕',
  scissors: '✂️',
  sparkles: '💅',
  'shopping-basket': '🧺',
  'shopping-cart': '🛒',
  store: '🏪',
  apple: '🍎',
  home: '🏠',
  house: '🏠',
  wrench: '🔧',
  hammer: '🔨',
  car: '🚗',
  shirt: '👕',
  pill: '💊',
  'paw-print': '🐾',
  'book-open': '📚',
  dumbbell: '🏋️',
};

/** The tile's picture: the icon's emoji, else the name's first letter. */
export function categoryGlyph(icon: string | null, name: string): string {
  return (icon !== null ? ICONS[icon] : undefined) ?? (name.trim().charAt(0).toUpperCase() || '?');
}
