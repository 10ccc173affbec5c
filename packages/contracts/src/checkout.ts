import { ONBOARDING_ADDRESS_DEFAULTS } from './customer-messages';
import { isOrderStatus, type OrderStatus } from './order-status';

/**
 * What the cart, checkout, order confirmation and mock payment screens say (customer spec 2, 4, 5,
 * 8, 9), and the order the browser keeps for the home card. Zod-free: the home screen reads the
 * active order on its first load, and a module that builds a schema would come with it.
 * The order service's own refusals (closed restaurant, phone and address required, placement
 * failure) are ORDER_MESSAGES in customer-orders.ts.
 */

export const CART_PAGE_TEXTS = {
  title: 'Cart',
  signedOutTitle: 'Please log in to view your cart',
  signedOutText: 'Your cart is kept for your account. Log in to see it and place your order.',
  login: 'Login',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add items from a restaurant in your community to get started.',
  continueShopping: 'Continue Shopping',
  items: 'Items',
  increase: (item: string) => `Increase ${item} quantity`,
  decrease: (item: string) => `Decrease ${item} quantity`,
  remove: (item: string) => `Remove ${item}`,
  quantity: (item: string, quantity: number) => `${item} quantity ${quantity}`,
  /** Without the total while the bill is loading or could not be read: it would be the wrong one. */
  proceedToCheckout: (total: string | null) =>
    total === null ? 'Proceed to Checkout' : `Proceed to Checkout · ${total}`,
} as const;

/** Customer spec 9: the bill's rows; GST is one row, on items and packaging and on the fees. */
export const BILL_TEXTS = {
  title: 'Bill Details',
  itemsTotal: 'Item Total',
  platformFee: 'Platform Fee',
  deliveryCharge: 'Delivery Fee',
  /** The category's own packaging label wins when it has one. */
  packaging: 'Packaging Charges',
  gst: 'GST',
  total: 'To Pay',
  loading: 'Loading bill details',
  /**
   * The billing config could not be read (a 404 is no failure: it means no charges). The items
   * alone would be a wrong total that the order service refuses, so the bill says so instead.
   */
  loadFailed: 'Could not load the bill details. Please try again.',
  retry: 'Retry',
} as const;

export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add items from a restaurant before checking out.',
  browseRestaurants: 'Browse Restaurants',
  orderSummary: 'Order Summary',
  deliveryAddress: 'Delivery Address',
  community: 'Community',
  noCommunity: 'No community selected',
  flatNumber: 'Flat Number',
  floor: 'Floor',
  block: 'Block',
  /** The free-text address, when the resident's community has no address to compose with. */
  addressLabel: 'Delivery Address',
  fullAddress: 'Delivering to',
  contactNumber: 'Contact Number',
  paymentMethod: 'Payment Method',
  /** Under PAYMENT_METHOD_LABELS.cod, the one method offered (customer spec 9). */
  cashOnDeliveryText: 'pay cash or UPI at delivery',
  specialInstructions: 'Special Instructions',
  specialInstructionsPlaceholder: 'Anything the restaurant or the delivery partner should know',
  placeOrder: 'Place Order',
  placingOrder: 'Placing Order...',
  orderConfirmed: 'Order Confirmed!',
  redirecting: 'Taking you to your order…',
  /** Customer spec 5: the one checkout message the order service never needs to send. */
  flatNumberRequired: 'Please enter your flat number',
  useCurrentLocation: 'Use Current Location',
  locating: 'Finding your location…',
  locationAdded: (latitude: number, longitude: number) =>
    `Location added: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
} as const;

/** Customer spec 2: the device location lookup's alerts, one per way it can fail. */
export const DEVICE_LOCATION_FAILURES = {
  'permission-denied': 'Location permission denied. Please allow location access and try again.',
  unavailable: 'Your location is unavailable right now. Please enter your address instead.',
  timeout: 'Finding your location took too long. Please try again.',
  unknown: 'Something went wrong while finding your location. Please try again.',
  unsupported: 'This browser cannot share your location. Please enter your address instead.',
} as const;
export type DeviceLocationFailure = keyof typeof DEVICE_LOCATION_FAILURES;

/** Customer spec 9: the address saved after an order (the community's own place is not asked for). */
export const CHECKOUT_SAVED_ADDRESS = {
  addressType: 'home',
  pincode: ONBOARDING_ADDRESS_DEFAULTS.pincode,
  cityName: ONBOARDING_ADDRESS_DEFAULTS.cityName,
  state: ONBOARDING_ADDRESS_DEFAULTS.state,
  isDefault: false,
} as const;

/** Customer spec 9: after 'Order Confirmed!' checkout moves to the confirmation this much later. */
export const CHECKOUT_REDIRECT_DELAY_MS = 1500;

export const ORDER_CONFIRMATION_TEXTS = {
  title: 'Order Confirmed',
  /** Customer spec 2: the heading of an order that was paid online rather than on delivery. */
  paidTitle: 'Payment Successful',
  text: 'Your order has been placed and the restaurant has been told.',
  orderNumber: 'Order Number',
  estimatedDelivery: 'Estimated Delivery',
  trackOrder: 'Track Order',
  continueShopping: 'Continue Shopping',
  redirectNotice: (seconds: number) => `Returning to home in ${seconds} s`,
} as const;

/** Customer spec 9: the confirmation goes home by itself after this long. */
export const ORDER_CONFIRMATION_REDIRECT_MS = 10_000;

/** Customer spec 2, Payment page: a mock, not wired to real orders. */
export const MOCK_PAYMENT_TEXTS = {
  title: 'Payment',
  chooseMethod: 'Choose a payment method',
  methods: {
    upi: { label: 'UPI', text: 'Pay with any UPI app' },
    wallet: { label: 'Digital Wallet', text: 'Pay from your wallet balance' },
    card: { label: 'Credit / Debit Card', text: 'Visa, Mastercard, RuPay' },
  },
  total: 'Total Amount',
  pay: (total: string) => `Pay ${total}`,
  processing: 'Processing Payment...',
  succeeded: 'Payment Successful',
  redirecting: 'Opening your order…',
  mockNotice: 'This is a demo payment: no money moves and no real order is placed.',
} as const;
export type MockPaymentMethod = keyof typeof MOCK_PAYMENT_TEXTS.methods;

/** Customer spec 9: the mock payment's fixed total (rupees) and its timings. */
export const MOCK_PAYMENT_TOTAL_RUPEES = 503;
export const MOCK_PAYMENT_PROCESSING_MS = 3000;
export const MOCK_PAYMENT_REDIRECT_MS = 2000;
/** Where the mock payment keeps its fake orders: apart from anything the real order flow reads. */
export const MOCK_PAYMENT_ORDERS_STORAGE_KEY = 'mockPaymentOrders';

/**
 * Customer spec 3: the order the browser keeps after checkout, which the home card shows until it
 * is delivered. `total` is in rupees, `status` one of ORDER_STATUSES.
 */
export const ACTIVE_ORDER_STORAGE_KEY = 'activeOrder';

export interface ActiveOrderItem {
  name: string;
  quantity: number;
}

export interface ActiveOrder {
  id: number;
  vendor: string;
  status: OrderStatus;
  items: ActiveOrderItem[];
  total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function activeOrderItemOf(value: unknown): ActiveOrderItem | null {
  if (!isRecord(value)) return null;
  const { name, quantity } = value;
  if (typeof name !== 'string' || !Number.isSafeInteger(quantity) || (quantity as number) < 1) return null;
  return { name, quantity: quantity as number };
}

/** A stored active order as the home card may trust it, or null (unknown keys are dropped). */
export function parseActiveOrder(value: unknown): ActiveOrder | null {
  if (!isRecord(value)) return null;
  const { id, vendor, status, items, total } = value;
  if (!Number.isSafeInteger(id) || (id as number) < 1) return null;
  if (typeof vendor !== 'string' || typeof status !== 'string' || !isOrderStatus(status)) return null;
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) return null;
  if (!Array.isArray(items)) return null;
  const lines: ActiveOrderItem[] = [];
  for (const item of items) {
    const line = activeOrderItemOf(item);
    if (line === null) return null;
    lines.push(line);
  }
  return { id: id as number, vendor, status: status as OrderStatus, items: lines, total };
}

export function isActiveOrder(value: unknown): value is ActiveOrder {
  return parseActiveOrder(value) !== null;
}

/** The number of items the home card shows: quantities summed. */
export function activeOrderItemCount(order: ActiveOrder): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}

/** The part of the browser's Storage the active order needs (contracts build without the DOM's types). */
export interface ActiveOrderStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The active order in `storage`, or null when there is none or it is not one (spec 8: only logged). */
export function readActiveOrder(storage: Pick<ActiveOrderStorage, 'getItem'>): ActiveOrder | null {
  const stored = storage.getItem(ACTIVE_ORDER_STORAGE_KEY);
  if (stored === null) return null;
  try {
    return parseActiveOrder(JSON.parse(stored));
  } catch (error) {
    console.error('The stored active order is not JSON', error);
    return null;
  }
}

export function writeActiveOrder(storage: Pick<ActiveOrderStorage, 'setItem'>, order: ActiveOrder): void {
  storage.setItem(ACTIVE_ORDER_STORAGE_KEY, JSON.stringify(order));
}
