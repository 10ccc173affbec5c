import type { PartnerMenuItem, PartnerRawCategory, PartnerVendor } from '@marketplace/contracts';

export interface PartnerRestaurant extends PartnerVendor {
  menu: PartnerMenuItem[];
}

export interface CatalogData {
  sourceSystem: string;
  categories: Omit<PartnerRawCategory, 'vendorCount'>[];
  restaurants: PartnerRestaurant[];
}

/** Read-only view of the partner's restaurants and menus. */
export class PartnerCatalog {
  private readonly byId: ReadonlyMap<string, PartnerRestaurant>;

  constructor(private readonly data: CatalogData) {
    this.byId = new Map(data.restaurants.map((restaurant) => [restaurant.id, restaurant]));
  }

  get sourceSystem(): string {
    return this.data.sourceSystem;
  }

  categories(): PartnerRawCategory[] {
    return this.data.categories.map((category) => ({
      ...category,
      vendorCount: this.data.restaurants.filter((r) => r.rawCategoryId === category.rawCategoryId).length,
    }));
  }

  /** All vendors, or those of one raw category (unknown category: none). */
  vendors(rawCategoryId?: string): PartnerVendor[] {
    return this.data.restaurants
      .filter((restaurant) => rawCategoryId === undefined || restaurant.rawCategoryId === rawCategoryId)
      .map(toVendor);
  }

  vendor(id: string): PartnerVendor | undefined {
    const restaurant = this.byId.get(id);
    return restaurant && toVendor(restaurant);
  }

  menu(vendorId: string): PartnerMenuItem[] | undefined {
    return this.byId.get(vendorId)?.menu;
  }

  /** Upper bound of the delivery range in minutes ('25-30' -> 30). */
  deliveryMinutes(vendorId: string): number | undefined {
    const range = this.byId.get(vendorId)?.deliveryTime;
    return range === undefined ? undefined : Number(range.split('-')[1]);
  }
}

function toVendor({ menu: _menu, ...vendor }: PartnerRestaurant): PartnerVendor {
  return vendor;
}
