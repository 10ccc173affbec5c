import { PLACEHOLDER_CATEGORIES, itemPlaceholder } from './item-placeholder';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('menu item placeholder', () => {
  it('gives every category its own colour', () => {
    const colours = PLACEHOLDER_CATEGORIES.map((category) => itemPlaceholder('Item', category).background);
    expect(new Set(colours).size).toBe(PLACEHOLDER_CATEGORIES.length);
  });

  it('shows the capitalised first letter of the name', () => {
    expect(itemPlaceholder('  holige', 'dessert').letter).toBe('H');
    expect(itemPlaceholder('', 'dessert').letter).toBe('?');
  });

  it('uses the default colour for a category it does not know', () => {
    expect(itemPlaceholder('Tea', 'tiffin').background).toBe(itemPlaceholder('Tea', 'default').background);
  });

  it('keeps the letter readable on every colour (WCAG AA)', () => {
    for (const category of PLACEHOLDER_CATEGORIES) {
      const { background, color } = itemPlaceholder('Item', category);
      expect(contrast(background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
