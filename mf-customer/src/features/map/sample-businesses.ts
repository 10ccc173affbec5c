/** Customer spec 2, Map: the category filter's entries, in the spec's order; the first shows every business. */
export const MAP_CATEGORIES = [
  'All Categories',
  'Coffee & Snacks',
  'Indian Restaurant',
  'Grocery',
  'Beauty & Salon',
  'Home Services',
  'Auto Services',
] as const;

export type MapCategoryFilter = (typeof MAP_CATEGORIES)[number];
export type MapCategory = Exclude<MapCategoryFilter, 'All Categories'>;
export const ALL_CATEGORIES: MapCategoryFilter = 'All Categories';

export interface SampleBusiness {
  /** A demo vendor's id, so View Details opens that vendor's page. */
  id: number;
  name: string;
  category: MapCategory;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  rating: number;
  distance: string;
}

/** The part of Bengaluru the placeholder map draws: every sample business falls inside it. */
export const MAP_BOUNDS = { north: 13.025, south: 12.9, west: 77.54, east: 77.77 } as const;
export type MapBounds = typeof MAP_BOUNDS;

/**
 * Customer spec 2: the map uses built-in sample businesses. They are demo vendors as the catalog seeds
 * them (ids in seed order; name, address, phone, position and rating from
 * services/catalog/src/seed/demo-vendors.ts), so View Details lands on a real vendor page; the
 * browser test checks the pairs against the catalog. One business per neighbourhood and category, so
 * no two pins cover each other on the drawn map.
 */
export const SAMPLE_BUSINESSES: readonly SampleBusiness[] = [
  {
    id: 4,
    name: 'Green Leaf Cafe',
    category: 'Coffee & Snacks',
    address: '221, 27th Main Road, HSR Layout Sector 2, Bengaluru 560102',
    phone: '+91 98450 11204',
    latitude: 12.9112,
    longitude: 77.6465,
    rating: 4.3,
    distance: '0.4 km',
  },
  {
    id: 6,
    name: 'Sweet Tooth Desserts',
    category: 'Coffee & Snacks',
    address: 'G-11, Brigade Gateway, Dr Rajkumar Road, Bengaluru 560055',
    phone: '+91 98450 11206',
    latitude: 13.0121,
    longitude: 77.5555,
    rating: 4.1,
    distance: '3.2 km',
  },
  {
    id: 1,
    name: 'Annapoorna Mess',
    category: 'Indian Restaurant',
    address: 'Shop 4, Lakeside Arcade, Varthur Main Road, Bengaluru 560087',
    phone: '+91 98450 11201',
    latitude: 12.9425,
    longitude: 77.7368,
    rating: 4.5,
    distance: '0.6 km',
  },
  {
    id: 2,
    name: 'Royal Tandoor',
    category: 'Indian Restaurant',
    address: '12, Panathur Main Road, Balagere, Bengaluru 560087',
    phone: '+91 98450 11202',
    latitude: 12.9351,
    longitude: 77.7089,
    rating: 4.2,
    distance: '1.4 km',
  },
  {
    id: 5,
    name: 'Dosa Corner',
    category: 'Indian Restaurant',
    address: '18, 9th Cross, Jayanagar 4th Block, Bengaluru 560011',
    phone: '+91 98450 11205',
    latitude: 12.9262,
    longitude: 77.5921,
    rating: 4.6,
    distance: '2.1 km',
  },
  {
    id: 14,
    name: 'Staples Mart',
    category: 'Grocery',
    address: '89, Hope Farm Junction, Whitefield, Bengaluru 560066',
    phone: '+91 98450 33104',
    latitude: 12.9833,
    longitude: 77.7519,
    rating: 4,
    distance: '4.5 km',
  },
  {
    id: 17,
    name: 'Sai Daily Needs',
    category: 'Grocery',
    address: 'Kiosk 3, Embassy Tech Village, Outer Ring Road, Bengaluru 560103',
    phone: '+91 98450 44103',
    latitude: 12.9311,
    longitude: 77.6873,
    rating: 3.9,
    distance: '2.6 km',
  },
  {
    id: 8,
    name: 'Serenity Spa & Wellness',
    category: 'Beauty & Salon',
    address: '56, ITPL Main Road, Whitefield, Bengaluru 560066',
    phone: '+91 98450 22102',
    latitude: 12.9784,
    longitude: 77.7286,
    rating: 4.7,
    distance: '4.8 km',
  },
  {
    id: 10,
    name: 'Trim & Style Barbers',
    category: 'Beauty & Salon',
    address: '33, 8th Main Road, Koramangala 3rd Block, Bengaluru 560034',
    phone: '+91 98450 22104',
    latitude: 12.9284,
    longitude: 77.6266,
    rating: 4.2,
    distance: '1.1 km',
  },
  {
    id: 20,
    name: 'SparkleClean Home Services',
    category: 'Home Services',
    address: '23, Borewell Road, Whitefield, Bengaluru 560066',
    phone: '+91 98450 55103',
    latitude: 12.9631,
    longitude: 77.7459,
    rating: 4.6,
    distance: '4.1 km',
  },
  {
    id: 24,
    name: 'Metro Auto Mechanics',
    category: 'Auto Services',
    address: '77, Kundalahalli Gate, Whitefield, Bengaluru 560066',
    phone: '+91 98450 66103',
    latitude: 12.9569,
    longitude: 77.7147,
    rating: 4.5,
    distance: '3.9 km',
  },
];
