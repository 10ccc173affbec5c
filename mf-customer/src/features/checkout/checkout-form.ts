import {
  CHECKOUT_SAVED_ADDRESS,
  CHECKOUT_TEXTS,
  ORDER_MESSAGES,
  PHONE_MIN_LENGTH,
  type ActiveOrder,
  type AddressRequest,
  type CartLine,
  type Order,
  type PlaceOrderRequest,
  type ProfileUpdate,
  type UserProfile,
} from '@marketplace/contracts';
import type { Coordinates } from '../addresses/use-device-location';

/** What the resident types at checkout; every value is kept as typed and trimmed when used. */
export interface CheckoutFormValues {
  phone: string;
  flatNumber: string;
  floor: string;
  block: string;
  /** The whole address, typed only when the resident's community has no address to compose with. */
  address: string;
  specialInstructions: string;
}

export type CheckoutField = 'phone' | 'flatNumber' | 'address';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The form as the resident's profile fills it (spec 2: the contact number comes from the profile). */
export function checkoutFormFromProfile(profile: UserProfile | undefined): CheckoutFormValues {
  return {
    phone: profile?.phone ?? '',
    flatNumber: profile?.flatNumber ?? '',
    floor: profile?.floor ?? '',
    block: profile?.block ?? '',
    address: profile?.deliveryAddress ?? '',
    specialInstructions: '',
  };
}

const hasText = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * Customer spec 5: 'Flat X, Floor Y, Block Z, {community address}', leaving out the parts the
 * resident left empty. Without a community address the resident's own text is the address.
 */
export function composeDeliveryAddress(
  values: Pick<CheckoutFormValues, 'flatNumber' | 'floor' | 'block' | 'address'>,
  communityAddress: string | null,
): string {
  if (!hasText(communityAddress)) return values.address.trim();
  const parts = [
    hasText(values.flatNumber) && `Flat ${values.flatNumber.trim()}`,
    hasText(values.floor) && `Floor ${values.floor.trim()}`,
    hasText(values.block) && `Block ${values.block.trim()}`,
    communityAddress.trim(),
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * Customer spec 5, Checkout: the phone and the address are required (the phone as long as the order
 * service takes it), and with a community address the flat number is too.
 */
export function checkoutFormErrors(
  values: CheckoutFormValues,
  communityAddress: string | null,
): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const phone = values.phone.trim();
  if (phone === '') errors.phone = ORDER_MESSAGES.phoneRequired;
  else if (phone.length < PHONE_MIN_LENGTH) errors.phone = ORDER_MESSAGES.phoneInvalid;
  if (hasText(communityAddress)) {
    if (!hasText(values.flatNumber)) errors.flatNumber = CHECKOUT_TEXTS.flatNumberRequired;
  } else if (!hasText(values.address)) {
    errors.address = ORDER_MESSAGES.addressRequired;
  }
  return errors;
}

/** Customer spec 5: Place Order is disabled while the phone or the address is empty, or while submitting. */
export function canPlaceOrder(
  values: CheckoutFormValues,
  communityAddress: string | null,
  submitting: boolean,
): boolean {
  return !submitting && hasText(values.phone) && composeDeliveryAddress(values, communityAddress) !== '';
}

/** POST /api/orders from the cart and the form: cash on delivery, the total the resident was shown. */
export function placeOrderRequest(
  lines: readonly CartLine[],
  totalRupees: number,
  values: CheckoutFormValues,
  communityAddress: string | null,
): PlaceOrderRequest {
  const first = lines[0];
  if (first === undefined) throw new Error('An order needs at least one cart line');
  return {
    restaurantId: first.restaurantId,
    restaurantName: first.restaurantName,
    items: lines.map((line) => ({
      itemId: line.itemId,
      externalMenuId: line.externalMenuId,
      name: line.name,
      quantity: line.quantity,
      price: line.price,
    })),
    totalAmount: totalRupees,
    deliveryAddress: composeDeliveryAddress(values, communityAddress),
    phoneNumber: values.phone.trim(),
    paymentMethod: 'cod',
    paymentId: null,
    specialInstructions: values.specialInstructions.trim() || null,
  };
}

/** Customer spec 7: PATCH /api/user/profile after the order, so the next checkout starts filled in. */
export function profileUpdateAfterOrder(
  values: CheckoutFormValues,
  communityAddress: string | null,
  communityId: number | null,
): ProfileUpdate {
  return {
    phone: values.phone.trim(),
    flatNumber: values.flatNumber.trim(),
    floor: values.floor.trim(),
    block: values.block.trim(),
    deliveryAddress: composeDeliveryAddress(values, communityAddress),
    ...(communityId !== null ? { communityId } : {}),
  };
}

/**
 * Customer spec 7 and 9: POST /api/user/addresses after the order (home, not default, the spec's
 * Bengaluru place), with the device's position when the resident asked for it. Null without a
 * community: the auth service refuses an address without one, so asking would only fail.
 */
export function addressAfterOrder(
  values: CheckoutFormValues,
  community: { id: number; address: string | null } | null,
  coordinates: Coordinates | null,
): AddressRequest | null {
  if (community === null) return null;
  return {
    ...CHECKOUT_SAVED_ADDRESS,
    flatNumber: values.flatNumber.trim() || null,
    floor: values.floor.trim() || null,
    streetAddress: composeDeliveryAddress(values, community.address),
    communityId: community.id,
    communityAddress: community.address,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

/** Customer spec 3: the order the browser keeps for the home card. */
export function activeOrderOf(order: Order): ActiveOrder {
  return {
    id: order.id,
    vendor: order.restaurantName,
    status: order.status,
    items: order.items.map(({ name, quantity }) => ({ name, quantity })),
    total: order.totalAmount,
  };
}
