import type { AdminCommunitiesQuery, CommunityStatus } from '@marketplace/contracts';
import type { AdminCommunityRecord, CommunityFields } from '../../domain/community';
import type { CommunityRepository, LockedCommunity } from '../../domain/community.repository';
import type { CatalogPrisma } from './catalog-database';
import {
  byName,
  communityWithPlace,
  insensitive,
  likeLiteral,
  toAdminCommunityRecord,
} from './community-rows';
import type { Prisma } from './generated/client';
import { nullWhenMissing } from './prisma-missing-row';
import { CATALOG_SCHEMA } from './schema';
import { refreshServiceAreas } from './service-areas';

type Tx = Prisma.TransactionClient;

export class PrismaCommunityRepository implements CommunityRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async list(filter: AdminCommunitiesQuery): Promise<AdminCommunityRecord[]> {
    const anyOf = (names: string[]) => ({ OR: names.map((name) => ({ name: insensitive(name) })) });
    const rows = await this.prisma.community.findMany({
      where: {
        ...(filter.search && { name: { contains: likeLiteral(filter.search), mode: 'insensitive' } }),
        ...(filter.pincode && { pincode: { startsWith: likeLiteral(filter.pincode) } }),
        ...(filter.status && { status: filter.status }),
        city: {
          ...(filter.city.length > 0 && anyOf(filter.city)),
          ...(filter.state.length > 0 && { state: anyOf(filter.state) }),
        },
      },
      include: communityWithPlace,
      orderBy: { id: 'asc' },
    });
    return rows.map(toAdminCommunityRecord).sort(byName);
  }

  async find(id: number): Promise<AdminCommunityRecord | null> {
    const row = await this.prisma.community.findUnique({ where: { id }, include: communityWithPlace });
    return row && toAdminCommunityRecord(row);
  }

  create(fields: CommunityFields): Promise<AdminCommunityRecord> {
    return this.prisma.$transaction(async (tx) => {
      const { id } = await tx.community.create({ data: fields, select: { id: true } });
      return withCoverage(tx, id);
    });
  }

  update(id: number, fields: CommunityFields): Promise<AdminCommunityRecord | null> {
    return nullWhenMissing(
      this.prisma.$transaction(async (tx) => {
        await tx.community.update({ where: { id }, data: fields, select: { id: true } });
        return withCoverage(tx, id);
      }),
    );
  }

  async setStatus(id: number, status: CommunityStatus): Promise<AdminCommunityRecord | null> {
    // Who serves a community does not depend on its status: the coverage stays as it is.
    const row = await nullWhenMissing(
      this.prisma.community.update({ where: { id }, data: { status }, include: communityWithPlace }),
    );
    return row && toAdminCommunityRecord(row);
  }

  withCommunityLocked<T>(id: number, work: (community: LockedCommunity | null) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      // Held until commit: a vendor placed in it or listing it must lock the row too (its foreign
      // key check), so it waits, and the vendors counted in `work` stay the community's vendors.
      const locked = await tx.$queryRawUnsafe<unknown[]>(
        `SELECT id FROM "${CATALOG_SCHEMA}"."communities" WHERE id = $1 FOR UPDATE`,
        id,
      );
      return work(locked.length === 0 ? null : lockedCommunity(tx, id));
    });
  }
}

/** Rebuilds which vendors serve the community, then reads it back with its new business count. */
async function withCoverage(tx: Tx, id: number): Promise<AdminCommunityRecord> {
  await refreshServiceAreas(tx, { communityIds: [id] });
  return toAdminCommunityRecord(
    await tx.community.findUniqueOrThrow({ where: { id }, include: communityWithPlace }),
  );
}

function lockedCommunity(tx: Tx, id: number): LockedCommunity {
  return {
    countVendors: () =>
      tx.vendor.count({
        where: { OR: [{ communityId: id }, { serviceCommunities: { some: { communityId: id } } }] },
      }),
    delete: async () => {
      // Its vendor_coverage rows go with it (ON DELETE CASCADE); no other community's count changes.
      await tx.community.delete({ where: { id }, select: { id: true } });
    },
  };
}
