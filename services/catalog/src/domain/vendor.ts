import type { PartnerMenuItemCategory, StoreStatus, WeeklyHours } from '@marketplace/contracts';

export interface VendorRecord {
  id: number;
  categoryId: number;
  categoryName: string;
  communityId: number | null;
  name: string;
  description: string | null;
  images: string[];
  /** A range in minutes, '15-20'. */
  deliveryTime: string;
  deliveryFeePaise: number;
  isOpen: boolean;
  address: string | null;
  phone: string | null;
  distance: string | null;
  serviceCost: string;
  isExternalSource: boolean;
  /** The partner's own id, for external vendors. */
  externalId: string | null;
  sourceSystem: string | null;
  services: string[];
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  totalReviews: number;
  /** Suspended stores are hidden from residents (issue 25). */
  status: StoreStatus;
  /** The store's weekly hours; null when it has none (the switch alone decides). */
  hours: WeeklyHours | null;
}

/** A vendor in a resident's list: with its distance from the community it was listed for, if any. */
export interface ListedVendor extends VendorRecord {
  /** km from the resident's community (the coverage's distance); null in lists for anyone. */
  communityDistanceKm: number | null;
}

export interface MenuItemRecord {
  id: number;
  vendorId: number;
  name: string;
  description: string | null;
  pricePaise: number;
  category: PartnerMenuItemCategory;
  isAvailable: boolean;
  externalMenuId: string | null;
  /** Null where nobody said (partner menus, items from before issue 25). */
  isVeg: boolean | null;
  updatedAt: Date;
}

/** Whether a vendor takes orders now, and how long it takes (customer spec 3, vendor details). */
export interface VendorAvailability {
  deliveryTime: string;
  isOpen: boolean;
}
