import type { Client } from 'pg';
import { computeCoverage } from '../../services/catalog/src/domain/service-area';

/**
 * A real-sized catalog for the catalog phase: 10,000 vendors, 200,000 menu items and 500,000
 * reviews, written by PostgreSQL itself (INSERT … SELECT over generate_series, one transaction:
 * seconds, not minutes) into the catalog schema after the service's migrations and demo seed.
 *
 * The distributions are meant to look like a marketplace's, so plans and page sizes are realistic:
 * - vendors over the existing categories, the first (by display order) the most crowded, and over
 *   the existing communities at random;
 * - 8 to 32 menu items a vendor, 20 on average, in display order;
 * - reviews skewed towards a few popular vendors (the busiest has hundreds, the quietest a handful),
 *   ratings 1-5 skewed high (about 55 % fives), helpful counts mostly 0-3 with a long tail, written
 *   over the last two years with more of them recent;
 * - each vendor's rating, totalReviews and per-rating counts (decision 64) computed from its
 *   reviews, as the service keeps them;
 * - 300 communities spread over the same part of the city as the vendors, and the vendor coverage
 *   for them as the service computes it (computeCoverage: within each vendor's service radius), so
 *   a signed-in resident's category list is what it would be in a real city (ensureBenchCommunities).
 *
 * The rows are marked with source_system = 'bench-dataset' (not external: is_external_source is
 * false), so a second run on the same database finds them and does not write them again.
 */
export const DATASET_SOURCE = 'bench-dataset';

export const DATASET_SIZE = {
  vendors: 10_000,
  menuItemsPerVendor: 20,
  reviews: 500_000,
  communities: 300,
} as const;

export interface CatalogDataset {
  vendorIds: number[];
  /** Categories that have generated vendors, most crowded first, with how many each has. */
  categories: Array<{ id: number; vendors: number }>;
  menuItems: number;
  reviews: number;
  /** Seconds spent writing it; 0 when it was already there. */
  seconds: number;
}

const GENERATE_SQL = `
SELECT setseed(0.42);

INSERT INTO catalog.vendors (
  category_id, community_id, name, description, images, delivery_time, delivery_fee_paise, is_open,
  address, phone, distance, service_cost, is_external_source, external_id, source_system, services,
  latitude, longitude, created_at, updated_at)
SELECT
  categories.ids[1 + floor(array_length(categories.ids, 1) * power(r.a, 1.6))::int],
  communities.ids[1 + floor(array_length(communities.ids, 1) * r.b)::int],
  (ARRAY['Annapurna', 'Green Leaf', 'Spice Route', 'Urban', 'Royal', 'Sunrise', 'Lotus', 'Namma', 'Metro', 'Daily'])[1 + g % 10]
    || ' ' || (ARRAY['Kitchen', 'Bakes', 'Salon', 'Mart', 'Services', 'Cafe', 'Studio', 'Express'])[1 + (g / 10) % 8]
    || ' ' || g,
  CASE WHEN r.c < 0.85 THEN 'Serving the neighbourhood since ' || (2005 + g % 19) || '. Fresh, fast and friendly.' END,
  ARRAY(SELECT '/images/vendors/' || g || '-' || n || '.webp' FROM generate_series(1, 1 + g % 3) AS n),
  (ARRAY['10-15', '15-20', '20-30', '30-45', '45-60'])[1 + floor(r.d * 5)::int],
  (ARRAY[0, 0, 1500, 2000, 3000, 4000])[1 + floor(r.e * 6)::int],
  r.f < 0.8,
  (1 + g % 400) || ', ' || (ARRAY['1st Main', '2nd Cross', 'MG Road', '80 Feet Road', 'Ring Road'])[1 + g % 5] || ', Bengaluru',
  '+91 9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
  round((0.3 + r.a * 6)::numeric, 1) || ' km',
  (ARRAY['Cost NA', '₹200 for two', '₹400 for two', '₹700 for two', 'From ₹99'])[1 + g % 5],
  false,
  'bench-' || g,
  '${DATASET_SOURCE}',
  CASE WHEN g % 4 = 1 THEN ARRAY['Basic service - 199', 'Premium service - 499'] ELSE ARRAY[]::text[] END,
  round((12.90 + r.b * 0.2)::numeric, 6),
  round((77.50 + r.c * 0.2)::numeric, 6),
  now() - r.d * interval '1000 days',
  now() - r.e * interval '30 days'
FROM generate_series(1, ${DATASET_SIZE.vendors}) AS g
CROSS JOIN (SELECT array_agg(id ORDER BY display_order, id) AS ids FROM catalog.categories) AS categories
CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM catalog.communities) AS communities
CROSS JOIN LATERAL (
  SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, random() AS f, g AS row
) AS r;

CREATE TEMP TABLE bench_vendors ON COMMIT DROP AS
SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS position
FROM catalog.vendors WHERE source_system = '${DATASET_SOURCE}';

-- 8 to 32 items a vendor: position * 7919 runs through every residue mod 25, so 20 on average exactly.
INSERT INTO catalog.menu_items (vendor_id, name, description, price_paise, category, is_available, display_order)
SELECT
  v.id,
  (ARRAY['Masala', 'Paneer', 'Classic', 'Special', 'Crispy', 'Butter', 'Tandoori', 'Fresh'])[1 + (i + v.position) % 8]
    || ' ' || (ARRAY['Dosa', 'Biryani', 'Thali', 'Roll', 'Cake', 'Shake', 'Haircut', 'Facial', 'Wash'])[1 + (i * 3 + v.position) % 9]
    || ' ' || i,
  CASE WHEN r.a < 0.7 THEN 'House favourite, made to order.' END,
  (49 + floor(r.b * r.b * 900)::int) * 100,
  (ARRAY['veg', 'non_veg', 'dessert', 'beverage', 'starter', 'main_course', 'snacks', 'default'])[1 + floor(r.c * 8)::int],
  r.d < 0.92,
  i
FROM bench_vendors AS v
CROSS JOIN LATERAL generate_series(1, 8 + (v.position * 7919) % 25) AS i
CROSS JOIN LATERAL (SELECT random() AS a, random() AS b, random() AS c, random() AS d, i AS row) AS r;

-- Popular vendors get most reviews: the position is skewed towards 0, then scattered over the
-- vendors (7919 is prime to 10,000) so popularity does not follow the id or the category.
INSERT INTO catalog.reviews (
  vendor_id, user_id, order_id, user_name, user_initials, rating, review, categories,
  is_quick_feedback, helpful_count, created_at)
SELECT
  v.id,
  1 + floor(r.b * 50000)::int,
  NULL,
  (ARRAY['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Meera', 'Vikram', 'Ananya', 'Arjun', 'Priya'])[1 + g % 10]
    || ' ' || (ARRAY['S', 'K', 'R', 'M', 'P', 'N'])[1 + g % 6] || '.',
  (ARRAY['AS', 'DK', 'IR', 'KM', 'RP', 'MN', 'VS', 'AK', 'AR', 'PM'])[1 + g % 10],
  CASE WHEN r.c < 0.04 THEN 1 WHEN r.c < 0.08 THEN 2 WHEN r.c < 0.18 THEN 3 WHEN r.c < 0.45 THEN 4 ELSE 5 END,
  CASE WHEN r.d >= 0.3 THEN
    (ARRAY['Great food, arrived hot.', 'Quick service and polite staff.', 'Good value for money.',
           'Packaging could be better.', 'Will order again!', 'Decent, nothing special.'])[1 + g % 6]
  END,
  (ARRAY['quality', 'service', 'delivery', 'value', 'hygiene', 'packaging'])[1 + g % 6 : 1 + g % 6 + floor(r.e * 3)::int],
  r.d < 0.3,
  floor(-ln(1 - r.f) * 2.5)::int,
  now() - power(r.b, 1.5) * interval '730 days'
FROM generate_series(1, ${DATASET_SIZE.reviews}) AS g
CROSS JOIN LATERAL (
  SELECT random() AS a, random() AS b, random() AS c, random() AS d, random() AS e, random() AS f, g AS row
) AS r
JOIN bench_vendors AS v
  ON v.position = (floor(${DATASET_SIZE.vendors} * power(r.a, 2.5))::int * 7919) % ${DATASET_SIZE.vendors};

UPDATE catalog.vendors AS vendor
SET rating = stats.average, total_reviews = stats.total,
    rating_1_count = stats.r1, rating_2_count = stats.r2, rating_3_count = stats.r3,
    rating_4_count = stats.r4, rating_5_count = stats.r5
FROM (
  SELECT vendor_id, round(avg(rating), 1) AS average, count(*)::int AS total,
         count(*) FILTER (WHERE rating = 1)::int AS r1, count(*) FILTER (WHERE rating = 2)::int AS r2,
         count(*) FILTER (WHERE rating = 3)::int AS r3, count(*) FILTER (WHERE rating = 4)::int AS r4,
         count(*) FILTER (WHERE rating = 5)::int AS r5
  FROM catalog.reviews GROUP BY vendor_id
) AS stats
WHERE vendor.id = stats.vendor_id AND vendor.source_system = '${DATASET_SOURCE}';
`;

/** Writes the data set unless it is there already, then reads back what the phase needs. */
export async function ensureCatalogDataset(database: Client): Promise<CatalogDataset> {
  const count = async () =>
    Number(
      (
        await database.query('SELECT count(*) AS n FROM catalog.vendors WHERE source_system = $1', [
          DATASET_SOURCE,
        ])
      ).rows[0].n,
    );
  const started = Date.now();
  let seconds = 0;
  if ((await count()) < DATASET_SIZE.vendors) {
    await database.query('BEGIN');
    try {
      // A half-written set from an interrupted run goes first (menus and reviews cascade).
      await database.query('DELETE FROM catalog.vendors WHERE source_system = $1', [DATASET_SOURCE]);
      await database.query(GENERATE_SQL);
      await database.query('COMMIT');
    } catch (error) {
      await database.query('ROLLBACK');
      throw error;
    }
    await database.query('ANALYZE catalog.vendors, catalog.menu_items, catalog.reviews');
    seconds = (Date.now() - started) / 1000;
  }
  const vendorIds = (
    await database.query<{ id: number }>(
      'SELECT id FROM catalog.vendors WHERE source_system = $1 ORDER BY id',
      [DATASET_SOURCE],
    )
  ).rows.map((row) => row.id);
  const categories = (
    await database.query<{ id: number; vendors: string }>(
      `SELECT category_id AS id, count(*) AS vendors FROM catalog.vendors WHERE source_system = $1
       GROUP BY category_id ORDER BY count(*) DESC, category_id`,
      [DATASET_SOURCE],
    )
  ).rows.map((row) => ({ id: row.id, vendors: Number(row.vendors) }));
  const totals = (
    await database.query<{ menu_items: string; reviews: string }>(
      `SELECT (SELECT count(*) FROM catalog.menu_items m JOIN catalog.vendors v ON v.id = m.vendor_id
               WHERE v.source_system = $1) AS menu_items,
              (SELECT count(*) FROM catalog.reviews r JOIN catalog.vendors v ON v.id = r.vendor_id
               WHERE v.source_system = $1) AS reviews`,
      [DATASET_SOURCE],
    )
  ).rows[0]!;
  return {
    vendorIds,
    categories,
    menuItems: Number(totals.menu_items),
    reviews: Number(totals.reviews),
    seconds,
  };
}

export interface BenchCommunities {
  communityIds: number[];
  /** Coverage rows of these communities: vendors serving them, all categories. */
  coverageRows: number;
  /** Seconds spent writing them and their coverage; 0 when they were already there. */
  seconds: number;
}

/** Marks the generated communities (communities have no source column). */
const COMMUNITY_MARK = DATASET_SOURCE;

/**
 * 300 communities at random over the vendors' part of the city (12.90-13.10 N, 77.50-77.70 E, about
 * 22 by 22 km), in the demo data's first city, and their vendor coverage: the pairs the service's
 * own computeCoverage finds (each vendor's service radius, 5 km by default), written with each
 * community's business_count as refreshServiceAreas writes them. Once per database, like the rest.
 */
export async function ensureBenchCommunities(database: Client): Promise<BenchCommunities> {
  const find = async () =>
    (
      await database.query<{ id: number }>(
        'SELECT id FROM catalog.communities WHERE address = $1 ORDER BY id',
        [COMMUNITY_MARK],
      )
    ).rows.map((row) => row.id);
  const started = Date.now();
  let seconds = 0;
  let communityIds = await find();
  if (communityIds.length < DATASET_SIZE.communities) {
    await database.query('BEGIN');
    try {
      // Coverage rows cascade with the communities.
      await database.query('DELETE FROM catalog.communities WHERE address = $1', [COMMUNITY_MARK]);
      await database.query('SELECT setseed(0.17)');
      await database.query(
        `INSERT INTO catalog.communities (name, type, address, city_id, pincode, latitude, longitude, status)
         SELECT 'Bench Residency ' || g, (ARRAY['apartment', 'society', 'district'])[1 + g % 3], $1,
                (SELECT city_id FROM catalog.communities ORDER BY id LIMIT 1), '5600' || lpad((g % 100)::text, 2, '0'),
                round((12.90 + random() * 0.2)::numeric, 6), round((77.50 + random() * 0.2)::numeric, 6), 'active'
         FROM generate_series(1, ${DATASET_SIZE.communities}) AS g`,
        [COMMUNITY_MARK],
      );
      const communities = (
        await database.query<{ id: number; latitude: string; longitude: string }>(
          'SELECT id, latitude, longitude FROM catalog.communities WHERE address = $1',
          [COMMUNITY_MARK],
        )
      ).rows;
      const vendors = (
        await database.query<{
          id: number;
          latitude: string | null;
          longitude: string | null;
          service_radius_km: string | null;
        }>('SELECT id, latitude, longitude, service_radius_km FROM catalog.vendors')
      ).rows;
      const entries = computeCoverage(
        vendors.map((vendor) => ({
          id: vendor.id,
          location:
            vendor.latitude === null || vendor.longitude === null
              ? null
              : { latitude: Number(vendor.latitude), longitude: Number(vendor.longitude) },
          serviceRadiusKm: vendor.service_radius_km === null ? null : Number(vendor.service_radius_km),
          // New communities are on no vendor's explicit list.
          explicitCommunityIds: [],
        })),
        communities.map((community) => ({
          id: community.id,
          location: { latitude: Number(community.latitude), longitude: Number(community.longitude) },
        })),
      );
      for (let start = 0; start < entries.length; start += 50_000) {
        const chunk = entries.slice(start, start + 50_000);
        await database.query(
          `INSERT INTO catalog.vendor_coverage (community_id, vendor_id, distance_km)
           SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[])`,
          [
            chunk.map((entry) => entry.communityId),
            chunk.map((entry) => entry.vendorId),
            chunk.map((entry) => entry.distanceKm),
          ],
        );
      }
      // refreshServiceAreas' own statement for the communities it touched.
      await database.query(
        `UPDATE catalog.communities AS c
            SET business_count = (SELECT count(*) FROM catalog.vendor_coverage AS vc WHERE vc.community_id = c.id)
          WHERE c.address = $1`,
        [COMMUNITY_MARK],
      );
      await database.query('COMMIT');
    } catch (error) {
      await database.query('ROLLBACK');
      throw error;
    }
    await database.query('ANALYZE catalog.communities, catalog.vendor_coverage');
    seconds = (Date.now() - started) / 1000;
    communityIds = await find();
  }
  const coverageRows = Number(
    (
      await database.query<{ n: string }>(
        'SELECT count(*) AS n FROM catalog.vendor_coverage WHERE community_id = ANY($1::int[])',
        [communityIds],
      )
    ).rows[0]!.n,
  );
  return { communityIds, coverageRows, seconds };
}
