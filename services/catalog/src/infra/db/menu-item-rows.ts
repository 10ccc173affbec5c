import { PartnerMenuItemCategorySchema } from '@marketplace/contracts';
import type { MenuItemRecord } from '../../domain/vendor';

/** A menu item row as a query reads it: the category is TEXT (with a CHECK) until parsed. */
export type MenuItemRow = Omit<MenuItemRecord, 'category'> & { category: string };

/** A menu item row as the domain's record, whichever query read it. */
export function toMenuItemRecord(row: MenuItemRow): MenuItemRecord {
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    category: PartnerMenuItemCategorySchema.parse(row.category),
    isAvailable: row.isAvailable,
    externalMenuId: row.externalMenuId,
    isVeg: row.isVeg,
    updatedAt: row.updatedAt,
  };
}
