import { NotFoundError } from '../../domain/errors';
import type { CommunityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';

/**
 * Any status: a resident whose community was since deactivated still sees its name on the profile;
 * only the pick-lists hide inactive communities.
 */
export async function getCommunity(deps: { places: PlaceRepository }, id: number): Promise<CommunityRecord> {
  const community = await deps.places.findCommunity(id);
  if (!community) throw new NotFoundError('Community not found');
  return community;
}
