import type { PlaceRepository } from '../../domain/place.repository';

export function listStates(deps: { places: PlaceRepository }): Promise<string[]> {
  return deps.places.listStateNames();
}
