/** The name of a sample video in ./videos (without extension); flick-videos.ts maps it to its files. */
export type FlickVideoName =
  | 'annapoorna-mess'
  | 'lakeside-biryani-house'
  | 'green-leaf-cafe'
  | 'dosa-corner'
  | 'royal-tandoor'
  | 'freshfarm-organics';

export interface FlickPost {
  id: string;
  /** A demo vendor's id, so the vendor name opens that vendor's page. */
  vendorId: number;
  vendorName: string;
  caption: string;
  likes: number;
  comments: number;
  shares: number;
  video: FlickVideoName;
}

/**
 * Customer spec 2: the feed shows six hard-coded sample posts. Each belongs to a demo vendor as the
 * catalog seeds them (ids in seed order, same name: services/catalog/src/seed/demo-vendors.ts), so
 * the vendor name lands on a real vendor page; the browser test checks the pairs against the catalog.
 */
export const SAMPLE_POSTS: readonly FlickPost[] = [
  {
    id: 'annapoorna-veg-meals',
    vendorId: 1,
    vendorName: 'Annapoorna Mess',
    caption: 'Veg meals on a banana leaf, served from noon. Sambar, rasam, palya and curd.',
    likes: 1240,
    comments: 86,
    shares: 41,
    video: 'annapoorna-mess',
  },
  {
    id: 'lakeside-donne-biryani',
    vendorId: 3,
    vendorName: 'Lakeside Biryani House',
    caption: 'Chicken donne biryani, the military-hotel way. Jeeraga samba rice, green masala.',
    likes: 3580,
    comments: 212,
    shares: 157,
    video: 'lakeside-biryani-house',
  },
  {
    id: 'green-leaf-cappuccino',
    vendorId: 4,
    vendorName: 'Green Leaf Cafe',
    caption: 'Morning cappuccino and a blueberry muffin, baked today.',
    likes: 864,
    comments: 39,
    shares: 18,
    video: 'green-leaf-cafe',
  },
  {
    id: 'dosa-corner-benne-dosa',
    vendorId: 5,
    vendorName: 'Dosa Corner',
    caption: 'Benne masala dosa straight off the cast-iron griddle, with a filter coffee.',
    likes: 5120,
    comments: 330,
    shares: 402,
    video: 'dosa-corner',
  },
  {
    id: 'royal-tandoor-tikka',
    vendorId: 2,
    vendorName: 'Royal Tandoor',
    caption: 'Chicken tikka from the clay oven tonight. Garlic naan on the side?',
    likes: 2045,
    comments: 118,
    shares: 73,
    video: 'royal-tandoor',
  },
  {
    id: 'freshfarm-organic-veg',
    vendorId: 11,
    vendorName: 'FreshFarm Organics',
    caption: 'Country tomatoes and baby spinach, picked this morning and delivered by evening.',
    likes: 612,
    comments: 27,
    shares: 35,
    video: 'freshfarm-organics',
  },
];
