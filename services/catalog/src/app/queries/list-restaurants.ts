import { distanceFromCommunity } from '../../domain/service-area';
import type { VendorRecord } from '../../domain/vendor';
import type { VendorRepository } from '../../domain/vendor.repository';

/** GET /api/restaurants/all: every vendor serving the resident's community (all for anyone else). */
export async function listRestaurants(
  deps: { vendors: VendorRepository },
  input: { communityId: number | null },
): Promise<VendorRecord[]> {
  return (await deps.vendors.listAll(input.communityId)).map(distanceFromCommunity);
}
