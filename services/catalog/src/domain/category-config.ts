import {
  PARTNER_SOURCES,
  rupeesToPaise,
  type CategoryConfigForm,
  type PartnerAuthMethod,
  type PartnerSource,
} from '@marketplace/contracts';
import type { CategoryBillingFields } from './category';

/** One partner source as the back-office reads it: whether a key is stored, never the key itself. */
export interface PartnerSourceSettings {
  url: string;
  authMethod: PartnerAuthMethod;
  hasAuthKey: boolean;
  sampleCurl: string | null;
}

/** A grouped category with its partner sources and billing (admin spec 3); money in paise. */
export interface CategoryConfigRecord {
  id: number;
  name: string;
  displayOrder: number;
  isVisible: boolean;
  hasCatalog: boolean;
  isOrderable: boolean;
  customerSupportNumber: string | null;
  /** A source that is not configured is absent. */
  sources: Partial<Record<PartnerSource, PartnerSourceSettings>>;
  /** Null for a category never saved with a billing config (the order total is then the items total). */
  billing: CategoryBillingFields | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What a save does to a source's stored key. Secrets are write-only: the form cannot show the stored
 * key, so leaving the field blank has to mean "keep it".
 */
export type AuthKeyChange = 'keep' | 'drop' | { replaceWith: string };

export interface PartnerSourceChange {
  url: string;
  authMethod: PartnerAuthMethod;
  authKey: AuthKeyChange;
  sampleCurl: string | null;
}

/** What a category config save writes, all in one transaction. */
export interface CategoryConfigFields {
  name: string;
  displayOrder: number;
  isVisible: boolean;
  hasCatalog: boolean;
  isOrderable: boolean;
  hasCart: boolean;
  customerSupportNumber: string | null;
  /** Null: the source is removed. */
  sources: Record<PartnerSource, PartnerSourceChange | null>;
  billing: CategoryBillingFields;
}

/** The form as the rows it writes (whether its name is free is the use cases' to ask). */
export function categoryConfigFieldsOf(form: CategoryConfigForm): CategoryConfigFields {
  return {
    name: form.groupedCategory,
    displayOrder: form.displayOrder,
    isVisible: form.isVisible,
    hasCatalog: form.hasCatalog,
    isOrderable: form.isOrderable,
    // Only an orderable category's vendors take orders, so only its vendor pages show a cart.
    hasCart: form.isOrderable,
    customerSupportNumber: form.customerSupportNumber,
    sources: Object.fromEntries(
      PARTNER_SOURCES.map((source) => [source, sourceChangeOf(form.sources[source])]),
    ) as Record<PartnerSource, PartnerSourceChange | null>,
    billing: {
      gstPercentage: form.gstPercentage,
      itemGstPercentage: form.itemGstPercentage,
      platformFeePaise: rupeesToPaise(form.platformFeeRupees),
      platformFeeDiscountPercentage: form.platformFeeDiscountPercentage,
      deliveryChargesPaise: rupeesToPaise(form.deliveryChargesRupees),
      deliveryChargesDiscountPercentage: form.deliveryChargesDiscountPercentage,
      packagingApplicable: form.packagingApplicable,
      packagingLabel: form.packagingLabel,
      packagingChargesPerItemPaise: rupeesToPaise(form.packagingChargesPerItem),
      packagingDiscountPercent: form.packagingDiscountPercent,
    },
  };
}

function sourceChangeOf(source: CategoryConfigForm['sources'][PartnerSource]): PartnerSourceChange | null {
  if (source.url === null) return null;
  const authKey: AuthKeyChange =
    source.authMethod === 'none'
      ? 'drop'
      : source.authKey === null
        ? 'keep'
        : { replaceWith: source.authKey };
  return { url: source.url, authMethod: source.authMethod, authKey, sampleCurl: source.sampleCurl };
}
