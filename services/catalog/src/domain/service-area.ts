import type { ListedVendor, VendorRecord } from './vendor';

/**
 * Which communities a vendor serves (docs/decisions.md, "Vendors serve communities"): those within
 * its service radius, measured from the vendor's coordinates to the community's, and those on its
 * explicit list. The catalog stores the result as the vendor coverage, rebuilt whenever vendors or
 * communities are written, so the resident's lists only join it.
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface ServiceAreaVendor {
  id: number;
  location: GeoPoint | null;
  /** Null: the vendor serves only its explicit list. */
  serviceRadiusKm: number | null;
  explicitCommunityIds: readonly number[];
}

export interface ServiceAreaCommunity {
  id: number;
  location: GeoPoint | null;
}

export interface CoverageEntry {
  vendorId: number;
  communityId: number;
  /** Null when either side has no coordinates. */
  distanceKm: number | null;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), what "within 5 km" means to a resident. */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Every (vendor, community) pair where the vendor serves the community, with their distance. */
export function computeCoverage(
  vendors: readonly ServiceAreaVendor[],
  communities: readonly ServiceAreaCommunity[],
): CoverageEntry[] {
  const entries: CoverageEntry[] = [];
  for (const vendor of vendors) {
    const explicit = new Set(vendor.explicitCommunityIds);
    for (const community of communities) {
      const distanceKm =
        vendor.location && community.location ? haversineKm(vendor.location, community.location) : null;
      const withinRadius =
        distanceKm !== null && vendor.serviceRadiusKm !== null && distanceKm <= vendor.serviceRadiusKm;
      if (withinRadius || explicit.has(community.id))
        entries.push({
          vendorId: vendor.id,
          communityId: community.id,
          distanceKm: distanceKm === null ? null : Math.round(distanceKm * 100) / 100,
        });
    }
  }
  return entries;
}

/** How the vendor cards show a distance: '1.2 km'. */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** A listed vendor as the resident sees it: the distance from their community when it is known. */
export function distanceFromCommunity({ communityDistanceKm, ...vendor }: ListedVendor): VendorRecord {
  return communityDistanceKm === null ? vendor : { ...vendor, distance: formatDistance(communityDistanceKm) };
}
