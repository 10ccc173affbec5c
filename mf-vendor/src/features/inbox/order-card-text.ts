import {
  DIETARY_BANNERS,
  HANDOFF_MAX_TRIES,
  VENDOR_APP_TEXTS,
  VENDOR_STEP_ACTIONS,
  VENDOR_TAB_STATUSES,
  VENDOR_ORDER_TABS,
  formatRupeeAmount,
  nextVendorStep,
  type OrderStatus,
  type StoreRole,
  type VendorOrder,
  type VendorOrderTab,
} from '@marketplace/contracts';

/** One line of the order's items: 'Masala Dosa (2)'. */
export function itemLine(item: { name: string; quantity: number }): string {
  return `${item.name} (${item.quantity})`;
}

/** The order's total as the card shows it: '₹250 · Cash on Delivery'. */
export function totalLine(order: Pick<VendorOrder, 'totalAmount'>): string {
  return `${formatRupeeAmount(order.totalAmount)} · ${VENDOR_APP_TEXTS.card.cod}`;
}

/** Who ordered and where to: 'Asha · Flat A-101 · Prestige Lakeside Habitat', leaving out what is unknown. */
export function customerLine(customer: VendorOrder['customer']): string {
  return [
    customer.firstName,
    customer.flatNumber === null ? null : VENDOR_APP_TEXTS.card.flat(customer.flatNumber),
    customer.communityName,
  ]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' · ');
}

/** A tel: link for the resident's number; a bare 10-digit Indian mobile number gets +91. */
export function telHref(phone: string): string {
  const dialled = phone.replace(/[^\d+]/g, '');
  return /^[6-9]\d{9}$/.test(dialled) ? `tel:+91${dialled}` : `tel:${dialled}`;
}

/** The banners of the resident's dietary preferences ('VEG ONLY ORDER', 'JAIN'), once each. */
export function dietaryBanners(order: Pick<VendorOrder, 'dietaryPreferences'>): string[] {
  return [...new Set(order.dietaryPreferences.map((preference) => DIETARY_BANNERS[preference]))];
}

/** The inbox tab an order of this status belongs to. */
export function tabOf(status: OrderStatus): VendorOrderTab {
  return VENDOR_ORDER_TABS.find((tab) => VENDOR_TAB_STATUSES[tab].includes(status)) ?? 'done';
}

export interface StepAction {
  status: 'preparing' | 'ready' | 'out_for_delivery';
  label: string;
}

/**
 * The one button that moves an accepted order on ('Start preparing', 'Mark ready', 'Out for
 * delivery'), or null: a new order is answered, an order out for delivery is handed over with the
 * resident's code, and a finished one has no step left.
 */
export function nextStepAction(status: OrderStatus): StepAction | null {
  const step = nextVendorStep(status);
  if (step !== 'preparing' && step !== 'ready' && step !== 'out_for_delivery') return null;
  // picked_up (a partner's word) is one step before out for delivery, as ready is.
  const label = VENDOR_STEP_ACTIONS[status === 'picked_up' ? 'ready' : status];
  return label === undefined ? null : { status: step, label };
}

/** Whether the member may mark the order delivered without the resident's code: the owner, after 5 wrong codes. */
export function mayDeliverWithoutCode(
  order: Pick<VendorOrder, 'status' | 'handoffFailures'>,
  role: StoreRole | undefined,
): boolean {
  return (
    order.status === 'out_for_delivery' && role === 'owner' && order.handoffFailures >= HANDOFF_MAX_TRIES
  );
}
