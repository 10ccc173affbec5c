import { PartnerMenuItemCategorySchema } from '@marketplace/contracts';
import type { ListedVendor, MenuItemRecord, VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import type { CatalogPrisma } from './catalog-database';
import type { MenuItem as MenuItemRow, Prisma } from './generated/client';
import { decimalToNumber } from './prisma-decimal';

const vendorWithCategory = { category: { select: { name: true } } } satisfies Prisma.VendorInclude;
type VendorRow = Prisma.VendorGetPayload<{ include: typeof vendorWithCategory }>;
const bestRated = [
  { rating: { sort: 'desc', nulls: 'last' } },
  { name: 'asc' },
  { id: 'asc' },
] satisfies Prisma.VendorOrderByWithRelationInput[];

export class PrismaVendorRepository implements VendorRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  listByCategory(categoryId: number, communityId: number | null): Promise<ListedVendor[]> {
    return this.list({ categoryId }, communityId);
  }

  listAll(communityId: number | null): Promise<ListedVendor[]> {
    return this.list({}, communityId);
  }

  private async list(where: Prisma.VendorWhereInput, communityId: number | null): Promise<ListedVendor[]> {
    if (communityId === null) {
      const rows = await this.prisma.vendor.findMany({
        where,
        include: vendorWithCategory,
        orderBy: bestRated,
      });
      return rows.map((row) => ({ ...toVendorRecord(row), communityDistanceKm: null }));
    }
    const rows = await this.prisma.vendor.findMany({
      where: { ...where, coverage: { some: { communityId } } },
      include: { ...vendorWithCategory, coverage: { where: { communityId }, select: { distanceKm: true } } },
      orderBy: bestRated,
    });
    return rows.map((row) => ({
      ...toVendorRecord(row),
      communityDistanceKm: decimalToNumber(row.coverage[0]?.distanceKm ?? null),
    }));
  }

  async findById(id: number): Promise<VendorRecord | null> {
    const row = await this.prisma.vendor.findUnique({ where: { id }, include: vendorWithCategory });
    return row ? toVendorRecord(row) : null;
  }

  async listMenu(vendorId: number): Promise<MenuItemRecord[]> {
    const rows = await this.prisma.menuItem.findMany({
      where: { vendorId },
      orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toMenuItemRecord);
  }
}

function toVendorRecord(row: VendorRow): VendorRecord {
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.category.name,
    communityId: row.communityId,
    name: row.name,
    description: row.description,
    images: row.images,
    deliveryTime: row.deliveryTime,
    deliveryFeePaise: row.deliveryFeePaise,
    isOpen: row.isOpen,
    address: row.address,
    phone: row.phone,
    distance: row.distance,
    serviceCost: row.serviceCost,
    isExternalSource: row.isExternalSource,
    externalId: row.externalId,
    sourceSystem: row.sourceSystem,
    services: row.services,
    latitude: decimalToNumber(row.latitude),
    longitude: decimalToNumber(row.longitude),
    rating: decimalToNumber(row.rating),
    totalReviews: row.totalReviews,
  };
}

function toMenuItemRecord(row: MenuItemRow): MenuItemRecord {
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    category: PartnerMenuItemCategorySchema.parse(row.category),
    isAvailable: row.isAvailable,
    externalMenuId: row.externalMenuId,
  };
}
