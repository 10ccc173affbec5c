import type { StoreMenuItem } from '@marketplace/contracts';
import { matchesSearch, menuGroups, putItem, withItem } from './menu-list';

let nextId = 1;
function item(
  name: string,
  category: StoreMenuItem['category'],
  extra: Partial<StoreMenuItem> = {},
): StoreMenuItem {
  return {
    id: nextId++,
    storeId: 3,
    name,
    description: null,
    price: 120,
    category,
    isVeg: true,
    isAvailable: true,
    updatedAt: '2026-11-28T10:00:00Z',
    ...extra,
  };
}

const MENU = [
  item('Masala Dosa', 'main_course'),
  item('Gobi 65', 'starter'),
  item('Rava Dosa', 'main_course'),
  item('Filter Coffee', 'beverage'),
];

describe('the menu as listed', () => {
  it('groups the items under readable category names, in the order the menu first names them', () => {
    expect(menuGroups(MENU, '').map((group) => [group.label, group.items.map((one) => one.name)])).toEqual([
      ['Main course', ['Masala Dosa', 'Rava Dosa']],
      ['Starters', ['Gobi 65']],
      ['Beverages', ['Filter Coffee']],
    ]);
  });

  it('keeps only the items whose name has the search, ignoring case and extra spaces', () => {
    expect(menuGroups(MENU, '  DOSA ').map((group) => group.items.map((one) => one.name))).toEqual([
      ['Masala Dosa', 'Rava Dosa'],
    ]);
    expect(matchesSearch({ name: 'Filter  Coffee' }, 'filter coffee')).toBe(true);
    expect(menuGroups(MENU, 'biryani')).toEqual([]);
  });
});

describe('the cached menu after a change', () => {
  it('changes one item in place, and puts the server’s answer where the item was or last', () => {
    const [dosa] = MENU;
    const changed = withItem(MENU, dosa!.id, (one) => ({ ...one, isAvailable: false }));
    expect(changed[0]!.isAvailable).toBe(false);
    expect(changed.slice(1)).toEqual(MENU.slice(1));
    const renamed = { ...dosa!, name: 'Ghee Masala Dosa' };
    expect(putItem(MENU, renamed)[0]).toBe(renamed);
    const added = item('Kesari Bath', 'dessert');
    expect(putItem(MENU, added)).toEqual([...MENU, added]);
  });
});
