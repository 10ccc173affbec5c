import type { CommunityFilter, CommunityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';

export function listCommunities(
  places: PlaceRepository,
  filter: CommunityFilter,
): Promise<CommunityRecord[]> {
  return places.listActiveCommunities(filter);
}
