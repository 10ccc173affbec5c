import {
  ALL_CATEGORIES,
  type MapBounds,
  type MapCategoryFilter,
  type SampleBusiness,
} from './sample-businesses';

/**
 * The businesses the map and its list show: those of the chosen category whose name, category or
 * address contains the search text (case and surrounding spaces ignored).
 */
export function filterBusinesses(
  businesses: readonly SampleBusiness[],
  query: string,
  category: MapCategoryFilter,
): SampleBusiness[] {
  const needle = query.trim().toLowerCase();
  return businesses.filter(
    (business) =>
      (category === ALL_CATEGORIES || business.category === category) &&
      (needle === '' ||
        [business.name, business.category, business.address].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

/**
 * Where a pin sits on the placeholder map, in percent of its width (west to east) and height (north
 * to south). The map has no tiles, so a straight scale of the bounds is all the projection needed;
 * points outside the bounds stay on the map's edge.
 */
export function pinPosition(
  latitude: number,
  longitude: number,
  bounds: MapBounds,
): { x: number; y: number } {
  const clamp = (value: number) => Math.min(Math.max(value, 0), 100);
  return {
    x: clamp(((longitude - bounds.west) / (bounds.east - bounds.west)) * 100),
    y: clamp(((bounds.north - latitude) / (bounds.north - bounds.south)) * 100),
  };
}

/** The Go link: Google Maps directions to the business from wherever the resident is. */
export function directionsUrl({
  latitude,
  longitude,
}: Pick<SampleBusiness, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The Call link: the number without the spaces it is shown with. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
