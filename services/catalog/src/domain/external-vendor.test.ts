import type { PartnerMenuItem, PartnerVendor } from '@marketplace/contracts';
import { roundRating, toExternalMenu, toExternalVendor } from './external-vendor';

const partnerVendor: PartnerVendor = {
  id: 'SRV-101',
  name: 'Punjab Da Dhaba',
  rawCategoryId: 'north-indian',
  category: 'North Indian',
  description: '',
  address: '14, 80 Feet Road, Koramangala',
  phone: '  ',
  rating: 4.45,
  totalReviews: 1286,
  deliveryTime: '30-35',
  deliveryFee: 29.99,
  isOpen: true,
  images: ['https://img.test/1.jpg'],
  latitude: 12.9352,
  longitude: 77.6245,
};

const menuItem = (
  externalMenuId: string,
  price: number,
  name = `Item ${externalMenuId}`,
): PartnerMenuItem => ({
  externalMenuId,
  name,
  description: 'Tasty',
  price,
  category: 'veg',
  isAvailable: true,
});

describe('toExternalVendor', () => {
  it('keys the vendor on the partner id and stores its fee in paise', () => {
    expect(toExternalVendor(partnerVendor)).toMatchObject({
      externalId: 'SRV-101',
      deliveryFeePaise: 2999,
      deliveryTime: '30-35',
      isOpen: true,
      images: ['https://img.test/1.jpg'],
    });
  });

  it('stores blank partner text as absent', () => {
    expect(toExternalVendor(partnerVendor)).toMatchObject({ description: null, phone: null });
  });

  it("keeps the partner's delivery radius, or none so the catalog's default applies", () => {
    expect(toExternalVendor({ ...partnerVendor, deliveryRadiusKm: 15 }).serviceRadiusKm).toBe(15);
    expect(toExternalVendor(partnerVendor).serviceRadiusKm).toBeNull();
  });

  it('keeps one decimal of the rating', () => {
    expect(toExternalVendor(partnerVendor).rating).toBe(4.5);
    expect(roundRating(3.04)).toBe(3);
    expect(roundRating(5)).toBe(5);
  });
});

describe('toExternalMenu', () => {
  it("stores prices in paise and the partner's order as the display order", () => {
    expect(toExternalMenu([menuItem('B', 59.5), menuItem('A', 249)])).toEqual([
      expect.objectContaining({ externalMenuId: 'B', pricePaise: 5950, displayOrder: 0 }),
      expect.objectContaining({ externalMenuId: 'A', pricePaise: 24900, displayOrder: 1 }),
    ]);
  });

  it('reads a partner price above 1000 as paise, as the app shows it, so the bill charges that', () => {
    expect(toExternalMenu([menuItem('P', 15000), menuItem('R', 1000)])).toEqual([
      expect.objectContaining({ externalMenuId: 'P', pricePaise: 15000 }),
      expect.objectContaining({ externalMenuId: 'R', pricePaise: 100000 }),
    ]);
  });

  it('keeps the first entry of an item id the partner lists twice', () => {
    const menu = toExternalMenu([menuItem('A', 10, 'First'), menuItem('A', 20, 'Second'), menuItem('C', 30)]);
    expect(menu.map((entry) => [entry.externalMenuId, entry.name, entry.displayOrder])).toEqual([
      ['A', 'First', 0],
      ['C', 'Item C', 1],
    ]);
  });
});
