import { PARTNER_SOURCES, type PartnerSource } from '@marketplace/contracts';
import type { CategoryBillingFields } from '../../domain/category';
import type { CategoryBilling as CategoryBillingRow } from './generated/client';
import { decimalToNumber } from './prisma-decimal';

/** Admin spec 3: lower display order first, ties by creation. */
export const categoryOrder = [
  { displayOrder: 'asc' as const },
  { createdAt: 'asc' as const },
  { id: 'asc' as const },
];

export function isPartnerSource(source: string): source is PartnerSource {
  return (PARTNER_SOURCES as readonly string[]).includes(source);
}

export function toBillingFields(row: CategoryBillingRow): CategoryBillingFields {
  return {
    gstPercentage: decimalToNumber(row.gstPercentage),
    itemGstPercentage: decimalToNumber(row.itemGstPercentage),
    platformFeePaise: row.platformFeePaise,
    platformFeeDiscountPercentage: decimalToNumber(row.platformFeeDiscountPercentage),
    deliveryChargesPaise: row.deliveryChargesPaise,
    deliveryChargesDiscountPercentage: decimalToNumber(row.deliveryChargesDiscountPercentage),
    packagingApplicable: row.packagingApplicable,
    packagingLabel: row.packagingLabel,
    packagingChargesPerItemPaise: row.packagingChargesPerItemPaise,
    packagingDiscountPercent: decimalToNumber(row.packagingDiscountPercent),
  };
}
