import {
  STORE_MESSAGES,
  StoreStatusSchema,
  VENDOR_MESSAGES,
  type CreateStoreRequest,
} from '@marketplace/contracts';
import { StoreReferenceNotFoundError } from '../../domain/errors';
import type { StoreRecord, StoreWrite } from '../../domain/store';
import type { AdminVendorFilter, AdminVendorRecord, StoreRepository } from '../../domain/store.repository';
import type { CatalogPrisma } from './catalog-database';
import { Prisma } from './generated/client';
import { rethrowViolation } from './prisma-violations';
import { CATALOG_SCHEMA } from './schema';
import { refreshServiceAreas } from './service-areas';
import { likeLiteral } from './community-rows';
import { lockStoreRow } from './store-row-lock';
import { weeklyHoursOf } from './weekly-hours-column';

type Tx = Prisma.TransactionClient;

const storeInclude = {
  category: { select: { name: true } },
  serviceCommunities: { select: { communityId: true } },
  coverage: { select: { communityId: true } },
} satisfies Prisma.VendorInclude;
type StoreRow = Prisma.VendorGetPayload<{ include: typeof storeInclude }>;

const VENDORS = `"${CATALOG_SCHEMA}"."vendors"`;

/** `%` and `_` typed into a search are letters, not LIKE's wildcards. */
const likePattern = (text: string) => `%${likeLiteral(text)}%`;

export class PrismaStoreRepository implements StoreRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  createForApplication(store: CreateStoreRequest): Promise<{ storeId: number; created: boolean }> {
    const sourceApplicationId = store.applicationId;
    return rethrowViolation(
      this.prisma.$transaction(async (tx) => {
        const existing = await tx.vendor.findUnique({ where: { sourceApplicationId }, select: { id: true } });
        if (existing) return { storeId: existing.id, created: false };
        const category = await tx.category.findUnique({
          where: { id: store.categoryId },
          select: { id: true },
        });
        if (!category) throw new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCategory);
        const communityIds = [...new Set(store.communityIds)];
        if ((await tx.community.count({ where: { id: { in: communityIds } } })) !== communityIds.length)
          throw new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCommunity);

        // ON CONFLICT DO NOTHING (decision 123): a second call for the same application racing this
        // one waits on its insert, then reads the committed store below instead of failing on the key.
        const [inserted] = await tx.vendor.createManyAndReturn({
          data: [
            {
              sourceApplicationId,
              categoryId: store.categoryId,
              name: store.name,
              phone: store.phone,
              address: store.address,
              isOpen: true,
              // A new store has no hours: the switch decides, and it is on.
              switchOpen: true,
              isExternalSource: false,
              // No radius: the store serves the communities its owner chose, and no others.
              serviceRadiusKm: null,
            },
          ],
          skipDuplicates: true,
          select: { id: true },
        });
        if (!inserted) {
          const raced = await tx.vendor.findUniqueOrThrow({
            where: { sourceApplicationId },
            select: { id: true },
          });
          return { storeId: raced.id, created: false };
        }
        await tx.vendorServiceCommunity.createMany({
          data: communityIds.map((communityId) => ({ vendorId: inserted.id, communityId })),
        });
        await refreshServiceAreas(tx, { vendorIds: [inserted.id] });
        return { storeId: inserted.id, created: true };
      }),
      // A community deleted between the check and the insert fails the foreign key instead.
      'P2003',
      () => new StoreReferenceNotFoundError(VENDOR_MESSAGES.unknownCommunity),
    );
  }

  async find(storeId: number): Promise<StoreRecord | null> {
    const row = await this.prisma.vendor.findUnique({
      where: { id: storeId },
      relationLoadStrategy: 'join',
      include: storeInclude,
    });
    return row ? toStoreRecord(row) : null;
  }

  change(storeId: number, decide: (store: StoreRecord) => StoreWrite): Promise<StoreRecord | null> {
    return rethrowViolation(
      this.prisma.$transaction(async (tx) => {
        const store = await lockStore(tx, storeId);
        if (!store) return null;
        await writeStore(tx, store, decide(store));
        return toStoreRecord(
          await tx.vendor.findUniqueOrThrow({
            where: { id: storeId },
            relationLoadStrategy: 'join',
            include: storeInclude,
          }),
        );
      }),
      'P2003',
      () => new StoreReferenceNotFoundError(STORE_MESSAGES.unknownCommunity),
    );
  }

  settleDue(now: Date, limit: number, settle: (store: StoreRecord) => StoreWrite): Promise<number[]> {
    return this.prisma.$transaction(async (tx) => {
      // SKIP LOCKED: two replicas sweeping at once each take stores the other has not.
      const due = await tx.$queryRawUnsafe<{ id: number }[]>(
        `SELECT id FROM ${VENDORS} WHERE next_change_at <= $1::timestamptz
          ORDER BY next_change_at LIMIT $2::int FOR UPDATE SKIP LOCKED`,
        now,
        limit,
      );
      if (due.length === 0) return [];
      const rows = await tx.vendor.findMany({
        where: { id: { in: due.map((row) => row.id) } },
        relationLoadStrategy: 'join',
        include: storeInclude,
      });
      const changed: number[] = [];
      for (const row of rows) {
        const store = toStoreRecord(row);
        const write = settle(store);
        await writeStore(tx, store, write);
        if (write.schedule && write.schedule.isOpen !== store.isOpen) changed.push(store.id);
      }
      return changed;
    });
  }

  async listForAdmin(filter: AdminVendorFilter): Promise<{ vendors: AdminVendorRecord[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown, cast: string) => {
      params.push(value);
      return `$${params.length}::${cast}`;
    };
    if (filter.search) conditions.push(`v.name ILIKE ${param(likePattern(filter.search), 'text')}`);
    if (filter.status) conditions.push(`v.status = ${param(filter.status, 'text')}`);
    if (filter.kind) conditions.push(`v.is_external_source = ${param(filter.kind === 'partner', 'boolean')}`);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const filterParams = [...params];
    // Two statements side by side. The page's ids come from vendors_name_id_idx alone (an
    // index-only scan, however far the page), and only its rows are read whole: a count over the
    // window, or a sort of the table, read every vendor for each page (17 ms at 10,000).
    const [rows, [counted]] = await Promise.all([
      this.prisma.$queryRawUnsafe<(Omit<AdminVendorRecord, 'status'> & { status: string })[]>(
        `WITH page AS (
           SELECT v.id FROM ${VENDORS} AS v ${where}
            ORDER BY v.name, v.id
            LIMIT ${param(filter.limit, 'int')} OFFSET ${param(filter.offset, 'int')})
         SELECT v.id, v.name, c.name AS "categoryName",
                CASE WHEN v.is_external_source THEN 'partner' ELSE 'local' END AS kind,
                v.status, v.suspended_reason AS "suspendedReason", v.is_open AS "isOpen",
                v.rating::float8 AS rating, v.total_reviews AS "totalReviews"
           FROM page
           JOIN ${VENDORS} AS v ON v.id = page.id
           JOIN "${CATALOG_SCHEMA}"."categories" AS c ON c.id = v.category_id
          ORDER BY v.name, v.id`,
        ...params,
      ),
      this.prisma.$queryRawUnsafe<{ total: bigint }[]>(
        `SELECT count(*) AS total FROM ${VENDORS} AS v ${where}`,
        ...filterParams,
      ),
    ]);
    return {
      vendors: rows.map((row) => ({ ...row, status: StoreStatusSchema.parse(row.status) })),
      total: Number(counted!.total),
    };
  }
}

/** The store under a row lock held until the transaction ends; null when there is none. */
async function lockStore(tx: Tx, storeId: number): Promise<StoreRecord | null> {
  if (!(await lockStoreRow(tx, storeId))) return null;
  return toStoreRecord(
    await tx.vendor.findUniqueOrThrow({
      where: { id: storeId },
      relationLoadStrategy: 'join',
      include: storeInclude,
    }),
  );
}

/** One write as a use case decided it, with the coverage rebuilt where the communities or the status changed. */
async function writeStore(tx: Tx, store: StoreRecord, write: StoreWrite): Promise<void> {
  const { profile, schedule, status } = write;
  const data: Prisma.VendorUpdateInput = {
    ...(profile?.name !== undefined && { name: profile.name }),
    ...(profile?.description !== undefined && { description: profile.description }),
    ...(profile?.phone !== undefined && { phone: profile.phone }),
    ...(profile?.address !== undefined && { address: profile.address }),
    ...(profile?.deliveryTime !== undefined && { deliveryTime: profile.deliveryTime }),
    ...(profile?.deliveryFeePaise !== undefined && { deliveryFeePaise: profile.deliveryFeePaise }),
    ...(profile?.photoUrl !== undefined && { images: profile.photoUrl === null ? [] : [profile.photoUrl] }),
    // The communities chosen are the whole service area: no radius besides.
    ...(profile?.communityIds !== undefined && { serviceRadiusKm: null }),
    ...(write.hours !== undefined && { hours: write.hours === null ? Prisma.DbNull : write.hours }),
    ...(schedule && {
      isOpen: schedule.isOpen,
      switchOpen: schedule.switchOpen,
      switchUntil: schedule.switchUntil,
      pausedUntil: schedule.pausedUntil,
      nextChangeAt: schedule.nextChangeAt,
    }),
    ...(status && { status: status.status, suspendedReason: status.reason }),
  };
  if (Object.keys(data).length > 0) await tx.vendor.update({ where: { id: store.id }, data });

  const communityIds = profile?.communityIds;
  if (communityIds) {
    const active = await tx.community.count({ where: { id: { in: communityIds }, status: 'active' } });
    if (active !== communityIds.length)
      throw new StoreReferenceNotFoundError(STORE_MESSAGES.unknownCommunity);
    await tx.vendorServiceCommunity.deleteMany({ where: { vendorId: store.id } });
    await tx.vendorServiceCommunity.createMany({
      data: communityIds.map((communityId) => ({ vendorId: store.id, communityId })),
    });
  }
  if (communityIds || (status && status.status !== store.status))
    await refreshServiceAreas(tx, { vendorIds: [store.id] });
}

function toStoreRecord(row: StoreRow): StoreRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    phone: row.phone,
    address: row.address,
    categoryId: row.categoryId,
    categoryName: row.category.name,
    deliveryTime: row.deliveryTime,
    deliveryFeePaise: row.deliveryFeePaise,
    // Its own list, and what a radius reaches (the seed's stores): a suspended store has no coverage.
    communityIds: [
      ...new Set([...row.serviceCommunities, ...row.coverage].map((served) => served.communityId)),
    ].sort((a, b) => a - b),
    images: row.images,
    isExternalSource: row.isExternalSource,
    status: StoreStatusSchema.parse(row.status),
    suspendedReason: row.suspendedReason,
    isOpen: row.isOpen,
    hours: weeklyHoursOf(row.hours),
    switchOpen: row.switchOpen,
    switchUntil: row.switchUntil,
    pausedUntil: row.pausedUntil,
    nextChangeAt: row.nextChangeAt,
  };
}
