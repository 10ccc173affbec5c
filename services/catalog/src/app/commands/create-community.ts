import type { CommunityFormRequest } from '@marketplace/contracts';
import { communityFieldsOf, type AdminCommunityRecord } from '../../domain/community';
import type { CommunityRepository } from '../../domain/community.repository';
import type { PlaceRepository } from '../../domain/place.repository';

export interface CommunityFormDeps {
  places: PlaceRepository;
  communities: CommunityRepository;
}

/** POST /api/admin/communities: served at once by the vendors around it. */
export async function createCommunity(
  deps: CommunityFormDeps,
  form: CommunityFormRequest,
): Promise<AdminCommunityRecord> {
  return deps.communities.create(await communityFieldsOf(deps.places, form));
}
