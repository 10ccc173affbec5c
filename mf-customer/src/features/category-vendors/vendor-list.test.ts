import {
  fastestMinutes,
  includesPartnerVendors,
  searchVendors,
  sortVendors,
  vendorInitials,
  visibleVendors,
} from './vendor-list';

const vendor = (
  name: string,
  rating: number | null,
  deliveryTime: string,
  category = 'Food & Restaurants',
) => ({
  name,
  category,
  rating,
  deliveryTime,
  isExternalSource: false,
});

const VENDORS = [
  vendor('Annapoorna Mess', 4.5, '20-25'),
  vendor('Royal Tandoor', 4.2, '30-35'),
  vendor('Lakeside Biryani House', 4.4, '10-15'),
  vendor('Glow Salon', null, '45-60', 'Beauty & Personal Care'),
];
const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('category vendors search', () => {
  it('matches the vendor name, ignoring case', () => {
    expect(names(searchVendors(VENDORS, 'TANDOOR'))).toEqual(['Royal Tandoor']);
  });

  it('matches the category', () => {
    expect(names(searchVendors(VENDORS, 'beauty'))).toEqual(['Glow Salon']);
  });

  it('keeps every vendor for an empty search', () => {
    expect(searchVendors(VENDORS, '  ')).toHaveLength(4);
  });
});

describe('category vendors sort', () => {
  it('Top Rated puts the highest rating first and unrated vendors last', () => {
    expect(names(sortVendors(VENDORS, 'rating'))).toEqual([
      'Annapoorna Mess',
      'Lakeside Biryani House',
      'Royal Tandoor',
      'Glow Salon',
    ]);
  });

  it('Fastest puts the lowest first number of the delivery time range first', () => {
    expect(names(sortVendors(VENDORS, 'fastest'))).toEqual([
      'Lakeside Biryani House',
      'Annapoorna Mess',
      'Royal Tandoor',
      'Glow Salon',
    ]);
  });

  it('compares delivery times as numbers, not text', () => {
    const list = [vendor('Slow', 4, '100-120'), vendor('Quick', 4, '9-12')];
    expect(names(sortVendors(list, 'fastest'))).toEqual(['Quick', 'Slow']);
  });

  it('keeps the server order for ties and leaves the input alone', () => {
    const list = [vendor('First', 4, '20-25'), vendor('Second', 4, '20-30')];
    expect(names(sortVendors(list, 'rating'))).toEqual(['First', 'Second']);
    expect(names(sortVendors(list, 'fastest'))).toEqual(['First', 'Second']);
    const reversed = [...VENDORS];
    sortVendors(reversed, 'fastest');
    expect(reversed).toEqual(VENDORS);
  });

  it('searches, then sorts', () => {
    expect(names(visibleVendors(VENDORS, 'food', 'fastest'))).toEqual([
      'Lakeside Biryani House',
      'Annapoorna Mess',
      'Royal Tandoor',
    ]);
  });

  it('reads the first number of a range', () => {
    expect(fastestMinutes('25-30')).toBe(25);
    expect(fastestMinutes('')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('vendor list details', () => {
  it('flags a list with a partner vendor', () => {
    expect(includesPartnerVendors(VENDORS)).toBe(false);
    expect(includesPartnerVendors([...VENDORS, { ...VENDORS[0]!, isExternalSource: true }])).toBe(true);
  });

  it('makes initials from the first two words', () => {
    expect(vendorInitials('Lakeside Biryani House')).toBe('LB');
    expect(vendorInitials('annapoorna')).toBe('A');
    expect(vendorInitials('  ')).toBe('?');
  });
});
