import type { IconName } from '@marketplace/ui';

export interface FavoriteVendor {
  /** A demo vendor's id, so the card opens that vendor's page. */
  vendorId: number;
  name: string;
  category: string;
  /** The category's picture, standing in for a vendor photo. */
  icon: IconName;
  rating: number;
  /** Minutes, as a range ('20-25'). */
  deliveryTime: string;
  /** Rupees; 0 means free delivery. */
  deliveryFee: number;
  lastOrdered: string;
}

/**
 * Customer spec 2: Favorite Vendors shows sample data kept in the browser, not loaded from a server.
 * The samples are demo vendors as the catalog seeds them (ids in seed order, same name, category,
 * rating, delivery time and fee), so each card lands on a real vendor page.
 */
export const SAMPLE_FAVORITES: readonly FavoriteVendor[] = [
  {
    vendorId: 1,
    name: 'Annapoorna Mess',
    category: 'Food & Restaurants',
    icon: 'utensils',
    rating: 4.5,
    deliveryTime: '20-25',
    deliveryFee: 20,
    lastOrdered: '2 days ago',
  },
  {
    vendorId: 5,
    name: 'Dosa Corner',
    category: 'Food & Restaurants',
    icon: 'utensils',
    rating: 4.6,
    deliveryTime: '20-25',
    deliveryFee: 20,
    lastOrdered: '1 week ago',
  },
  {
    vendorId: 7,
    name: 'Glow Unisex Salon',
    category: 'Beauty & Personal Care',
    icon: 'scissors',
    rating: 4.4,
    deliveryTime: '30-45',
    deliveryFee: 0,
    lastOrdered: '3 weeks ago',
  },
  {
    vendorId: 12,
    name: 'Daily Dairy Point',
    category: 'Grocery',
    icon: 'shopping-basket',
    rating: 4.3,
    deliveryTime: '15-20',
    deliveryFee: 10,
    lastOrdered: 'yesterday',
  },
];
