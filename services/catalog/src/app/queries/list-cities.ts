import type { CityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';

export function listCities(places: PlaceRepository): Promise<CityRecord[]> {
  return places.listCities();
}
