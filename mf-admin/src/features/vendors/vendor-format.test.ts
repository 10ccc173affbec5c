import {
  categoryName,
  communityNames,
  formatAcceptMinutes,
  formatRating,
  formatShare,
  memberLines,
  missingParts,
} from './vendor-format';

describe("a vendor's figures over 30 days", () => {
  it('writes shares of the orders as percentages with one decimal', () => {
    expect(formatShare(0.125, 40)).toBe('12.5%');
    expect(formatShare(0, 40)).toBe('0.0%');
    expect(formatShare(1, 3)).toBe('100.0%');
    expect(formatShare(1 / 3, 3)).toBe('33.3%');
  });

  it("shows no share at all for a vendor without orders, rather than '0.0%'", () => {
    expect(formatShare(0, 0)).toBe('—');
  });

  it("writes the median time to accept in whole minutes, or '—' with none accepted", () => {
    expect(formatAcceptMinutes(4)).toBe('4 min');
    expect(formatAcceptMinutes(3.6)).toBe('4 min');
    expect(formatAcceptMinutes(0.3)).toBe('< 1 min');
    expect(formatAcceptMinutes(null)).toBe('—');
  });

  it('writes a rating with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
  });
});

describe("a vendor's members", () => {
  it('lists names with their roles, owners first', () => {
    expect(
      memberLines([
        { userId: 2, name: 'Ravi', email: null, role: 'staff' },
        { userId: 1, name: 'Asha Rao', email: 'asha@example.com', role: 'owner' },
      ]),
    ).toEqual(['Asha Rao (owner)', 'Ravi (staff)']);
  });

  it("says 'Unavailable' when they could not be read, and 'No members' when there are none", () => {
    expect(memberLines(null)).toEqual(['Unavailable']);
    expect(memberLines([])).toEqual(['No members']);
  });

  it('tells which parts a page answered without', () => {
    expect(missingParts([{ members: [], figures: null }])).toEqual({ members: false, figures: true });
    expect(missingParts([])).toEqual({ members: false, figures: false });
  });
});

describe("an application's names", () => {
  const categories = [
    { id: 1, name: 'Food & Restaurants' },
    { id: 2, name: 'Groceries' },
  ];
  const communities = [
    { id: 10, name: 'Green Meadows' },
    { id: 11, name: 'Lake View' },
  ];

  it('names the category by its id, or by the id alone when the list lacks it', () => {
    expect(categoryName(2, categories)).toBe('Groceries');
    expect(categoryName(9, categories)).toBe('Category #9');
    expect(categoryName(1, [])).toBe('Category #1');
  });

  it("names the communities in the application's order, an unlisted one by its id", () => {
    expect(communityNames([11, 12, 10], communities)).toEqual([
      'Lake View',
      'Community #12',
      'Green Meadows',
    ]);
  });
});
