import {
  CATEGORY_CONFIG_DEFAULTS as D,
  MASKED_SECRET,
  PARTNER_SOURCES,
  type CategoryConfig,
  type PartnerAuthMethod,
  type PartnerSource,
} from '@marketplace/contracts';

/** One source as the dialog holds it: text as typed; a blank key keeps the stored one. */
export interface SourceValues {
  url: string;
  authMethod: PartnerAuthMethod;
  authKey: string;
  sampleCurl: string;
}

/**
 * The category config dialog's values under the request's names (CategoryConfigRequestSchema
 * checks and converts them); numbers are held as typed text.
 */
export interface CategoryConfigValues {
  groupedCategory: string;
  displayOrder: string;
  isVisible: boolean;
  hasCatalog: boolean;
  isOrderable: boolean;
  sources: Record<PartnerSource, SourceValues>;
  gstPercentage: string;
  itemGstPercentage: string;
  platformFeeRupees: string;
  platformFeeDiscountPercentage: string;
  deliveryChargesRupees: string;
  deliveryChargesDiscountPercentage: string;
  packagingApplicable: boolean;
  packagingLabel: string;
  packagingChargesPerItem: string;
  packagingDiscountPercent: string;
  customerSupportNumber: string;
}

/** The sources whose fields show only for an orderable category (admin spec 2). */
export const ORDER_SOURCES: readonly PartnerSource[] = ['orderCreate', 'orderStatus', 'orderUpdate'];

const emptySource = (): SourceValues => ({ url: '', authMethod: D.authMethod, authKey: '', sampleCurl: '' });

/** Admin spec 9: a new config starts from the defaults. */
export function emptyCategoryConfigValues(): CategoryConfigValues {
  return {
    groupedCategory: '',
    displayOrder: String(D.displayOrder),
    isVisible: true,
    hasCatalog: false,
    isOrderable: false,
    sources: Object.fromEntries(PARTNER_SOURCES.map((source) => [source, emptySource()])) as Record<
      PartnerSource,
      SourceValues
    >,
    gstPercentage: String(D.gstPercentage),
    itemGstPercentage: String(D.itemGstPercentage),
    platformFeeRupees: String(D.platformFeeRupees),
    platformFeeDiscountPercentage: String(D.platformFeeDiscountPercentage),
    deliveryChargesRupees: String(D.deliveryChargesRupees),
    deliveryChargesDiscountPercentage: String(D.deliveryChargesDiscountPercentage),
    packagingApplicable: false,
    packagingLabel: D.packagingLabel,
    packagingChargesPerItem: String(D.packagingChargesPerItem),
    packagingDiscountPercent: String(D.packagingDiscountPercent),
    customerSupportNumber: '',
  };
}

/** An existing config in the dialog; its stored keys are never shown, only kept unless replaced. */
export function categoryConfigValuesFrom(config: CategoryConfig): CategoryConfigValues {
  return {
    groupedCategory: config.groupedCategory,
    displayOrder: String(config.displayOrder),
    isVisible: config.isVisible,
    hasCatalog: config.hasCatalog,
    isOrderable: config.isOrderable,
    sources: Object.fromEntries(
      PARTNER_SOURCES.map((source) => {
        const stored = config.sources[source];
        return [
          source,
          {
            url: stored.url ?? '',
            authMethod: stored.authMethod,
            authKey: '',
            sampleCurl: stored.sampleCurl ?? '',
          },
        ];
      }),
    ) as Record<PartnerSource, SourceValues>,
    gstPercentage: String(config.gstPercentage),
    itemGstPercentage: String(config.itemGstPercentage),
    platformFeeRupees: String(config.platformFeeRupees),
    platformFeeDiscountPercentage: String(config.platformFeeDiscountPercentage),
    deliveryChargesRupees: String(config.deliveryChargesRupees),
    deliveryChargesDiscountPercentage: String(config.deliveryChargesDiscountPercentage),
    packagingApplicable: config.packagingApplicable,
    packagingLabel: config.packagingLabel,
    packagingChargesPerItem: String(config.packagingChargesPerItem),
    packagingDiscountPercent: String(config.packagingDiscountPercent),
    customerSupportNumber: config.customerSupportNumber ?? '',
  };
}

/** Whether the config holds a key for this source (shown masked; a blank field keeps it). */
export function hasStoredKey(config: CategoryConfig | null, source: PartnerSource): boolean {
  return config?.sources[source].authKey === MASKED_SECRET;
}

/** Which sources the dialog shows: the order ones only for an orderable category. */
export function visibleSources(isOrderable: boolean): readonly PartnerSource[] {
  return PARTNER_SOURCES.filter((source) => isOrderable || !ORDER_SOURCES.includes(source));
}
