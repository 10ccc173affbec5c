import type { ReviewCategory } from '@marketplace/contracts';
import type { DemoVendor } from './demo-vendors';

/**
 * Demo reviews: every demo vendor gets 10 or 20, written by residents with realistic names, whose
 * ratings average exactly the vendor's demo rating (so the vendor's rating and review count, which
 * the seed computes from them, match its review stats). Some are quick star taps without text, and
 * some have helpful votes (stored as votes, so helpful counts equal them).
 * Reviewers and voters are demo user ids from 1001 up, not the demo resident: they can sign in as no one.
 */
export interface DemoReview {
  userId: number;
  userName: string;
  userInitials: string;
  rating: number;
  review: string | null;
  categories: ReviewCategory[];
  isQuickFeedback: boolean;
  /** Demo user ids who marked it helpful. */
  helpfulVoters: number[];
  daysAgo: number;
}

const REVIEWERS = [
  'Priya Sharma',
  'Arjun Reddy',
  'Kavya Nair',
  'Rahul Verma',
  'Ananya Iyer',
  'Vikram Singh',
  'Meera Pillai',
  'Rohan Desai',
  'Sneha Kulkarni',
  'Aditya Rao',
  'Divya Menon',
  'Karthik Subramanian',
  'Neha Gupta',
  'Suresh Gowda',
  'Lakshmi Narayan',
  'Farhan Sheikh',
  'Pooja Hegde',
  'Siddharth Jain',
  'Ishita Bose',
  'Manoj Kumar',
  'Ayesha Khan',
  'Naveen Shetty',
  'Ritu Malhotra',
  'Deepak Joshi',
] as const;

const FIRST_REVIEWER_ID = 1001;
const FIRST_VOTER_ID = 2001;

type Group = 'food' | 'beauty' | 'shop' | 'home' | 'auto';
type Tone = 'good' | 'mixed' | 'poor';

const GROUPS: Record<string, Group> = {
  'Food & Restaurants': 'food',
  'Beauty & Personal Care': 'beauty',
  Grocery: 'shop',
  'Kirana Stores': 'shop',
  'Home Services': 'home',
  'Auto Services': 'auto',
};

const TEXTS: Record<Group, Record<Tone, string[]>> = {
  food: {
    good: [
      'Tastes just like home food. Arrived hot and well packed.',
      'Generous portions and very reasonable prices. Our go-to on weekdays.',
      'Fresh and flavourful, and the delivery was quicker than promised.',
      'Ordered for a family lunch and everyone loved it. Will order again.',
      'Consistent quality every single time. The packaging keeps everything intact.',
    ],
    mixed: [
      'Food was good but the delivery took longer than the estimate.',
      'Tasty, though a little too oily for my liking.',
      'Decent food, but the portion was smaller than last time.',
    ],
    poor: [
      'Food arrived cold and one item was missing.',
      'Too salty this time, and the container had leaked.',
    ],
  },
  beauty: {
    good: [
      'Very professional staff and a spotless salon. Loved the result.',
      'They listened to exactly what I wanted. Worth every rupee.',
      'On time, hygienic, and the products they use are good quality.',
      'Relaxing experience and friendly people. Booking again next month.',
    ],
    mixed: [
      'Good service but I had to wait 20 minutes past my slot.',
      'Result was fine, a bit pricey for what it is.',
    ],
    poor: ['The appointment was rushed and the finish was uneven.'],
  },
  shop: {
    good: [
      'Fresh stock and they deliver within the hour. Very convenient.',
      'Everything I ordered was there, well packed and fairly priced.',
      'Reliable for daily needs. The owner is very helpful on the phone.',
      'Vegetables were fresh and the milk always arrives before 7.',
    ],
    mixed: [
      'Good range but a couple of items were substituted without asking.',
      'Prices are fine, delivery can be slow on weekends.',
    ],
    poor: ['Received items close to their expiry date. Not happy.'],
  },
  home: {
    good: [
      'The technician came on time and fixed it in one visit. Clean work.',
      'Transparent pricing, no surprises. Very polite team.',
      'Quick response and neat work. Cleaned up after themselves too.',
      'Solved a problem two others could not. Highly recommended.',
    ],
    mixed: [
      'Work was done properly but they came an hour late.',
      'Fair job, the parts were charged a little higher than the market.',
    ],
    poor: ['The issue came back within a week and the revisit took days.'],
  },
  auto: {
    good: [
      'Car looks brand new after the wash. Very thorough.',
      'Honest mechanics, explained everything before starting the work.',
      'Pick-up and drop was on time and the service was done well.',
      'Good value for money and quick turnaround.',
    ],
    mixed: [
      'Decent service, but the bike was returned later than promised.',
      'Wash was okay, some spots on the glass were missed.',
    ],
    poor: ['Charged for work that was not needed. Had to argue to get it removed.'],
  },
};

const TAGS: Record<Group, ReviewCategory[]> = {
  food: ['quality', 'delivery', 'packaging', 'value', 'hygiene'],
  beauty: ['service', 'hygiene', 'quality', 'value'],
  shop: ['quality', 'delivery', 'value', 'packaging'],
  home: ['service', 'quality', 'value'],
  auto: ['service', 'value', 'quality'],
};

/**
 * n ratings from 1 to 5 whose sum is exactly rating × n (n is 10 or 20, so any one-decimal rating
 * works), spread a little: a pair of equal ratings becomes one above and one below.
 */
export function ratingsAveraging(rating: number, count: number): number[] {
  const sum = Math.round(rating * count);
  const base = Math.floor(sum / count);
  const ratings = Array.from({ length: count }, (_, index) => (index < sum - base * count ? base + 1 : base));
  const spreads = count / 10;
  for (let spread = 0; spread < spreads && base > 1 && base < 5; spread += 1) {
    const first = ratings.indexOf(base);
    const second = ratings.indexOf(base, first + 1);
    if (first < 0 || second < 0) break;
    ratings[first] = base + 1;
    ratings[second] = base - 1;
  }
  return ratings;
}

const toneOf = (rating: number): Tone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');
const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .toUpperCase();
/** How reviews show a resident: first name and the last name's initial. */
const shortName = (name: string) => {
  const [first, last] = name.split(' ');
  return `${first} ${last![0]}.`;
};

/** The demo reviews of the vendor at `index` in DEMO_VENDORS, newest first. Deterministic. */
export function demoReviewsFor(vendor: DemoVendor, index: number): DemoReview[] {
  const group = GROUPS[vendor.category] ?? 'shop';
  const count = index % 3 === 0 ? 20 : 10;
  const ratings = ratingsAveraging(vendor.rating, count);
  // Rotate, so the low ratings are not always the oldest.
  const rotated = ratings.map((_, position) => ratings[(position + index) % count]!);
  return rotated.map((rating, position) => {
    const reviewer = REVIEWERS[(index * 7 + position) % REVIEWERS.length]!;
    const tone = toneOf(rating);
    const texts = TEXTS[group][tone];
    const quick = position % 4 === 3;
    const tags = TAGS[group];
    const helpful = quick ? 0 : (index + position * 3) % 5;
    return {
      userId: FIRST_REVIEWER_ID + REVIEWERS.indexOf(reviewer),
      userName: shortName(reviewer),
      userInitials: initialsOf(reviewer),
      rating,
      review: quick ? null : texts[(index + position) % texts.length]!,
      categories: quick ? [] : [tags[position % tags.length]!, tags[(position + 2) % tags.length]!],
      isQuickFeedback: quick,
      helpfulVoters: Array.from({ length: helpful }, (_, voter) => FIRST_VOTER_ID + voter),
      daysAgo: 2 + position * 4 + (index % 3),
    };
  });
}
