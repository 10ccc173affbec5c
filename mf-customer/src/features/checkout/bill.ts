import {
  BILL_TEXTS,
  billingCategoryIdFor,
  computeBill,
  formatRupeeAmount,
  paiseToRupees,
  rupeesToPaise,
  type Bill,
  type BillingConfig,
  type CartLine,
} from '@marketplace/contracts';

/** The billing category of a cart (customer spec 9): its first line's business category (decision 75). */
export function cartBillingCategoryId(lines: readonly CartLine[]): number | null {
  const first = lines[0];
  return first === undefined ? null : billingCategoryIdFor(first.businessCategory, first.businessCategoryId);
}

/**
 * The cart priced by the one function the order service charges with. Lines keep the price the
 * menu sent (decision 63 only changes how it is shown), so the total is the one the server computes.
 */
export function cartBill(lines: readonly CartLine[], billing: BillingConfig | null): Bill {
  return computeBill(
    lines.map((line) => ({ pricePaise: rupeesToPaise(line.price), quantity: line.quantity })),
    billing,
  );
}

export interface BillRow {
  key: 'itemsTotal' | 'platformFee' | 'deliveryCharge' | 'packaging' | 'gst';
  label: string;
  amount: string;
}

export interface BillView {
  rows: BillRow[];
  total: string;
  /** Rupees, as POST /api/orders takes the total the resident saw. */
  totalRupees: number;
}

const row = (key: BillRow['key'], label: string, paise: number): BillRow => ({
  key,
  label,
  amount: formatRupeeAmount(paiseToRupees(paise)),
});

/**
 * Customer spec 9: the bill details as the cart and checkout show them. Without a billing config
 * the bill is the items alone; packaging appears only where the category charges it, under the
 * category's own label.
 */
export function billView(bill: Bill, billing: BillingConfig | null): BillView {
  const rows = [row('itemsTotal', BILL_TEXTS.itemsTotal, bill.itemsTotal)];
  if (billing !== null) {
    rows.push(row('platformFee', BILL_TEXTS.platformFee, bill.platformFee));
    rows.push(row('deliveryCharge', BILL_TEXTS.deliveryCharge, bill.deliveryCharge));
    if (billing.packagingApplicable)
      rows.push(row('packaging', billing.packagingLabel.trim() || BILL_TEXTS.packaging, bill.packaging));
    rows.push(row('gst', BILL_TEXTS.gst, bill.gst));
  }
  const totalRupees = paiseToRupees(bill.total);
  return { rows, total: formatRupeeAmount(totalRupees), totalRupees };
}
