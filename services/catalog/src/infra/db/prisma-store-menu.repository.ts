import { DuplicateMenuItemError, MenuFullError } from '../../domain/errors';
import type { MenuItemFields, StoreMenuRepository } from '../../domain/store-menu.repository';
import type { MenuItemRecord } from '../../domain/vendor';
import type { CatalogPrisma } from './catalog-database';
import type { Prisma } from './generated/client';
import { toMenuItemRecord } from './menu-item-rows';
import { lockStoreRow } from './store-row-lock';

type Tx = Prisma.TransactionClient;

export class PrismaStoreMenuRepository implements StoreMenuRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(storeId: number, search?: string): Promise<MenuItemRecord[]> {
    const rows = await this.prisma.menuItem.findMany({
      where: { vendorId: storeId },
      orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
    });
    // A menu is a few hundred items at most: matched here, where '%' and '_' are only letters.
    const needle = search?.toLocaleLowerCase('en-IN');
    return rows
      .filter((row) => !needle || row.name.toLocaleLowerCase('en-IN').includes(needle))
      .map(toMenuItemRecord);
  }

  async find(itemId: number): Promise<MenuItemRecord | null> {
    const row = await this.prisma.menuItem.findUnique({ where: { id: itemId } });
    return row ? toMenuItemRecord(row) : null;
  }

  add(storeId: number, item: MenuItemFields, maxItems: number): Promise<MenuItemRecord> {
    return this.prisma.$transaction(async (tx) => {
      await lockStoreRow(tx, storeId);
      await refuseDuplicateName(tx, storeId, item.name, null);
      const { count, last } = await tx.menuItem
        .aggregate({ where: { vendorId: storeId }, _count: true, _max: { displayOrder: true } })
        .then((result) => ({ count: result._count, last: result._max.displayOrder }));
      if (count >= maxItems) throw new MenuFullError();
      const row = await tx.menuItem.create({
        data: { ...item, vendorId: storeId, displayOrder: (last ?? 0) + 1 },
      });
      return toMenuItemRecord(row);
    });
  }

  update(itemId: number, change: Partial<MenuItemFields>): Promise<MenuItemRecord | null> {
    return this.prisma.$transaction(async (tx) => {
      const current = await tx.menuItem.findUnique({ where: { id: itemId }, select: { vendorId: true } });
      if (!current) return null;
      await lockStoreRow(tx, current.vendorId);
      if (change.name !== undefined) await refuseDuplicateName(tx, current.vendorId, change.name, itemId);
      const rows = await tx.menuItem.updateManyAndReturn({
        where: { id: itemId },
        data: { ...change, updatedAt: new Date() },
      });
      return rows[0] ? toMenuItemRecord(rows[0]) : null;
    });
  }

  async remove(itemId: number): Promise<boolean> {
    const { count } = await this.prisma.menuItem.deleteMany({ where: { id: itemId } });
    return count > 0;
  }
}

async function refuseDuplicateName(
  tx: Tx,
  storeId: number,
  name: string,
  exceptItemId: number | null,
): Promise<void> {
  const items = await tx.menuItem.findMany({
    where: { vendorId: storeId },
    select: { id: true, name: true },
  });
  const wanted = name.toLocaleLowerCase('en-IN');
  const same = items.find(
    (item) => item.id !== exceptItemId && item.name.toLocaleLowerCase('en-IN') === wanted,
  );
  if (same) throw new DuplicateMenuItemError(same.name);
}
