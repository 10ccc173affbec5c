import type { CartLine } from '@marketplace/contracts';
import { billView, cartBill, cartBillingCategoryId, type BillView } from './bill';
import { useCategoryBilling } from './checkout-api';

export interface CartBill {
  view: BillView;
  loading: boolean;
  /** The billing config could not be read: `view` would be the items alone, a total nobody charges. */
  failed: boolean;
  retry: () => void;
  /** What to pay, once it is known: null while loading or failed, so no button shows a wrong total. */
  total: string | null;
  categoryId: number | null;
}

/** The cart's bill from its category's billing config (the items alone when the category has none). */
export function useCartBill(lines: readonly CartLine[]): CartBill {
  const categoryId = cartBillingCategoryId(lines);
  const billing = useCategoryBilling(categoryId);
  const config = billing.data ?? null;
  const view = billView(cartBill(lines, config), config);
  // A refetch that fails keeps the config read before: that one is still the real bill.
  const unread = categoryId !== null && billing.data === undefined;
  const failed = unread && billing.isError && billing.fetchStatus !== 'fetching';
  const loading = unread && !failed;
  return {
    view,
    loading,
    failed,
    retry: () => void billing.refetch(),
    total: loading || failed ? null : view.total,
    categoryId,
  };
}
