import {
  displayedPrice,
  formatRupeeAmount,
  formatRupees,
  paiseToRupees,
  percentOf,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(percentOf(1001, 18)).toBe(180);
  });

  it('shows prices over 1000 divided by 100 (customer spec 9), and 1000 itself as it is', () => {
    expect(displayedPrice(1000)).toBe(1000);
    expect(displayedPrice(25000)).toBe(250);
    expect(formatRupees(25050)).toBe('₹250.50');
    expect(formatRupees(120)).toBe('₹120');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });

  it('shows computed amounts (subtotals, bills) as they are, over 1000 too', () => {
    expect(formatRupeeAmount(1200)).toBe('₹1200');
    expect(formatRupeeAmount(236.5)).toBe('₹236.50');
  });
});
