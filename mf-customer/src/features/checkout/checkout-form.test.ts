import {
  CHECKOUT_TEXTS,
  ORDER_MESSAGES,
  PlaceOrderRequestSchema,
  ProfileUpdateSchema,
  AddressRequestSchema,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  type Address,
  type CartLine,
  type Order,
  type UserProfile,
} from '@marketplace/contracts';
import {
  activeOrderFromRequest,
  activeOrderOf,
  addressAfterOrder,
  canPlaceOrder,
  checkoutFormErrors,
  checkoutFormFromProfile,
  composeDeliveryAddress,
  isSameAddress,
  placeOrderRequest,
  profileUpdateAfterOrder,
  type CheckoutFormValues,
} from './checkout-form';
import { orderIdFromQuery } from './order-id';

const COMMUNITY_ADDRESS = 'Prestige Lakeside Habitat, Varthur Road, Bengaluru';

const form = (overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  phone: '9876543210',
  flatNumber: 'A-101',
  floor: '1',
  block: 'A',
  address: '',
  specialInstructions: '',
  ...overrides,
});

const line: CartLine = {
  id: 70012,
  itemId: 12,
  name: 'Masala Dosa',
  price: 120,
  quantity: 2,
  restaurantId: 7,
  restaurantName: 'Dosa Corner',
  category: 'veg',
  businessCategory: 'Food & Restaurants',
  description: null,
  externalMenuId: 'MD-1',
};

describe('the delivery address', () => {
  it("is composed as 'Flat X, Floor Y, Block Z, {community address}' (customer spec 5)", () => {
    expect(composeDeliveryAddress(form(), COMMUNITY_ADDRESS)).toBe(
      `Flat A-101, Floor 1, Block A, ${COMMUNITY_ADDRESS}`,
    );
  });

  it('leaves out the parts left empty and trims the rest', () => {
    expect(
      composeDeliveryAddress(form({ flatNumber: ' B-12 ', floor: '', block: '  ' }), COMMUNITY_ADDRESS),
    ).toBe(`Flat B-12, ${COMMUNITY_ADDRESS}`);
  });

  it('is the typed address when the community has none', () => {
    expect(composeDeliveryAddress(form({ address: ' 12 MG Road ' }), null)).toBe('12 MG Road');
    expect(composeDeliveryAddress(form({ address: '12 MG Road' }), '  ')).toBe('12 MG Road');
    expect(composeDeliveryAddress(form(), null)).toBe('');
  });
});

describe('checkout validation (customer spec 5)', () => {
  it('accepts a complete form', () => {
    expect(checkoutFormErrors(form(), COMMUNITY_ADDRESS)).toEqual({});
    expect(checkoutFormErrors(form({ address: '12 MG Road' }), null)).toEqual({});
  });

  it('asks for the phone number, then for one the order service takes', () => {
    expect(checkoutFormErrors(form({ phone: '  ' }), COMMUNITY_ADDRESS)).toEqual({
      phone: ORDER_MESSAGES.phoneRequired,
    });
    expect(checkoutFormErrors(form({ phone: '98765' }), COMMUNITY_ADDRESS)).toEqual({
      phone: ORDER_MESSAGES.phoneInvalid,
    });
    expect(ORDER_MESSAGES.phoneRequired).toBe('Please enter your phone number');
  });

  it('asks for the flat number when there is a community address', () => {
    expect(checkoutFormErrors(form({ flatNumber: '' }), COMMUNITY_ADDRESS)).toEqual({
      flatNumber: CHECKOUT_TEXTS.flatNumberRequired,
    });
    expect(CHECKOUT_TEXTS.flatNumberRequired).toBe('Please enter your flat number');
  });

  it('asks for the delivery address when there is no community address, and not for the flat', () => {
    expect(checkoutFormErrors(form({ flatNumber: '' }), null)).toEqual({
      address: ORDER_MESSAGES.addressRequired,
    });
    expect(ORDER_MESSAGES.addressRequired).toBe('Please enter your delivery address');
  });

  it('disables Place Order while the phone or the address is empty, or while submitting', () => {
    expect(canPlaceOrder(form(), COMMUNITY_ADDRESS, false)).toBe(true);
    expect(canPlaceOrder(form(), COMMUNITY_ADDRESS, true)).toBe(false);
    expect(canPlaceOrder(form({ phone: ' ' }), COMMUNITY_ADDRESS, false)).toBe(false);
    expect(canPlaceOrder(form(), null, false)).toBe(false);
    expect(canPlaceOrder(form({ address: '12 MG Road' }), null, false)).toBe(true);
    // The flat number is checked on submit, with its own message (the composed address is not empty).
    expect(canPlaceOrder(form({ flatNumber: '' }), COMMUNITY_ADDRESS, false)).toBe(true);
  });
});

describe('what checkout sends', () => {
  const profile: UserProfile = {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: null,
    phone: '9123456780',
    flatNumber: 'C-3',
    floor: null,
    block: 'C',
    deliveryAddress: 'Gate 2',
    communityId: 4,
    profileImageUrl: null,
    selectedCommunityName: 'Lakeside',
  };

  it('starts from the profile, its delivery instructions as the special instructions, or empty without one', () => {
    expect(checkoutFormFromProfile(profile)).toEqual({
      phone: '9123456780',
      flatNumber: 'C-3',
      floor: '',
      block: 'C',
      address: '',
      specialInstructions: 'Gate 2',
    });
    expect(
      checkoutFormFromProfile({
        ...profile,
        deliveryAddress: 'x'.repeat(SPECIAL_INSTRUCTIONS_MAX_LENGTH + 5),
      }).specialInstructions,
    ).toHaveLength(SPECIAL_INSTRUCTIONS_MAX_LENGTH);
    expect(checkoutFormFromProfile(undefined)).toEqual(
      form({ phone: '', flatNumber: '', floor: '', block: '' }),
    );
  });

  it('places a cash-on-delivery order the order service’s schema accepts', () => {
    const request = placeOrderRequest(
      [line],
      251.2,
      form({ specialInstructions: ' Ring twice ' }),
      COMMUNITY_ADDRESS,
    );
    expect(PlaceOrderRequestSchema.parse(request)).toMatchObject({
      restaurantId: 7,
      restaurantName: 'Dosa Corner',
      items: [{ itemId: 12, externalMenuId: 'MD-1', name: 'Masala Dosa', quantity: 2, price: 120 }],
      totalAmount: 251.2,
      deliveryAddress: `Flat A-101, Floor 1, Block A, ${COMMUNITY_ADDRESS}`,
      phoneNumber: '9876543210',
      paymentMethod: 'cod',
      specialInstructions: 'Ring twice',
    });
    expect(placeOrderRequest([line], 240, form(), COMMUNITY_ADDRESS).specialInstructions).toBeNull();
    expect(() => placeOrderRequest([], 0, form(), COMMUNITY_ADDRESS)).toThrow();
  });

  it('saves the delivery details to the profile (customer spec 7), its instructions never overwritten by the address', () => {
    const update = profileUpdateAfterOrder(form({ floor: '', specialInstructions: ' Gate 2 ' }), 4);
    expect(ProfileUpdateSchema.parse(update)).toEqual({
      phone: '9876543210',
      flatNumber: 'A-101',
      floor: null,
      block: 'A',
      deliveryAddress: 'Gate 2',
      communityId: 4,
    });
    // Cleared at checkout, cleared on the profile: the resident saw them and took them out.
    expect(ProfileUpdateSchema.parse(profileUpdateAfterOrder(form(), 4)).deliveryAddress).toBeNull();
    expect(profileUpdateAfterOrder(form({ address: '12 MG Road' }), null)).not.toHaveProperty('communityId');
  });

  it('saves a home address, not the default, in Bengaluru 560001 (customer spec 9), with the device position if asked', () => {
    const address = addressAfterOrder(
      form(),
      { id: 4, address: COMMUNITY_ADDRESS },
      { latitude: 12.9, longitude: 77.7 },
    );
    expect(AddressRequestSchema.parse(address)).toEqual({
      addressType: 'home',
      flatNumber: 'A-101',
      floor: '1',
      streetAddress: `Flat A-101, Floor 1, Block A, ${COMMUNITY_ADDRESS}`,
      communityId: 4,
      communityAddress: COMMUNITY_ADDRESS,
      pincode: '560001',
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9,
      longitude: 77.7,
      isDefault: false,
    });
    expect(addressAfterOrder(form(), null, null)).toBeNull();
  });

  it('knows an address the address book already holds: same community, flat, floor and street', () => {
    const request = addressAfterOrder(form(), { id: 4, address: COMMUNITY_ADDRESS }, null)!;
    const saved: Address = {
      id: 9,
      addressType: 'home',
      flatNumber: ' a-101 ',
      floor: '1',
      streetAddress: `Flat A-101, Floor 1, Block A, ${COMMUNITY_ADDRESS}`,
      communityId: 4,
      communityAddress: COMMUNITY_ADDRESS,
      pincode: '560001',
      cityId: null,
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9,
      longitude: 77.7,
      isDefault: true,
    };
    expect(isSameAddress(saved, request)).toBe(true);
    expect(isSameAddress({ ...saved, communityId: 5 }, request)).toBe(false);
    expect(isSameAddress({ ...saved, flatNumber: 'A-102' }, request)).toBe(false);
    expect(isSameAddress({ ...saved, floor: null }, request)).toBe(false);
    // Another block is another street address.
    const otherBlock = addressAfterOrder(form({ block: 'B' }), { id: 4, address: COMMUNITY_ADDRESS }, null)!;
    expect(isSameAddress(saved, otherBlock)).toBe(false);
  });

  it('keeps the placed order for the home card: id, vendor, status, items, total (customer spec 3)', () => {
    const order = {
      id: 31,
      restaurantName: 'Dosa Corner',
      status: 'pending',
      items: [{ name: 'Masala Dosa', quantity: 2, price: 120, menuItemId: 12, externalMenuId: 'MD-1' }],
      totalAmount: 251.2,
    } as Order;
    expect(activeOrderOf(order)).toEqual({
      id: 31,
      vendor: 'Dosa Corner',
      status: 'pending',
      items: [{ name: 'Masala Dosa', quantity: 2 }],
      total: 251.2,
    });
  });
});

describe('the home card’s order from the request alone', () => {
  it('is what was asked for, pending, under the id the order service gave', () => {
    const request = placeOrderRequest([line], 251.2, form(), COMMUNITY_ADDRESS);
    expect(activeOrderFromRequest(31, request)).toEqual({
      id: 31,
      vendor: 'Dosa Corner',
      status: 'pending',
      items: [{ name: 'Masala Dosa', quantity: 2 }],
      total: 251.2,
    });
  });
});

describe('the confirmation’s order id', () => {
  it('is a positive whole number from the address bar, or none', () => {
    expect(orderIdFromQuery('42')).toBe(42);
    expect(orderIdFromQuery(' 7 ')).toBe(7);
    for (const value of [null, '', '0', '-3', '4.5', 'abc', '1e3', '9999999999999999']) {
      expect(orderIdFromQuery(value)).toBeNull();
    }
  });
});
