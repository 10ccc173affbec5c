import type { PartnerMenuItemCategory } from '@marketplace/contracts';
import type { MenuItemRecord } from './vendor';

/** A menu item as its store's owner writes it; money in paise. */
export interface MenuItemFields {
  name: string;
  description: string | null;
  pricePaise: number;
  category: PartnerMenuItemCategory;
  isVeg: boolean;
  isAvailable: boolean;
}

/**
 * A store's menu as its members keep it (issue 25). Names are unique within a store, ignoring case:
 * every write that names an item checks it under the store's row lock, so two owners adding
 * "Idli" at once make one item.
 */
export interface StoreMenuRepository {
  /** The store's items in menu order, or those whose name contains `search` (ignoring case). */
  list(storeId: number, search?: string): Promise<MenuItemRecord[]>;
  find(itemId: number): Promise<MenuItemRecord | null>;
  /** Adds the item at the end of the menu. Throws DuplicateMenuItemError, or MenuFullError past `maxItems`. */
  add(storeId: number, item: MenuItemFields, maxItems: number): Promise<MenuItemRecord>;
  /** Changes the fields given; null when the item is gone. Throws DuplicateMenuItemError. */
  update(itemId: number, change: Partial<MenuItemFields>): Promise<MenuItemRecord | null>;
  /** False when the item was gone already. Past orders keep their own copy of its name and price. */
  remove(itemId: number): Promise<boolean>;
}
