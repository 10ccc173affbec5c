import {
  CATEGORY_CONFIG_DEFAULTS,
  MASKED_SECRET,
  PARTNER_SOURCES,
  type CategoryConfig,
  type CategoryConfigSource,
  type PartnerSource,
  type RawCategory,
} from '@marketplace/contracts';
import type { CategoryConfigRecord, PartnerSourceSettings } from '../domain/category-config';
import type { RawCategoryRecord } from '../domain/raw-category';
import { toBillingAmounts } from './catalog.presenters';

/** Domain records to the back-office's shapes (packages/contracts category-admin.ts). */

/**
 * What the form opens with for a category never saved with billing (a seeded one without it):
 * admin spec 9's defaults, which its first save writes.
 */
const DEFAULT_BILLING = {
  gstPercentage: CATEGORY_CONFIG_DEFAULTS.gstPercentage,
  itemGstPercentage: CATEGORY_CONFIG_DEFAULTS.itemGstPercentage,
  platformFeeRupees: CATEGORY_CONFIG_DEFAULTS.platformFeeRupees,
  platformFeeDiscountPercentage: CATEGORY_CONFIG_DEFAULTS.platformFeeDiscountPercentage,
  deliveryChargesRupees: CATEGORY_CONFIG_DEFAULTS.deliveryChargesRupees,
  deliveryChargesDiscountPercentage: CATEGORY_CONFIG_DEFAULTS.deliveryChargesDiscountPercentage,
  packagingApplicable: false,
  packagingLabel: CATEGORY_CONFIG_DEFAULTS.packagingLabel,
  packagingChargesPerItem: CATEGORY_CONFIG_DEFAULTS.packagingChargesPerItem,
  packagingDiscountPercent: CATEGORY_CONFIG_DEFAULTS.packagingDiscountPercent,
};

const UNCONFIGURED_SOURCE: CategoryConfigSource = {
  url: null,
  authMethod: CATEGORY_CONFIG_DEFAULTS.authMethod,
  authKey: null,
  sampleCurl: null,
};

export function toCategoryConfigResponse(config: CategoryConfigRecord): CategoryConfig {
  return {
    id: config.id,
    groupedCategory: config.name,
    displayOrder: config.displayOrder,
    isVisible: config.isVisible,
    hasCatalog: config.hasCatalog,
    isOrderable: config.isOrderable,
    sources: Object.fromEntries(
      PARTNER_SOURCES.map((source) => [source, toSourceResponse(config.sources[source])]),
    ) as Record<PartnerSource, CategoryConfigSource>,
    ...(config.billing ? toBillingAmounts(config.billing) : DEFAULT_BILLING),
    customerSupportNumber: config.customerSupportNumber,
    createdAt: config.createdAt.toISOString(),
    updatedAt: config.updatedAt.toISOString(),
  };
}

/** Secrets are write-only: an answer says only whether a key is stored. */
function toSourceResponse(source: PartnerSourceSettings | undefined): CategoryConfigSource {
  if (!source) return UNCONFIGURED_SOURCE;
  return {
    url: source.url,
    authMethod: source.authMethod,
    authKey: source.hasAuthKey ? MASKED_SECRET : null,
    sampleCurl: source.sampleCurl,
  };
}

export function toRawCategoryResponse(mapping: RawCategoryRecord): RawCategory {
  return {
    id: mapping.id,
    rawCategoryName: mapping.rawCategoryName,
    rawCategoryId: mapping.rawCategoryId,
    groupedCategoryId: mapping.groupedCategory?.id ?? null,
    groupedCategory: mapping.groupedCategory && {
      id: mapping.groupedCategory.id,
      groupedCategory: mapping.groupedCategory.name,
    },
    sourceSystem: mapping.sourceSystem,
    isActive: mapping.isActive,
    createdAt: mapping.createdAt.toISOString(),
    updatedAt: mapping.updatedAt.toISOString(),
  };
}
