import {
  BillingConfigSchema,
  CategorySchema,
  MenuItemSchema,
  OrderContextSchema,
  VendorSchema,
  computeBill,
} from '@marketplace/contracts';
import type { CategoryBillingRecord, CategoryListing } from '../domain/category';
import type { MenuItemRecord, VendorRecord } from '../domain/vendor';
import {
  toBillingConfig,
  toCategoryResponse,
  toMenuItemResponse,
  toOrderContext,
  toVendorDetailsResponse,
  toVendorResponse,
} from './catalog.presenters';

const category: CategoryListing = {
  id: 3,
  name: 'Grocery',
  displayOrder: 3,
  isVisible: false,
  hasCatalog: false,
  isOrderable: true,
  hasCart: true,
  icon: 'shopping-basket',
  customerSupportNumber: '+91 80 4718 2003',
  subcategories: ['Dairy', 'Staples'],
  vendorCount: 4,
};

const billing: CategoryBillingRecord = {
  categoryId: 1,
  categoryName: 'Food & Restaurants',
  gstPercentage: 18,
  itemGstPercentage: 5,
  platformFeePaise: 1000,
  platformFeeDiscountPercentage: 0,
  deliveryChargesPaise: 3000,
  deliveryChargesDiscountPercentage: 50,
  packagingApplicable: true,
  packagingLabel: 'Packaging Charges',
  packagingChargesPerItemPaise: 550,
  packagingDiscountPercent: 12.5,
};

const vendor: VendorRecord = {
  id: 7,
  categoryId: 1,
  categoryName: 'Food & Restaurants',
  communityId: 1,
  name: 'Punjab Da Dhaba',
  description: null,
  images: [],
  deliveryTime: '30-35',
  deliveryFeePaise: 2950,
  isOpen: true,
  address: 'Koramangala',
  phone: null,
  distance: null,
  serviceCost: 'Cost NA',
  isExternalSource: true,
  externalId: 'SRV-101',
  sourceSystem: 'spice-route',
  services: [],
  latitude: 12.9352,
  longitude: 77.6245,
  rating: 4.4,
  totalReviews: 1286,
  status: 'active',
  hours: null,
};

const menuItem: MenuItemRecord = {
  id: 41,
  vendorId: 7,
  name: 'Butter Naan',
  description: null,
  pricePaise: 5950,
  category: 'veg',
  isAvailable: false,
  externalMenuId: 'SR-106',
  isVeg: true,
  updatedAt: new Date('2026-12-01T10:00:00Z'),
};

describe('catalog presenters', () => {
  it("answers the admin's isVisible as the customer's isActive, with names of subcategories", () => {
    const response = toCategoryResponse(category);
    expect(CategorySchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({ isActive: false, subcategories: ['Dairy', 'Staples'], vendorCount: 4 });
    expect(response).not.toHaveProperty('isVisible');
  });

  it('speaks rupees for billing amounts stored in paise and keeps percentages as given', () => {
    const config = toBillingConfig(billing);
    expect(BillingConfigSchema.parse(config)).toEqual(config);
    expect(config).toMatchObject({
      platformFeeRupees: 10,
      deliveryChargesRupees: 30,
      deliveryChargesDiscountPercentage: 50,
      packagingChargesPerItem: 5.5,
      packagingDiscountPercent: 12.5,
      itemGstPercentage: 5,
      gstPercentage: 18,
    });
  });

  it('prices a bill from the answered config exactly as from the stored paise', () => {
    // 2 x Rs 100: platform 10, delivery 30 less 50% = 15, packaging 2 x 5.50 = 11 less 12.5% (1.375, rounded to 1.38) = 9.62
    const bill = computeBill([{ pricePaise: 10000, quantity: 2 }], toBillingConfig(billing));
    expect(bill).toMatchObject({
      itemsTotal: 20000,
      platformFee: 1000,
      deliveryCharge: 1500,
      packaging: 962,
    });
  });

  it('answers vendor money in rupees and the category by name', () => {
    const response = toVendorResponse(vendor);
    expect(VendorSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({ deliveryFee: 29.5, category: 'Food & Restaurants', categoryId: 1 });
    expect(response).not.toHaveProperty('externalId');
  });

  it('gives each menu item an itemId equal to its id and a rupee price', () => {
    const response = toMenuItemResponse(menuItem);
    expect(MenuItemSchema.parse(response)).toEqual(response);
    expect(response).toMatchObject({
      id: 41,
      itemId: 41,
      price: 59.5,
      isAvailable: false,
      externalMenuId: 'SR-106',
    });
  });

  it('wraps vendor details in data', () => {
    expect(toVendorDetailsResponse({ deliveryTime: '20-25', isOpen: false })).toEqual({
      data: { deliveryTime: '20-25', isOpen: false },
    });
  });

  it('builds an order context that satisfies the contract, with absent partner sources as null', () => {
    const context = toOrderContext({
      vendor,
      category: { ...category, id: 1, customerSupportNumber: '+91 80 4718 2001' },
      menu: [menuItem],
      billing,
      partnerEndpoints: {
        orderCreate: { url: 'http://partner.test/orders', authMethod: 'bearer', authKey: 'k' },
      },
      communityIds: [3, 8],
    });
    expect(OrderContextSchema.parse(context)).toEqual(context);
    expect(context.vendor.externalId).toBe('SRV-101');
    expect(context.vendor.communityIds).toEqual([3, 8]);
    expect(context.menu[0]).toEqual({
      id: 41,
      name: 'Butter Naan',
      pricePaise: 5950,
      isAvailable: false,
      externalMenuId: 'SR-106',
      category: 'veg',
    });
    expect(context.partner).toEqual({
      orderCreate: { url: 'http://partner.test/orders', authMethod: 'bearer', authKey: 'k' },
      orderStatus: null,
      orderUpdate: null,
    });
    expect(context.customerSupportNumber).toBe('+91 80 4718 2001');
  });

  it('answers a null billing config when the category has none', () => {
    const context = toOrderContext({
      vendor,
      category: null,
      menu: [],
      billing: null,
      partnerEndpoints: {},
      communityIds: [],
    });
    expect(context.billing).toBeNull();
    expect(context.customerSupportNumber).toBeNull();
  });
});
