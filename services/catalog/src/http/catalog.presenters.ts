import {
  paiseToRupees,
  type AdminCommunity,
  type BillingConfig,
  type Category,
  type City,
  type Community,
  type MenuItem,
  type OrderContext,
  type PartnerEndpoint,
  type Vendor,
  type VendorDetailsResponse,
} from '@marketplace/contracts';
import type { OrderContextData } from '../app/queries/get-order-context';
import {
  categoryTakesOrders,
  type CategoryBillingFields,
  type CategoryBillingRecord,
  type CategoryListing,
} from '../domain/category';
import type { AdminCommunityRecord } from '../domain/community';
import type { CityRecord, CommunityRecord } from '../domain/place';
import type { MenuItemRecord, VendorAvailability, VendorRecord } from '../domain/vendor';

/** Domain records to the contract's response shapes (packages/contracts catalog.ts, billing.ts). */

export function toCityResponse(city: CityRecord): City {
  return { cityId: city.id, cityName: city.name, state: city.state };
}

export function toCommunityResponse(community: CommunityRecord): Community {
  return {
    id: community.id,
    name: community.name,
    address: community.address,
    pincode: community.pincode,
    city: community.city,
    state: community.state,
    type: community.type,
    status: community.status,
  };
}

export function toAdminCommunityResponse(community: AdminCommunityRecord): AdminCommunity {
  return {
    id: community.id,
    name: community.name,
    type: community.type,
    address: community.address,
    city: community.city,
    state: community.state,
    pincode: community.pincode,
    latitude: community.latitude,
    longitude: community.longitude,
    status: community.status,
    businessCount: community.businessCount,
    createdAt: community.createdAt.toISOString(),
    updatedAt: community.updatedAt.toISOString(),
  };
}

export function toCategoryResponse(category: CategoryListing): Category {
  return {
    id: category.id,
    name: category.name,
    isActive: category.isVisible,
    isOrderable: category.isOrderable,
    displayOrder: category.displayOrder,
    hasCart: category.hasCart,
    vendorCount: category.vendorCount,
    subcategories: category.subcategories,
    icon: category.icon,
  };
}

export function toBillingConfig(billing: CategoryBillingRecord): BillingConfig {
  return { categoryName: billing.categoryName, ...toBillingAmounts(billing) };
}

/** A billing config's amounts in rupees and its rates, as the cart and the back-office read them. */
export function toBillingAmounts(billing: CategoryBillingFields): Omit<BillingConfig, 'categoryName'> {
  return {
    packagingLabel: billing.packagingLabel,
    platformFeeRupees: paiseToRupees(billing.platformFeePaise),
    platformFeeDiscountPercentage: billing.platformFeeDiscountPercentage,
    deliveryChargesRupees: paiseToRupees(billing.deliveryChargesPaise),
    deliveryChargesDiscountPercentage: billing.deliveryChargesDiscountPercentage,
    packagingApplicable: billing.packagingApplicable,
    packagingChargesPerItem: paiseToRupees(billing.packagingChargesPerItemPaise),
    packagingDiscountPercent: billing.packagingDiscountPercent,
    itemGstPercentage: billing.itemGstPercentage,
    gstPercentage: billing.gstPercentage,
  };
}

export function toVendorResponse(vendor: VendorRecord): Vendor {
  return {
    id: vendor.id,
    name: vendor.name,
    category: vendor.categoryName,
    categoryId: vendor.categoryId,
    rating: vendor.rating,
    totalReviews: vendor.totalReviews,
    description: vendor.description,
    images: vendor.images,
    deliveryTime: vendor.deliveryTime,
    deliveryFee: paiseToRupees(vendor.deliveryFeePaise),
    isOpen: vendor.isOpen,
    address: vendor.address,
    phone: vendor.phone,
    distance: vendor.distance,
    serviceCost: vendor.serviceCost,
    isExternalSource: vendor.isExternalSource,
    services: vendor.services,
    latitude: vendor.latitude,
    longitude: vendor.longitude,
    hours: vendor.hours,
  };
}

export function toMenuItemResponse(item: MenuItemRecord): MenuItem {
  return {
    id: item.id,
    itemId: item.id,
    name: item.name,
    description: item.description,
    price: paiseToRupees(item.pricePaise),
    category: item.category,
    isAvailable: item.isAvailable,
    externalMenuId: item.externalMenuId,
  };
}

export function toVendorDetailsResponse(availability: VendorAvailability): VendorDetailsResponse {
  return { data: { deliveryTime: availability.deliveryTime, isOpen: availability.isOpen } };
}

export function toOrderContext(context: OrderContextData): OrderContext {
  const { vendor, partnerEndpoints: endpoints } = context;
  const endpoint = (value: PartnerEndpoint | undefined) => value ?? null;
  return {
    vendor: {
      id: vendor.id,
      name: vendor.name,
      address: vendor.address,
      categoryId: vendor.categoryId,
      categoryName: vendor.categoryName,
      isOpen: vendor.isOpen,
      takesOrders: categoryTakesOrders(context.category),
      isExternalSource: vendor.isExternalSource,
      externalId: vendor.externalId,
      communityIds: context.communityIds,
    },
    menu: context.menu.map((item) => ({
      id: item.id,
      name: item.name,
      pricePaise: item.pricePaise,
      isAvailable: item.isAvailable,
      externalMenuId: item.externalMenuId,
      category: item.category,
    })),
    billing: context.billing ? toBillingConfig(context.billing) : null,
    partner: {
      orderCreate: endpoint(endpoints.orderCreate),
      orderStatus: endpoint(endpoints.orderStatus),
      orderUpdate: endpoint(endpoints.orderUpdate),
    },
    customerSupportNumber: context.category?.customerSupportNumber ?? null,
  };
}
