import type { CommunityFilter, CommunityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';

export function listCommunities(
  deps: { places: PlaceRepository },
  filter: CommunityFilter,
): Promise<CommunityRecord[]> {
  return deps.places.listActiveCommunities(filter);
}
