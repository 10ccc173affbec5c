import { PartnerMenuItemSchema, PartnerVendorSchema } from '@marketplace/contracts';
import { SPICE_ROUTE_CATALOG } from './spice-route-catalog';

describe('the Spice Route catalog', () => {
  const { restaurants, categories } = SPICE_ROUTE_CATALOG;

  it('is valid partner API data that the marketplace can parse as it is', () => {
    for (const { menu, ...vendor } of restaurants) {
      expect(PartnerVendorSchema.parse(vendor)).toEqual(vendor);
      for (const item of menu) expect(PartnerMenuItemSchema.parse(item)).toEqual(item);
    }
  });

  it('has at least four open Bengaluru restaurants, each with 6 to 10 menu items', () => {
    const open = restaurants.filter((restaurant) => restaurant.isOpen);
    expect(open.length).toBeGreaterThanOrEqual(4);
    for (const restaurant of restaurants) {
      expect(restaurant.address).toMatch(/Bengaluru 56\d{4}$/);
      expect(restaurant.menu.length).toBeGreaterThanOrEqual(6);
      expect(restaurant.menu.length).toBeLessThanOrEqual(10);
    }
  });

  it('uses unique vendor and menu ids, and only raw categories it lists', () => {
    const menuIds = restaurants.flatMap((restaurant) => restaurant.menu.map((item) => item.externalMenuId));
    expect(new Set(menuIds).size).toBe(menuIds.length);
    expect(new Set(restaurants.map((restaurant) => restaurant.id)).size).toBe(restaurants.length);
    const categoryIds = new Set(categories.map((category) => category.rawCategoryId));
    expect(restaurants.every((restaurant) => categoryIds.has(restaurant.rawCategoryId))).toBe(true);
  });

  it('has a closed restaurant and unavailable items, so refusals can be exercised', () => {
    expect(restaurants.some((restaurant) => !restaurant.isOpen)).toBe(true);
    const openWithUnavailable = restaurants.filter(
      (restaurant) => restaurant.isOpen && restaurant.menu.some((item) => !item.isAvailable),
    );
    expect(openWithUnavailable.length).toBeGreaterThanOrEqual(1);
  });
});
