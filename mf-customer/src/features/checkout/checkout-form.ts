import {
  CHECKOUT_SAVED_ADDRESS,
  CHECKOUT_TEXTS,
  ORDER_MESSAGES,
  PHONE_MIN_LENGTH,
  SPECIAL_INSTRUCTIONS_MAX_LENGTH,
  type ActiveOrder,
  type Address,
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

/**
 * The form as the resident's profile fills it (spec 2: the contact number comes from the profile).
 * The profile's `deliveryAddress` is its 'Additional Delivery Instructions' (customer spec 7), so it
 * starts the special instructions, never the address: 'Ring the bell' is no place to deliver to.
 */
export function checkoutFormFromProfile(profile: UserProfile | undefined): CheckoutFormValues {
  return {
    phone: profile?.phone ?? '',
    flatNumber: profile?.flatNumber ?? '',
    floor: profile?.floor ?? '',
    block: profile?.block ?? '',
    address: '',
    specialInstructions: (profile?.deliveryAddress ?? '').slice(0, SPECIAL_INSTRUCTIONS_MAX_LENGTH),
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

/**
 * Customer spec 7: PATCH /api/user/profile after the order (phone, flatNumber, floor, block,
 * deliveryAddress, communityId), so the next checkout starts filled in.
 * `deliveryAddress` is the profile's 'Additional Delivery Instructions', not an address: sending
 * the composed address would overwrite what the resident wrote there with a copy of their flat and
 * community, which the profile already holds field by field. Checkout started the special
 * instructions from it, so what the resident left there (kept, edited or cleared) is what goes
 * back, the same round trip the phone and flat make.
 */
export function profileUpdateAfterOrder(
  values: CheckoutFormValues,
  communityId: number | null,
): ProfileUpdate {
  return {
    phone: values.phone.trim(),
    flatNumber: values.flatNumber.trim(),
    floor: values.floor.trim(),
    block: values.block.trim(),
    deliveryAddress: values.specialInstructions.trim(),
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

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether the address book already holds the address checkout would save: the same community,
 * flat and floor, and the same street (the composed address, which carries the block).
 */
export function isSameAddress(saved: Address, address: AddressRequest): boolean {
  return (
    saved.communityId === address.communityId &&
    sameText(saved.flatNumber, address.flatNumber) &&
    sameText(saved.floor, address.floor) &&
    sameText(saved.streetAddress, address.streetAddress)
  );
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

/**
 * The home card's order when the order service's answer gave only the new order's id: what was
 * asked for, still pending (a placed order starts there).
 */
export function activeOrderFromRequest(id: number, request: PlaceOrderRequest): ActiveOrder {
  return {
    id,
    vendor: request.restaurantName ?? '',
    status: 'pending',
    items: request.items.map(({ name, quantity }) => ({ name, quantity })),
    total: request.totalAmount,
  };
}
