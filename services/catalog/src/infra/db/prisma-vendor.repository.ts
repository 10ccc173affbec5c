import { StoreStatusSchema } from '@marketplace/contracts';
import type { ListedVendor, MenuItemRecord, VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';
import type { CatalogPrisma } from './catalog-database';
import type { Prisma } from './generated/client';
import { decimalToNumber } from './prisma-decimal';
import { toMenuItemRecord, type MenuItemRow } from './menu-item-rows';
import { CATALOG_SCHEMA } from './schema';
import { weeklyHoursOf } from './weekly-hours-column';

const vendorWithCategory = { category: { select: { name: true } } } satisfies Prisma.VendorInclude;
type VendorRow = Prisma.VendorGetPayload<{ include: typeof vendorWithCategory }>;

const LISTED_VENDOR_COLUMNS = `v.id, v.category_id AS "categoryId", c.name AS "categoryName",
  v.community_id AS "communityId", v.name, v.description, v.images, v.delivery_time AS "deliveryTime",
  v.delivery_fee_paise AS "deliveryFeePaise", v.is_open AS "isOpen", v.address, v.phone, v.distance,
  v.service_cost AS "serviceCost", v.is_external_source AS "isExternalSource", v.external_id AS "externalId",
  v.source_system AS "sourceSystem", v.services, v.latitude::float8 AS latitude,
  v.longitude::float8 AS longitude, v.rating::float8 AS rating, v.total_reviews AS "totalReviews",
  v.status, v.hours`;

/**
 * A vendor list in one statement (issue 10), best rated first. For a resident's community it starts
 * from the community's coverage rows (their primary key, community_id first) and joins each vendor
 * by id, keeping the category's; for anyone else, the category's vendors (index on category_id).
 * The category's name comes with the join, not with a second statement.
 */
const vendorListSql = (forCommunity: boolean, byCategory: boolean) => {
  const schema = `"${CATALOG_SCHEMA}"`;
  const categoryParam = forCommunity ? '$2' : '$1';
  // A suspended store is hidden from residents (issue 25); in a community's list its coverage rows
  // are gone already, for anyone else's this leaves it out.
  const conditions = [
    `v.status = 'active'`,
    ...(forCommunity ? ['vc.community_id = $1::int'] : []),
    ...(byCategory ? [`v.category_id = ${categoryParam}::int`] : []),
  ];
  return `SELECT ${LISTED_VENDOR_COLUMNS},
  ${forCommunity ? 'vc.distance_km::float8' : 'NULL::float8'} AS "communityDistanceKm"
FROM ${
    forCommunity
      ? `${schema}."vendor_coverage" AS vc JOIN ${schema}."vendors" AS v ON v.id = vc.vendor_id`
      : `${schema}."vendors" AS v`
  }
JOIN ${schema}."categories" AS c ON c.id = v.category_id
WHERE ${conditions.join(' AND ')}
ORDER BY v.rating DESC NULLS LAST, v.name ASC, v.id ASC`;
};
const VENDOR_LIST_SQL: Readonly<Record<string, string>> = Object.fromEntries(
  [true, false].flatMap((forCommunity) =>
    [true, false].map((byCategory) => [
      `${forCommunity}/${byCategory}`,
      vendorListSql(forCommunity, byCategory),
    ]),
  ),
);

/**
 * The vendor's menu and whether the vendor exists, in one statement (issue 10): no row for an
 * unknown vendor (or a suspended one, hidden from residents: issue 25), one row of nulls for a
 * vendor without items.
 */
const MENU_SQL = `SELECT item.*
FROM "${CATALOG_SCHEMA}"."vendors" AS vendor
LEFT JOIN LATERAL (
  SELECT id, vendor_id AS "vendorId", name, description, price_paise AS "pricePaise", category,
         is_available AS "isAvailable", external_menu_id AS "externalMenuId", is_veg AS "isVeg",
         updated_at AS "updatedAt", display_order
  FROM "${CATALOG_SCHEMA}"."menu_items"
  WHERE vendor_id = vendor.id
) AS item ON true
WHERE vendor.id = $1::int AND vendor.status = 'active'
ORDER BY item.display_order, item.id`;

type MenuPageRow = { [K in keyof MenuItemRow]: MenuItemRow[K] | null };

export class PrismaVendorRepository implements VendorRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  listByCategory(categoryId: number, communityId: number | null): Promise<ListedVendor[]> {
    return this.list({ categoryId }, communityId);
  }

  listAll(communityId: number | null): Promise<ListedVendor[]> {
    return this.list({}, communityId);
  }

  async listServedCommunityIds(vendorId: number): Promise<number[]> {
    const rows = await this.prisma.vendorCoverage.findMany({
      where: { vendorId },
      select: { communityId: true },
      orderBy: { communityId: 'asc' },
    });
    return rows.map((row) => row.communityId);
  }

  private async list(where: { categoryId?: number }, communityId: number | null): Promise<ListedVendor[]> {
    const byCategory = where.categoryId !== undefined;
    const sql = VENDOR_LIST_SQL[`${communityId !== null}/${byCategory}`]!;
    const params = [
      ...(communityId !== null ? [communityId] : []),
      ...(byCategory ? [where.categoryId] : []),
    ];
    const rows = await this.prisma.$queryRawUnsafe<(Omit<ListedVendor, 'hours'> & { hours: unknown })[]>(
      sql,
      ...params,
    );
    return rows.map((row) => ({ ...row, hours: weeklyHoursOf(row.hours) }));
  }

  async findById(id: number): Promise<VendorRecord | null> {
    const row = await this.prisma.vendor.findUnique({ where: { id }, include: vendorWithCategory });
    return row ? toVendorRecord(row) : null;
  }

  async listMenu(vendorId: number): Promise<MenuItemRecord[] | null> {
    const rows = await this.prisma.$queryRawUnsafe<MenuPageRow[]>(MENU_SQL, vendorId);
    if (rows.length === 0) return null;
    return rows.flatMap((row) => (row.id === null ? [] : [toMenuItemRecord(row as MenuItemRow)]));
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
    status: StoreStatusSchema.parse(row.status),
    hours: weeklyHoursOf(row.hours),
  };
}
