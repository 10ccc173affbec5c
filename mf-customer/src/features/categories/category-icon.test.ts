import { categoryIconName } from './category-icon';

describe('category tile icon', () => {
  it.each([
    ['utensils', 'utensils'],
    ['scissors', 'scissors'],
    ['shopping-basket', 'shopping-basket'],
    ['store', 'store'],
    ['wrench', 'wrench'],
    ['car', 'car'],
  ])('draws the catalog icon %s as %s', (catalogIcon, drawn) => {
    expect(categoryIconName(catalogIcon)).toBe(drawn);
  });

  it('draws a close relative for lucide names without a drawing of their own', () => {
    expect(categoryIconName('pizza')).toBe('utensils');
    expect(categoryIconName('hammer')).toBe('wrench');
  });

  it('falls back to a storefront for an unknown or missing icon', () => {
    expect(categoryIconName('rocket')).toBe('store');
    expect(categoryIconName('')).toBe('store');
    expect(categoryIconName(null)).toBe('store');
  });

  it('does not treat object properties as icon names', () => {
    expect(categoryIconName('toString')).toBe('store');
    expect(categoryIconName('__proto__')).toBe('store');
  });
});
