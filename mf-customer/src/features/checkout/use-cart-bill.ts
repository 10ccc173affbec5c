import type { CartLine } from '@marketplace/contracts';
import { billView, cartBill, cartBillingCategoryId, type BillView } from './bill';
import { useCategoryBilling } from './checkout-api';

/** The cart's bill from its category's billing config; the items alone until and unless one comes. */
export function useCartBill(lines: readonly CartLine[]): { view: BillView; loading: boolean } {
  const billing = useCategoryBilling(cartBillingCategoryId(lines));
  const config = billing.data ?? null;
  return { view: billView(cartBill(lines, config), config), loading: billing.isPending && lines.length > 0 };
}
