import {
  MENU_ITEM_CATEGORY_LABELS,
  type PartnerMenuItemCategory,
  type StoreMenuItem,
} from '@marketplace/contracts';

/** The menu as the screen lists it: the items whose name has the search, grouped by their category. */
export interface MenuGroup {
  category: PartnerMenuItemCategory;
  label: string;
  items: StoreMenuItem[];
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** Whether the item's name has the search in it, ignoring case and extra spaces; an empty search has all. */
export function matchesSearch(item: Pick<StoreMenuItem, 'name'>, search: string): boolean {
  const wanted = normalised(search);
  return wanted === '' || normalised(item.name).includes(wanted);
}

/**
 * The items that match, by category, the categories in the order the menu first names them and the
 * items in menu order within each (the server's order).
 */
export function menuGroups(items: readonly StoreMenuItem[], search: string): MenuGroup[] {
  const groups = new Map<PartnerMenuItemCategory, MenuGroup>();
  for (const item of items) {
    if (!matchesSearch(item, search)) continue;
    let group = groups.get(item.category);
    if (group === undefined) {
      group = { category: item.category, label: MENU_ITEM_CATEGORY_LABELS[item.category], items: [] };
      groups.set(item.category, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** An item with one field changed, in the list it came from (the cached menu), or the list itself. */
export function withItem(
  items: readonly StoreMenuItem[],
  itemId: number,
  change: (item: StoreMenuItem) => StoreMenuItem,
): StoreMenuItem[] {
  return items.map((item) => (item.id === itemId ? change(item) : item));
}

/** The menu with the server's answer for an item: in its place, or last when it is new. */
export function putItem(items: readonly StoreMenuItem[], answer: StoreMenuItem): StoreMenuItem[] {
  return items.some((item) => item.id === answer.id)
    ? withItem(items, answer.id, () => answer)
    : [...items, answer];
}
