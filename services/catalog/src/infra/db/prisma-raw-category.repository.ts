import type { RawCategoryFields, RawCategoryRecord } from '../../domain/raw-category';
import type { RawCategoryRepository } from '../../domain/raw-category.repository';
import { GroupedCategoryNotFoundError } from '../../domain/errors';
import type { CatalogPrisma } from './catalog-database';
import type { Prisma } from './generated/client';
import { nullWhenMissing } from './prisma-missing-row';
import { rethrowViolation } from './prisma-violations';

const withGroupedCategory = {
  groupedCategory: { select: { id: true, name: true } },
} satisfies Prisma.RawCategoryMappingInclude;
type RawCategoryRow = Prisma.RawCategoryMappingGetPayload<{ include: typeof withGroupedCategory }>;

export class PrismaRawCategoryRepository implements RawCategoryRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(): Promise<RawCategoryRecord[]> {
    const rows = await this.prisma.rawCategoryMapping.findMany({
      include: withGroupedCategory,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toRawCategoryRecord);
  }

  async create(fields: RawCategoryFields): Promise<RawCategoryRecord> {
    return toRawCategoryRecord(
      await groupedCategoryMustExist(
        this.prisma.rawCategoryMapping.create({ data: fields, include: withGroupedCategory }),
      ),
    );
  }

  async update(id: number, fields: RawCategoryFields): Promise<RawCategoryRecord | null> {
    const row = await nullWhenMissing(
      groupedCategoryMustExist(
        this.prisma.rawCategoryMapping.update({ where: { id }, data: fields, include: withGroupedCategory }),
      ),
    );
    return row && toRawCategoryRecord(row);
  }

  async delete(id: number): Promise<boolean> {
    return (
      (await nullWhenMissing(
        this.prisma.rawCategoryMapping.delete({ where: { id }, select: { id: true } }),
      )) !== null
    );
  }
}

/** The foreign key, not a look-up first: a category deleted meanwhile cannot slip through. */
const groupedCategoryMustExist = <T>(write: Promise<T>) =>
  rethrowViolation(write, 'P2003', () => new GroupedCategoryNotFoundError());

function toRawCategoryRecord(row: RawCategoryRow): RawCategoryRecord {
  return {
    id: row.id,
    rawCategoryName: row.rawCategoryName,
    rawCategoryId: row.rawCategoryId,
    groupedCategory: row.groupedCategory,
    sourceSystem: row.sourceSystem,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
