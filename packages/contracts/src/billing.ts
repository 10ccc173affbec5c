import { z } from 'zod';
import { percentOf, rupeesToPaise, type Paise } from './money';

/** Customer spec 3: the billing configuration of a category, as `GET /api/categories/{id}/billing` answers it. */
export const BillingConfigSchema = z.object({
  categoryName: z.string(),
  packagingLabel: z.string(),
  platformFeeRupees: z.number().min(0),
  platformFeeDiscountPercentage: z.number().min(0).max(100),
  deliveryChargesRupees: z.number().min(0),
  deliveryChargesDiscountPercentage: z.number().min(0).max(100),
  packagingApplicable: z.boolean(),
  packagingChargesPerItem: z.number().min(0),
  packagingDiscountPercent: z.number().min(0).max(100),
  itemGstPercentage: z.number().min(0).max(100).default(18),
  gstPercentage: z.number().min(0).max(100).default(18),
});
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

/** GST on the platform fee and delivery charge is fixed, whatever the category says. */
export const SERVICE_GST_PERCENT = 18;

export interface BillLine {
  pricePaise: Paise;
  quantity: number;
}

export interface Bill {
  itemsTotal: Paise;
  platformFee: Paise;
  deliveryCharge: Paise;
  packaging: Paise;
  gst: Paise;
  total: Paise;
}

const afterDiscount = (paise: Paise, discountPercent: number) => paise - percentOf(paise, discountPercent);

/**
 * Customer spec 9, the one implementation the server charges and the cart shows:
 * total = items + platform + delivery + packaging + GST; without a billing config, the items total.
 */
export function computeBill(lines: readonly BillLine[], billing: BillingConfig | null): Bill {
  const itemsTotal = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  if (!billing)
    return { itemsTotal, platformFee: 0, deliveryCharge: 0, packaging: 0, gst: 0, total: itemsTotal };
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const platformFee = afterDiscount(
    rupeesToPaise(billing.platformFeeRupees),
    billing.platformFeeDiscountPercentage,
  );
  const deliveryCharge = afterDiscount(
    rupeesToPaise(billing.deliveryChargesRupees),
    billing.deliveryChargesDiscountPercentage,
  );
  const packaging = billing.packagingApplicable
    ? afterDiscount(
        rupeesToPaise(billing.packagingChargesPerItem) * itemCount,
        billing.packagingDiscountPercent,
      )
    : 0;
  const gst =
    percentOf(itemsTotal + packaging, billing.itemGstPercentage ?? 18) +
    percentOf(platformFee + deliveryCharge, SERVICE_GST_PERCENT);
  return {
    itemsTotal,
    platformFee,
    deliveryCharge,
    packaging,
    gst,
    total: itemsTotal + platformFee + deliveryCharge + packaging + gst,
  };
}

/** Customer spec 9: business category name → billing category id, taken from the first cart item. */
export const BILLING_CATEGORY_IDS: Readonly<Record<string, number>> = {
  'Food & Restaurants': 1,
  'Beauty & Personal Care': 2,
  Grocery: 3,
  'Kirana Stores': 4,
};
export const DEFAULT_BILLING_CATEGORY_ID = 1;

/**
 * The billing category of a cart: its first item's business category by the spec's table; a
 * category the table does not name (one an administrator created, with its own billing) by its own
 * id when the line knows it (decision 75); else the default.
 */
export function billingCategoryIdFor(
  businessCategory: string | null | undefined,
  ownCategoryId?: number | null,
): number {
  if (businessCategory && Object.hasOwn(BILLING_CATEGORY_IDS, businessCategory))
    return BILLING_CATEGORY_IDS[businessCategory]!;
  return ownCategoryId ?? DEFAULT_BILLING_CATEGORY_ID;
}
