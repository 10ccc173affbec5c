import { PARTNER_SOURCES, PartnerAuthMethodSchema } from '@marketplace/contracts';
import type {
  CategoryConfigFields,
  CategoryConfigRecord,
  PartnerSourceChange,
} from '../../domain/category-config';
import type { CategoryConfigRepository, LockedCategoryConfig } from '../../domain/category-config.repository';
import { CategoryNameTakenError } from '../../domain/errors';
import type { CatalogPrisma } from './catalog-database';
import { categoryOrder, isPartnerSource, toBillingFields } from './category-rows';
import type { Prisma } from './generated/client';
import { nullWhenMissing } from './prisma-missing-row';
import { rethrowViolation } from './prisma-violations';
import { CATALOG_SCHEMA } from './schema';

type Tx = Prisma.TransactionClient;

const withSourcesAndBilling = { partnerSources: true, billing: true } satisfies Prisma.CategoryInclude;
type CategoryConfigRow = Prisma.CategoryGetPayload<{ include: typeof withSourcesAndBilling }>;

export class PrismaCategoryConfigRepository implements CategoryConfigRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(): Promise<CategoryConfigRecord[]> {
    const rows = await this.prisma.category.findMany({
      include: withSourcesAndBilling,
      orderBy: categoryOrder,
    });
    return rows.map(toCategoryConfigRecord);
  }

  async isNameTaken(name: string, exceptId?: number): Promise<boolean> {
    // lower() rather than Prisma's insensitive mode, which compares with ILIKE: a name holding % or _
    // would match names it only resembles.
    const found = await this.prisma.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM "${CATALOG_SCHEMA}"."categories" WHERE lower(name) = lower($1) AND id <> $2 LIMIT 1`,
      name,
      exceptId ?? 0,
    );
    return found.length > 0;
  }

  create(fields: CategoryConfigFields): Promise<CategoryConfigRecord> {
    return nameMustBeFree(
      fields.name,
      this.prisma.$transaction(async (tx) => {
        const { id } = await tx.category.create({ data: categoryColumns(fields), select: { id: true } });
        return writeSourcesAndBilling(tx, id, fields);
      }),
    );
  }

  update(id: number, fields: CategoryConfigFields): Promise<CategoryConfigRecord | null> {
    return nullWhenMissing(
      nameMustBeFree(
        fields.name,
        this.prisma.$transaction(async (tx) => {
          await tx.category.update({ where: { id }, data: categoryColumns(fields), select: { id: true } });
          return writeSourcesAndBilling(tx, id, fields);
        }),
      ),
    );
  }

  withCategoryLocked<T>(id: number, work: (category: LockedCategoryConfig | null) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      // Held until commit: a vendor or mapping joining the category must lock the row too (its
      // foreign key check), so it waits, and what `work` counts is all that uses the category.
      const locked = await tx.$queryRawUnsafe<unknown[]>(
        `SELECT id FROM "${CATALOG_SCHEMA}"."categories" WHERE id = $1 FOR UPDATE`,
        id,
      );
      return work(locked.length === 0 ? null : lockedCategory(tx, id));
    });
  }
}

/** A name another save took between the check and this write: the unique index has the last word. */
const nameMustBeFree = <T>(name: string, write: Promise<T>) =>
  rethrowViolation(write, 'P2002', () => new CategoryNameTakenError(name));

function categoryColumns(fields: CategoryConfigFields) {
  return {
    name: fields.name,
    displayOrder: fields.displayOrder,
    isVisible: fields.isVisible,
    hasCatalog: fields.hasCatalog,
    isOrderable: fields.isOrderable,
    hasCart: fields.hasCart,
    customerSupportNumber: fields.customerSupportNumber,
  };
}

/** Every source and the billing row as the save says, then the config as it now reads. */
async function writeSourcesAndBilling(
  tx: Tx,
  categoryId: number,
  fields: CategoryConfigFields,
): Promise<CategoryConfigRecord> {
  await tx.categoryPartnerSource.deleteMany({
    where: {
      categoryId,
      source: { in: PARTNER_SOURCES.filter((source) => fields.sources[source] === null) },
    },
  });
  for (const source of PARTNER_SOURCES) {
    const change = fields.sources[source];
    if (change) await writeSource(tx, categoryId, source, change);
  }
  await tx.categoryBilling.upsert({
    where: { categoryId },
    create: { categoryId, ...fields.billing },
    update: fields.billing,
  });
  return toCategoryConfigRecord(
    await tx.category.findUniqueOrThrow({ where: { id: categoryId }, include: withSourcesAndBilling }),
  );
}

async function writeSource(
  tx: Tx,
  categoryId: number,
  source: string,
  change: PartnerSourceChange,
): Promise<void> {
  const columns = { url: change.url, authMethod: change.authMethod, sampleCurl: change.sampleCurl };
  const newKey = typeof change.authKey === 'object' ? change.authKey.replaceWith : null;
  // 'keep' leaves the stored key out of the update; a source configured only now has none to keep.
  await tx.categoryPartnerSource.upsert({
    where: { categoryId_source: { categoryId, source } },
    create: { categoryId, source, ...columns, authKey: newKey },
    update: { ...columns, ...(change.authKey !== 'keep' && { authKey: newKey }) },
  });
}

function lockedCategory(tx: Tx, id: number): LockedCategoryConfig {
  return {
    countUsers: async () => ({
      vendors: await tx.vendor.count({ where: { categoryId: id } }),
      mappings: await tx.rawCategoryMapping.count({ where: { groupedCategoryId: id } }),
    }),
    delete: async () => {
      // Subcategories, partner sources and billing go with it (ON DELETE CASCADE).
      await tx.category.delete({ where: { id }, select: { id: true } });
    },
  };
}

function toCategoryConfigRecord(row: CategoryConfigRow): CategoryConfigRecord {
  const sources: CategoryConfigRecord['sources'] = {};
  for (const stored of row.partnerSources) {
    if (!isPartnerSource(stored.source) || stored.url.trim() === '') continue;
    sources[stored.source] = {
      url: stored.url,
      authMethod: PartnerAuthMethodSchema.parse(stored.authMethod),
      hasAuthKey: stored.authKey !== null && stored.authKey !== '',
      sampleCurl: stored.sampleCurl,
    };
  }
  return {
    id: row.id,
    name: row.name,
    displayOrder: row.displayOrder,
    isVisible: row.isVisible,
    hasCatalog: row.hasCatalog,
    isOrderable: row.isOrderable,
    customerSupportNumber: row.customerSupportNumber,
    sources,
    billing: row.billing && toBillingFields(row.billing),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
