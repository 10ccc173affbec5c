import type { PlaceRepository } from '../../domain/place.repository';

export function listStates(places: PlaceRepository): Promise<string[]> {
  return places.listStateNames();
}
