import { filterDirectoryCategories, subcategoryChips } from './directory-categories';

const category = (id: number, name: string, subcategories: string[], isActive = true) => ({
  id,
  name,
  isActive,
  subcategories,
});

const CATEGORIES = [
  category(1, 'Food & Restaurants', ['South Indian', 'Biryani', 'Bakery', 'Cafe']),
  category(2, 'Beauty & Personal Care', ['Salon', 'Spa']),
  category(3, 'Hidden Category', ['Biryani'], false),
  category(4, 'Grocery', []),
];

describe('directory categories', () => {
  it('shows only active categories, in the order given', () => {
    expect(filterDirectoryCategories(CATEGORIES, '').map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it('matches the category name, ignoring case and surrounding spaces', () => {
    expect(filterDirectoryCategories(CATEGORIES, '  groc ').map((c) => c.id)).toEqual([4]);
    expect(filterDirectoryCategories(CATEGORIES, 'BEAUTY').map((c) => c.id)).toEqual([2]);
  });

  it('matches a subcategory name', () => {
    expect(filterDirectoryCategories(CATEGORIES, 'spa').map((c) => c.id)).toEqual([2]);
    expect(filterDirectoryCategories(CATEGORIES, 'biryani').map((c) => c.id)).toEqual([1]);
  });

  it('finds nothing for a search no name contains', () => {
    expect(filterDirectoryCategories(CATEGORIES, 'plumbing')).toEqual([]);
  });
});

describe('subcategory chips', () => {
  it('shows up to three and counts the rest', () => {
    expect(subcategoryChips(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('has nothing more to count for three or fewer', () => {
    expect(subcategoryChips(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(subcategoryChips([])).toEqual({ shown: [], more: 0 });
  });
});
