import {
  displayedPrice,
  rupeesToPaise,
  type PartnerMenuItem,
  type PartnerMenuItemCategory,
  type PartnerVendor,
} from '@marketplace/contracts';

/** A partner's vendor as the catalog stores it: money in paise, absent text as null. */
export interface ExternalVendorData {
  externalId: string;
  name: string;
  description: string | null;
  address: string;
  phone: string | null;
  rating: number;
  totalReviews: number;
  deliveryTime: string;
  deliveryFeePaise: number;
  isOpen: boolean;
  images: string[];
  latitude: number;
  longitude: number;
  /** The partner's delivery radius; null leaves the catalog's default (domain/service-area.ts). */
  serviceRadiusKm: number | null;
}

export interface ExternalMenuItemData {
  externalMenuId: string;
  name: string;
  description: string | null;
  pricePaise: number;
  category: PartnerMenuItemCategory;
  isAvailable: boolean;
  /** The partner's order of the menu. */
  displayOrder: number;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** Ratings are stored with one decimal, as the spec shows them (4.45 -> 4.5). */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;

export function toExternalVendor(vendor: PartnerVendor): ExternalVendorData {
  return {
    externalId: vendor.id,
    name: vendor.name,
    description: blankToNull(vendor.description),
    address: vendor.address,
    phone: blankToNull(vendor.phone),
    rating: roundRating(vendor.rating),
    totalReviews: vendor.totalReviews,
    deliveryTime: vendor.deliveryTime,
    deliveryFeePaise: rupeesToPaise(vendor.deliveryFee),
    isOpen: vendor.isOpen,
    images: vendor.images,
    latitude: vendor.latitude,
    longitude: vendor.longitude,
    serviceRadiusKm: vendor.deliveryRadiusKm ?? null,
  };
}

/**
 * The partner's menu in its order. An item id listed twice keeps its first entry: the menu is
 * unique per (vendor, external menu id).
 */
export function toExternalMenu(items: readonly PartnerMenuItem[]): ExternalMenuItemData[] {
  const seen = new Set<string>();
  const menu: ExternalMenuItemData[] = [];
  for (const item of items) {
    if (seen.has(item.externalMenuId)) continue;
    seen.add(item.externalMenuId);
    menu.push({
      externalMenuId: item.externalMenuId,
      name: item.name,
      description: blankToNull(item.description),
      // Spec 9's display rule read as what it is for: a partner price above 1000 is in paise. Stored
      // as the app shows it, so the line, the bill and the charge agree (decision 63).
      pricePaise: rupeesToPaise(displayedPrice(item.price)),
      category: item.category,
      isAvailable: item.isAvailable,
      displayOrder: menu.length,
    });
  }
  return menu;
}
