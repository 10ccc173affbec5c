import { cartLineId, nameChecksum } from './cart-line-id';

describe('cart line id', () => {
  it('is the vendor id followed by the digits of the partner menu id', () => {
    expect(cartLineId({ restaurantId: 12, externalMenuId: 'ITEM-0457', name: 'Idli' })).toBe(120457);
    expect(cartLineId({ restaurantId: 3, externalMenuId: '88', name: 'Dosa' })).toBe(388);
  });

  it('gives two vendors different ids for the same partner menu id', () => {
    const first = cartLineId({ restaurantId: 1, externalMenuId: 'm-5', name: 'Vada' });
    const second = cartLineId({ restaurantId: 2, externalMenuId: 'm-5', name: 'Vada' });
    expect(first).not.toBe(second);
  });

  it('falls back to a checksum of the name without partner digits', () => {
    const checksum = nameChecksum('Veg Meals');
    expect(cartLineId({ restaurantId: 4, externalMenuId: null, name: 'Veg Meals' })).toBe(checksum);
    expect(cartLineId({ restaurantId: 4, externalMenuId: 'abc', name: 'Veg Meals' })).toBe(checksum);
  });

  it('falls back to the checksum when the digits would not stay an exact number', () => {
    const id = cartLineId({ restaurantId: 4, externalMenuId: '123456789012345678901', name: 'Thali' });
    expect(id).toBe(nameChecksum('Thali'));
  });

  it('checksums are stable, positive integers that tell names apart', () => {
    expect(nameChecksum('Holige')).toBe(nameChecksum('Holige'));
    expect(nameChecksum('Holige')).not.toBe(nameChecksum('Phirni'));
    for (const name of ['', 'a', 'Paneer Butter Masala', 'ಬಿಸಿ ಬೇಳೆ ಬಾತ್']) {
      const checksum = nameChecksum(name);
      expect(Number.isSafeInteger(checksum)).toBe(true);
      expect(checksum).toBeGreaterThanOrEqual(0);
    }
  });
});
