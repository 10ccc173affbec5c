// The catalog's seed is the source the samples must match; reading it keeps them from drifting apart.
import { DEMO_VENDORS } from '../../../../services/catalog/src/seed/demo-vendors';
import { SAMPLE_FAVORITES } from './sample-favorites';
import { SAMPLE_REVIEWS } from './sample-reviews';

/** Local demo vendors are the first rows of a fresh catalog, numbered in seed order. */
function seededVendor(vendorId: number) {
  return DEMO_VENDORS[vendorId - 1];
}

describe('profile sample data', () => {
  it('lists favourites that are demo vendors with their seeded id, category, rating, time and fee', () => {
    for (const favorite of SAMPLE_FAVORITES) {
      expect(seededVendor(favorite.vendorId)).toMatchObject({
        name: favorite.name,
        category: favorite.category,
        rating: favorite.rating,
        deliveryTime: favorite.deliveryTime,
        deliveryFee: favorite.deliveryFee,
      });
    }
  });

  it('reviews demo vendors and items from their menus', () => {
    for (const review of SAMPLE_REVIEWS) {
      const vendor = seededVendor(review.vendorId);
      expect(vendor?.name).toBe(review.vendorName);
      expect(review.items.every((item) => vendor?.menu.some((entry) => entry.name === item))).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
  });
});
