import { directionsUrl, filterBusinesses, pinPosition, telHref } from './business-filter';
import { MAP_BOUNDS, MAP_CATEGORIES, SAMPLE_BUSINESSES } from './sample-businesses';

const names = (list: readonly { name: string }[]) => list.map((business) => business.name);

describe('the category filter', () => {
  it("offers exactly the spec's seven categories, All Categories first", () => {
    expect(MAP_CATEGORIES).toEqual([
      'All Categories',
      'Coffee & Snacks',
      'Indian Restaurant',
      'Grocery',
      'Beauty & Salon',
      'Home Services',
      'Auto Services',
    ]);
  });

  it('shows every business under All Categories', () => {
    expect(filterBusinesses(SAMPLE_BUSINESSES, '', 'All Categories')).toHaveLength(SAMPLE_BUSINESSES.length);
  });

  it('keeps only the chosen category', () => {
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, '', 'Indian Restaurant'))).toEqual([
      'Annapoorna Mess',
      'Royal Tandoor',
      'Dosa Corner',
    ]);
  });

  it('lists each demo vendor once', () => {
    expect(new Set(SAMPLE_BUSINESSES.map((business) => business.id)).size).toBe(SAMPLE_BUSINESSES.length);
  });

  it('has at least one sample business in every category', () => {
    for (const category of MAP_CATEGORIES) {
      expect(filterBusinesses(SAMPLE_BUSINESSES, '', category).length).toBeGreaterThan(0);
    }
  });
});

describe('the search box', () => {
  it('matches the name, the category or the address, ignoring case and spaces', () => {
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, '  dosa ', 'All Categories'))).toEqual(['Dosa Corner']);
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, 'home services', 'All Categories'))).toEqual([
      'SparkleClean Home Services',
    ]);
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, 'HSR Layout', 'All Categories'))).toEqual([
      'Green Leaf Cafe',
    ]);
  });

  it('narrows the chosen category further, down to nothing', () => {
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, 'whitefield', 'Grocery'))).toEqual(['Staples Mart']);
    expect(filterBusinesses(SAMPLE_BUSINESSES, 'dosa', 'Grocery')).toEqual([]);
  });
});

describe('pins on the placeholder map', () => {
  it('place north-west at the top left and south-east at the bottom right', () => {
    expect(pinPosition(MAP_BOUNDS.north, MAP_BOUNDS.west, MAP_BOUNDS)).toEqual({ x: 0, y: 0 });
    expect(pinPosition(MAP_BOUNDS.south, MAP_BOUNDS.east, MAP_BOUNDS)).toEqual({ x: 100, y: 100 });
  });

  it('keep a point outside the bounds on the edge', () => {
    expect(pinPosition(14, 77, MAP_BOUNDS)).toEqual({ x: 0, y: 0 });
  });

  it('put every sample business inside the map, no two covering each other', () => {
    // The map is drawn about 358 x 240 px on a phone, with pins 28 px across.
    const points = SAMPLE_BUSINESSES.map((business) => {
      const { x, y } = pinPosition(business.latitude, business.longitude, MAP_BOUNDS);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(100);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(100);
      return { name: business.name, px: (x / 100) * 358, py: (y / 100) * 240 };
    });
    for (const a of points) {
      for (const b of points) {
        if (a !== b)
          expect([a.name, b.name, Math.hypot(a.px - b.px, a.py - b.py) >= 28]).toEqual([
            a.name,
            b.name,
            true,
          ]);
      }
    }
  });
});

describe('the links of a business', () => {
  it('Go opens Google Maps directions to its coordinates', () => {
    expect(directionsUrl({ latitude: 12.9112, longitude: 77.6465 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9112,77.6465',
    );
  });

  it('Call dials its number without spaces', () => {
    expect(telHref('+91 98450 11204')).toBe('tel:+919845011204');
  });
});
