import { PartnerAuthMethodSchema } from '@marketplace/contracts';
import type {
  CategoryBillingRecord,
  CategoryListing,
  CategoryRecord,
  PartnerEndpoints,
} from '../../domain/category';
import type { CategoryRepository } from '../../domain/category.repository';
import type { CatalogPrisma } from './catalog-database';
import { categoryOrder, isPartnerSource, toBillingFields } from './category-rows';
import type { Category as CategoryRow } from './generated/client';

export class PrismaCategoryRepository implements CategoryRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async listCategories(communityId: number | null): Promise<CategoryListing[]> {
    // Suspended stores are no vendors of a resident's (issue 25); a community's coverage has none.
    const vendors =
      communityId === null
        ? { where: { status: 'active' } }
        : { where: { coverage: { some: { communityId } } } };
    const rows = await this.prisma.category.findMany({
      include: {
        subcategories: { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }], select: { name: true } },
        _count: { select: { vendors } },
      },
      orderBy: categoryOrder,
    });
    return rows.map((row) => ({
      ...toCategoryRecord(row),
      subcategories: row.subcategories.map((subcategory) => subcategory.name),
      vendorCount: row._count.vendors,
    }));
  }

  async findCategory(id: number): Promise<CategoryRecord | null> {
    const row = await this.prisma.category.findUnique({ where: { id } });
    return row ? toCategoryRecord(row) : null;
  }

  async findBilling(categoryId: number): Promise<CategoryBillingRecord | null> {
    const row = await this.prisma.categoryBilling.findUnique({
      where: { categoryId },
      include: { category: { select: { name: true } } },
    });
    if (!row) return null;
    return { categoryId: row.categoryId, categoryName: row.category.name, ...toBillingFields(row) };
  }

  async findPartnerEndpoints(categoryId: number): Promise<PartnerEndpoints> {
    const rows = await this.prisma.categoryPartnerSource.findMany({ where: { categoryId } });
    const endpoints: PartnerEndpoints = {};
    for (const row of rows) {
      if (!isPartnerSource(row.source) || row.url.trim() === '') continue;
      endpoints[row.source] = {
        url: row.url,
        authMethod: PartnerAuthMethodSchema.parse(row.authMethod),
        authKey: row.authKey,
      };
    }
    return endpoints;
  }
}

function toCategoryRecord(row: CategoryRow): CategoryRecord {
  return {
    id: row.id,
    name: row.name,
    displayOrder: row.displayOrder,
    isVisible: row.isVisible,
    hasCatalog: row.hasCatalog,
    isOrderable: row.isOrderable,
    hasCart: row.hasCart,
    icon: row.icon,
    customerSupportNumber: row.customerSupportNumber,
  };
}
