import { computeCoverage } from '../../domain/service-area';
import type { Prisma } from './generated/client';
import { decimalToNumber } from './prisma-decimal';
import { CATALOG_SCHEMA } from './schema';

type Tx = Prisma.TransactionClient;

/** Which part of the coverage to rebuild: some vendors, some communities, or (neither) all of it. */
export interface ServiceAreaScope {
  vendorIds?: readonly number[];
  communityIds?: readonly number[];
}

/**
 * Rebuilds the vendor coverage (who serves which community, and how far away) and each touched
 * community's business_count, inside the caller's transaction. Every write of vendors or
 * communities calls it in the same transaction: the demo seed, the partner catalog sync (its
 * vendor), and the administrators' community calls (their community), so the lists residents see
 * never disagree with the vendors and communities they are built from. A suspended store has no rows.
 */
export async function refreshServiceAreas(tx: Tx, scope: ServiceAreaScope = {}): Promise<void> {
  const vendorIds = scope.vendorIds ? [...scope.vendorIds] : undefined;
  const communityIds = scope.communityIds ? [...scope.communityIds] : undefined;
  const vendors = await tx.vendor.findMany({
    // A suspended store serves nobody (issue 25): its rows go, and no community counts it.
    where: vendorIds ? { id: { in: vendorIds }, status: 'active' } : { status: 'active' },
    select: {
      id: true,
      latitude: true,
      longitude: true,
      serviceRadiusKm: true,
      serviceCommunities: { select: { communityId: true } },
    },
  });
  const communities = await tx.community.findMany({
    where: communityIds ? { id: { in: communityIds } } : {},
    select: { id: true, latitude: true, longitude: true },
  });
  const entries = computeCoverage(
    vendors.map((vendor) => ({
      id: vendor.id,
      location: pointOf(vendor),
      serviceRadiusKm: decimalToNumber(vendor.serviceRadiusKm),
      explicitCommunityIds: vendor.serviceCommunities.map((row) => row.communityId),
    })),
    communities.map((community) => ({ id: community.id, location: pointOf(community) })),
  );

  const rows = {
    ...(vendorIds && { vendorId: { in: vendorIds } }),
    ...(communityIds && { communityId: { in: communityIds } }),
  };
  const previous = await tx.vendorCoverage.findMany({ where: rows, select: { communityId: true } });
  await tx.vendorCoverage.deleteMany({ where: rows });
  if (entries.length > 0) await tx.vendorCoverage.createMany({ data: entries });

  // A vendor's change touches the communities it served and serves; any other scope, its communities.
  const touched = vendorIds
    ? [...new Set([...previous, ...entries].map((entry) => entry.communityId))]
    : communities.map((community) => community.id);
  if (touched.length === 0) return;
  await tx.$executeRawUnsafe(
    `UPDATE "${CATALOG_SCHEMA}"."communities" AS c
        SET business_count = (SELECT count(*) FROM "${CATALOG_SCHEMA}"."vendor_coverage" AS vc WHERE vc.community_id = c.id)
      WHERE c.id = ANY($1::int[])`,
    touched,
  );
}

function pointOf(row: { latitude: Prisma.Decimal | null; longitude: Prisma.Decimal | null }) {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: decimalToNumber(row.latitude), longitude: decimalToNumber(row.longitude) };
}
