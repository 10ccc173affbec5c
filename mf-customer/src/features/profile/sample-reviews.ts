import type { IconName } from '@marketplace/ui';

export interface ResidentReview {
  id: number;
  vendorId: number;
  vendorName: string;
  /** The vendor's category picture, standing in for a vendor photo. */
  vendorIcon: IconName;
  /** ISO date. */
  date: string;
  rating: number;
  items: readonly string[];
  text: string;
}

/**
 * Customer spec 2: My Reviews shows sample data only. The vendors and items are demo vendors and
 * their menu items as the catalog seeds them.
 */
export const SAMPLE_REVIEWS: readonly ResidentReview[] = [
  {
    id: 1,
    vendorId: 5,
    vendorName: 'Dosa Corner',
    vendorIcon: 'utensils',
    date: '2026-11-02',
    rating: 5,
    items: ['Benne Masala Dosa', 'Filter Coffee'],
    text: 'Crisp dosa with plenty of butter, and the coffee arrived still hot. Our Sunday breakfast from now on.',
  },
  {
    id: 2,
    vendorId: 4,
    vendorName: 'Green Leaf Cafe',
    vendorIcon: 'utensils',
    date: '2026-10-24',
    rating: 4,
    items: ['Cappuccino', 'Blueberry Muffin'],
    text: 'Good coffee and a fresh muffin. Delivery took a little longer than promised.',
  },
  {
    id: 3,
    vendorId: 7,
    vendorName: 'Glow Unisex Salon',
    vendorIcon: 'scissors',
    date: '2026-10-11',
    rating: 4,
    items: ["Men's Haircut", 'Beard Trim & Shape'],
    text: 'Friendly stylist and a neat cut. Booking a slot was easy.',
  },
];
