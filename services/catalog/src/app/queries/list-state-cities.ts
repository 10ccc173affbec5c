import type { PlaceRepository } from '../../domain/place.repository';

/** An unknown state has no cities: the pick-list shows none rather than an error. */
export function listStateCities(deps: { places: PlaceRepository }, state: string): Promise<string[]> {
  return deps.places.listCityNamesOfState(state.trim());
}
