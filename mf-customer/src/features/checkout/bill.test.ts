import { computeBill, rupeesToPaise, type BillingConfig, type CartLine } from '@marketplace/contracts';
import { billView, cartBill, cartBillingCategoryId } from './bill';

const line = (overrides: Partial<CartLine>): CartLine => ({
  id: 1,
  itemId: 11,
  name: 'Masala Dosa',
  price: 120,
  quantity: 1,
  restaurantId: 7,
  restaurantName: 'Dosa Corner',
  category: 'veg',
  businessCategory: 'Food & Restaurants',
  description: null,
  externalMenuId: null,
  ...overrides,
});

const billing: BillingConfig = {
  categoryName: 'Food & Restaurants',
  packagingLabel: 'Eco Packaging',
  platformFeeRupees: 10,
  platformFeeDiscountPercentage: 50,
  deliveryChargesRupees: 30,
  deliveryChargesDiscountPercentage: 0,
  packagingApplicable: true,
  packagingChargesPerItem: 5,
  packagingDiscountPercent: 0,
  itemGstPercentage: 5,
  gstPercentage: 18,
};

describe('the cart bill', () => {
  const lines = [
    line({ price: 120, quantity: 2 }),
    line({ id: 2, name: 'Filter Coffee', price: 35.5, quantity: 1 }),
  ];

  it('takes the billing category from the first line’s business category (customer spec 9)', () => {
    expect(cartBillingCategoryId([])).toBeNull();
    expect(
      cartBillingCategoryId([
        line({ businessCategory: 'Grocery' }),
        line({ businessCategory: 'Kirana Stores' }),
      ]),
    ).toBe(3);
    expect(cartBillingCategoryId([line({ businessCategory: 'Beauty & Personal Care' })])).toBe(2);
    expect(cartBillingCategoryId([line({ businessCategory: 'Home Services' })])).toBe(1);
  });

  it('bills a category the spec does not name by its own config, when the line knows its id (decision 75)', () => {
    expect(cartBillingCategoryId([line({ businessCategory: 'Weekend Bakes', businessCategoryId: 12 })])).toBe(
      12,
    );
    expect(cartBillingCategoryId([line({ businessCategory: 'Grocery', businessCategoryId: 12 })])).toBe(3);
    expect(cartBillingCategoryId([line({ businessCategory: 'constructor' })])).toBe(1);
  });

  it('is the bill the order service computes for the same prices', () => {
    const expected = computeBill(
      [
        { pricePaise: rupeesToPaise(120), quantity: 2 },
        { pricePaise: rupeesToPaise(35.5), quantity: 1 },
      ],
      billing,
    );
    expect(cartBill(lines, billing)).toEqual(expected);
  });

  it('shows every row with the category’s packaging label and the total in rupees', () => {
    // Items 275.50; platform 5 after half off; delivery 30; packaging 3 items × 5 = 15;
    // GST 5 % of 290.50 = 14.53 (rounded) plus 18 % of 35 = 6.30.
    const view = billView(cartBill(lines, billing), billing);
    expect(view.rows.map(({ label, amount }) => [label, amount])).toEqual([
      ['Item Total', '₹275.50'],
      ['Platform Fee', '₹5'],
      ['Delivery Fee', '₹30'],
      ['Eco Packaging', '₹15'],
      ['GST', '₹20.83'],
    ]);
    expect(view.totalRupees).toBe(346.33);
    expect(view.total).toBe('₹346.33');
  });

  it('leaves packaging out where the category does not charge it, and names it plainly without a label', () => {
    const noPackaging = { ...billing, packagingApplicable: false };
    expect(billView(cartBill(lines, noPackaging), noPackaging).rows.map((row) => row.key)).toEqual([
      'itemsTotal',
      'platformFee',
      'deliveryCharge',
      'gst',
    ]);
    const unlabelled = { ...billing, packagingLabel: ' ' };
    expect(billView(cartBill(lines, unlabelled), unlabelled).rows[3]).toMatchObject({
      key: 'packaging',
      label: 'Packaging Charges',
    });
  });

  it('is the items total alone without a billing config', () => {
    const view = billView(cartBill(lines, null), null);
    expect(view.rows).toEqual([{ key: 'itemsTotal', label: 'Item Total', amount: '₹275.50' }]);
    expect(view.totalRupees).toBe(275.5);
  });

  it('shows a total over ₹1000 as it is: the paise display rule is for menu prices', () => {
    const view = billView(cartBill([line({ price: 600, quantity: 2 })], null), null);
    expect(view.total).toBe('₹1200');
  });
});
