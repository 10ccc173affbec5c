import { selectHomeCategories } from './home-categories';

const category = (id: number, displayOrder: number | null | undefined, isOrderable = true) => ({
  id,
  name: `Category ${id}`,
  isOrderable,
  displayOrder,
});

describe('home category grid selection', () => {
  it('shows only orderable categories', () => {
    const selected = selectHomeCategories([category(1, 1), category(2, 2, false), category(3, 3)]);
    expect(selected.map((c) => c.id)).toEqual([1, 3]);
  });

  it('orders by displayOrder, lowest first', () => {
    const selected = selectHomeCategories([category(1, 30), category(2, 10), category(3, 20)]);
    expect(selected.map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('puts a category without displayOrder where 999 would go', () => {
    const selected = selectHomeCategories([
      category(1, undefined),
      category(2, 1000),
      category(3, null),
      category(4, 998),
    ]);
    expect(selected.map((c) => c.id)).toEqual([4, 1, 3, 2]);
  });

  it('keeps the server order between categories with the same displayOrder', () => {
    const selected = selectHomeCategories([category(5, 1), category(3, 1), category(9, 1)]);
    expect(selected.map((c) => c.id)).toEqual([5, 3, 9]);
  });

  it('shows at most eight categories, the first eight by order', () => {
    const many = Array.from({ length: 12 }, (_, index) => category(index + 1, 12 - index));
    const selected = selectHomeCategories(many);
    expect(selected).toHaveLength(8);
    expect(selected.map((c) => c.displayOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('does not reorder the list it was given', () => {
    const categories = [category(1, 2), category(2, 1)];
    selectHomeCategories(categories);
    expect(categories.map((c) => c.id)).toEqual([1, 2]);
  });
});
