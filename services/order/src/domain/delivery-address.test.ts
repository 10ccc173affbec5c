import { deliveryAddressText } from './delivery-address';

describe('deliveryAddressText', () => {
  it('keeps a text address as typed, trimmed', () => {
    expect(deliveryAddressText('  Flat 4B, Floor 2, Prestige Lakeside  ')).toBe(
      'Flat 4B, Floor 2, Prestige Lakeside',
    );
  });

  it('joins the parts of an address object with commas in reading order', () => {
    expect(
      deliveryAddressText({
        pincode: 560037,
        city: 'Bengaluru',
        line1: 'Flat 4B',
        line2: 'Prestige Lakeside',
        locality: 'Whitefield',
        state: 'Karnataka',
      }),
    ).toBe('Flat 4B, Prestige Lakeside, Whitefield, Bengaluru, Karnataka, 560037');
  });

  it('skips blank and missing parts and names the same part only once', () => {
    expect(
      deliveryAddressText({
        line1: '12 MG Road',
        addressLine1: '12 MG Road',
        area: ' ',
        zipcode: null,
        postalCode: '560001',
      }),
    ).toBe('12 MG Road, 560001');
  });
});
