import { PartnerAuthMethodSchema, type PartnerEndpoint } from '@marketplace/contracts';
import type {
  CatalogSyncTarget,
  ExternalCatalogRepository,
  SaveExternalVendorInput,
} from '../../domain/external-catalog.repository';
import type { CatalogPrisma } from './catalog-database';
import type { CategoryPartnerSource as PartnerSourceRow } from './generated/client';
import { refreshServiceAreas } from './service-areas';

export class PrismaExternalCatalogRepository implements ExternalCatalogRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async listSyncTargets(): Promise<CatalogSyncTarget[]> {
    const categories = await this.prisma.category.findMany({
      where: { hasCatalog: true, partnerSources: { some: { source: 'vendor', url: { not: '' } } } },
      include: {
        partnerSources: { where: { source: { in: ['catalog', 'vendor'] } } },
        rawCategoryMappings: {
          where: { isActive: true, rawCategoryId: { not: null } },
          orderBy: { id: 'asc' },
        },
      },
      orderBy: { id: 'asc' },
    });
    return categories.flatMap((category) => {
      const source = (name: string) =>
        category.partnerSources.find((row) => row.source === name && row.url.trim() !== '');
      const vendor = source('vendor');
      if (!vendor) return [];
      const catalog = source('catalog');
      return [
        {
          categoryId: category.id,
          categoryName: category.name,
          vendor: toEndpoint(vendor),
          catalog: catalog ? toEndpoint(catalog) : null,
          rawCategories: category.rawCategoryMappings.flatMap((mapping) =>
            mapping.rawCategoryId
              ? [{ rawCategoryId: mapping.rawCategoryId, sourceSystem: mapping.sourceSystem }]
              : [],
          ),
        },
      ];
    });
  }

  async saveExternalVendor(input: SaveExternalVendorInput): Promise<{ vendorId: number; created: boolean }> {
    const { vendor, menu, sourceSystem } = input;
    const fields = {
      categoryId: input.categoryId,
      name: vendor.name,
      description: vendor.description,
      images: vendor.images,
      deliveryTime: vendor.deliveryTime,
      deliveryFeePaise: vendor.deliveryFeePaise,
      isOpen: vendor.isOpen,
      // The partner's word is the store's switch: a suspension that ends gives it back (issue 25).
      switchOpen: vendor.isOpen,
      address: vendor.address,
      phone: vendor.phone,
      isExternalSource: true,
      latitude: vendor.latitude,
      longitude: vendor.longitude,
      ...(vendor.serviceRadiusKm !== null && { serviceRadiusKm: vendor.serviceRadiusKm }),
    };
    // The partner's rating is the starting point only: from then on residents' reviews here set it.
    const firstRating = { rating: vendor.rating, totalReviews: vendor.totalReviews };
    return this.prisma.$transaction(async (tx) => {
      // INSERT ... ON CONFLICT DO NOTHING: a replica saving the same new vendor at once waits for
      // this insert, then updates the row it made instead of failing on the unique key.
      const [inserted] = await tx.vendor.createManyAndReturn({
        data: [{ ...fields, ...firstRating, sourceSystem, externalId: vendor.externalId }],
        skipDuplicates: true,
        select: { id: true },
      });
      const { id: vendorId } =
        inserted ??
        (await tx.vendor.update({
          where: { sourceSystem_externalId: { sourceSystem, externalId: vendor.externalId } },
          data: fields,
          select: { id: true },
        }));
      for (const item of menu) {
        const itemFields = {
          name: item.name,
          description: item.description,
          pricePaise: item.pricePaise,
          category: item.category,
          isAvailable: item.isAvailable,
          displayOrder: item.displayOrder,
        };
        await tx.menuItem.upsert({
          where: { vendorId_externalMenuId: { vendorId, externalMenuId: item.externalMenuId } },
          create: { ...itemFields, vendorId, externalMenuId: item.externalMenuId },
          update: itemFields,
        });
      }
      // Kept rather than deleted: carts and past orders may still name these items.
      await tx.menuItem.updateMany({
        where: {
          vendorId,
          isAvailable: true,
          externalMenuId: { notIn: menu.map((item) => item.externalMenuId) },
        },
        data: { isAvailable: false },
      });
      // The marketplace's suspension outranks the partner: a suspended vendor stays closed.
      await tx.vendor.updateMany({ where: { id: vendorId, status: 'suspended' }, data: { isOpen: false } });
      // Its coordinates may have moved: the communities it serves are decided again, in this transaction.
      await refreshServiceAreas(tx, { vendorIds: [vendorId] });
      return { vendorId, created: inserted !== undefined };
    });
  }

  async closeVendorsMissingFrom(
    categoryId: number,
    sourceSystem: string,
    listedExternalIds: string[],
  ): Promise<number> {
    const { count } = await this.prisma.vendor.updateMany({
      where: {
        categoryId,
        sourceSystem,
        isExternalSource: true,
        isOpen: true,
        externalId: { notIn: listedExternalIds },
      },
      data: { isOpen: false, switchOpen: false },
    });
    return count;
  }
}

function toEndpoint(row: PartnerSourceRow): PartnerEndpoint {
  return { url: row.url, authMethod: PartnerAuthMethodSchema.parse(row.authMethod), authKey: row.authKey };
}
