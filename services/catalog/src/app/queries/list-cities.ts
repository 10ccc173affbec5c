import type { CityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';

export function listCities(deps: { places: PlaceRepository }): Promise<CityRecord[]> {
  return deps.places.listCities();
}
