import { z } from 'zod';
import { PARTNER_SOURCES, type PartnerSource } from './partner-endpoints';
import { PARTNER_AUTH_METHODS, PartnerAuthMethodSchema } from './partner-api';
import { serialIdFromDigits, serialIdSchema } from './serial-id';

/**
 * Category management (admin spec 2, 3, 5, 7, 8): the category configs (grouped categories with
 * their partner sources and billing) and the raw category mappings, owned by the catalog service,
 * and the texts of the page. The order status configs, owned by the order service, are in
 * order-status-configs.ts.
 */

/** Admin spec 8, the toasts and the page's own texts. */
export const CATEGORY_ADMIN_MESSAGES = {
  successTitle: 'Success',
  errorTitle: 'Error',
  categoryConfigCreated: 'Category config created successfully',
  categoryConfigUpdated: 'Category config updated successfully',
  categoryConfigDeleted: 'Category config deleted successfully',
  categoryConfigSaveFailed: 'Failed to save category config',
  categoryConfigDeleteFailed: 'Failed to delete category config',
  rawCategoryCreated: 'Raw category created successfully',
  rawCategoryUpdated: 'Raw category updated successfully',
  rawCategoryDeleted: 'Raw category deleted successfully',
  rawCategorySaveFailed: 'Failed to save raw category',
  rawCategoryDeleteFailed: 'Failed to delete raw category',
  orderStatusConfigCreated: 'Order status config created successfully',
  orderStatusConfigUpdated: 'Order status config updated successfully',
  orderStatusConfigDeleted: 'Order status config deleted successfully',
  orderStatusConfigSaveFailed: 'Failed to save order status config',
  orderStatusConfigDeleteFailed: 'Failed to delete order status config',
  /** Admin spec 8: a failed list fetch. */
  listFailed: (status: number) => `HTTP error! status: ${status}`,
  loadConfigurationsFailed: (message: string) => `Error loading configurations: ${message}`,
  noCategoryConfigs: 'No category configurations found',
  noRawCategories: 'No raw category mappings found',
  noOrderStatusConfigs: 'No order status configurations found',
  addFirstConfiguration: 'Add Your First Configuration',
  loadingOrderStatusConfigs: 'Loading order status configurations...',
  notConfigured: 'Not configured',
  unmapped: 'Unmapped',
  mappedTo: (groupedCategory: string | null) => `Mapped to: ${groupedCategory ?? 'Unmapped'}`,
  unknownCategory: (id: number) => `Unknown #${id}`,
  orderStatusConfigTitle: (id: number) => `Order Status Configuration #${id}`,
  allCategories: 'All Categories',
  platformFeeGstHint: 'Platform fees always use 18% GST',
  categoryConfigNotFound: 'Category config not found',
  rawCategoryNotFound: 'Raw category not found',
  orderStatusConfigNotFound: 'Order status config not found',
  categoryNameTaken: (name: string) => `A category named ${name} already exists`,
  /** A raw category saved with a grouped category deleted meanwhile (a stale pick-list). */
  groupedCategoryNotFound: 'The selected grouped category no longer exists',
  categoryConfigInUse: (vendors: number, mappings: number) =>
    `This category config cannot be deleted: ${vendors} vendor(s) and ${mappings} raw category mapping(s) use it. Hide it instead, or move them first.`,
  deleteConfirm: (what: string) => `Delete ${what}? This cannot be undone.`,
} as const;

/** Admin spec 5, the category config form's rules. */
export const CATEGORY_CONFIG_FORM_MESSAGES = {
  nameRequired: 'Category name is required',
  orderUrlsRequired: 'Order Creation URL and Order Status URL are required when category is orderable',
  displayOrderMin: 'Display order must be 0 or more',
  percentRange: (label: string) => `${label} must be between 0 and 100`,
  notNegative: (label: string) => `${label} cannot be negative`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  invalidSourceUrl: (label: string) => `${label} must be a valid http or https URL`,
} as const;

/** How the form and its messages name each source. */
export const PARTNER_SOURCE_LABELS: Readonly<Record<PartnerSource, string>> = {
  catalog: 'Catalog Source URL',
  vendor: 'Vendor Source URL',
  vendorDetails: 'Vendor Details URL',
  orderCreate: 'Order Creation URL',
  orderStatus: 'Order Status URL',
  orderUpdate: 'Order Update URL',
};

/** Admin spec 9: the category config defaults. */
export const CATEGORY_CONFIG_DEFAULTS = {
  displayOrder: 0,
  gstPercentage: 18,
  itemGstPercentage: 18,
  platformFeeRupees: 0,
  platformFeeDiscountPercentage: 0,
  deliveryChargesRupees: 30,
  deliveryChargesDiscountPercentage: 0,
  packagingChargesPerItem: 0,
  packagingDiscountPercent: 0,
  packagingLabel: 'Packaging Charges',
  authMethod: 'none',
} as const;

/** A stored secret as list and read calls show it: never the value (issue 13, write-only secrets). */
export const MASKED_SECRET = '••••••••';

/**
 * Admin spec 3: numeric values may arrive as numbers or numeric strings. Blank (or absent) is the
 * default; a string that is no number is the default too (spec 5: a non-numeric GST becomes 18);
 * a number out of bounds is refused with the field's message.
 */
export const numberish = (
  fallback: number,
  bounds: { min: number; max?: number; message: string; maxMessage?: string },
) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((raw) => {
      if (raw === undefined || raw === null) return fallback;
      if (typeof raw === 'number') return raw;
      const trimmed = raw.trim();
      const parsed = Number(trimmed);
      return trimmed === '' || !Number.isFinite(parsed) ? fallback : parsed;
    })
    .pipe(
      z
        .number()
        .refine((value) => Number.isFinite(value) && value >= bounds.min, { message: bounds.message })
        .refine((value) => bounds.max === undefined || value <= bounds.max, {
          message: bounds.maxMessage ?? bounds.message,
        }),
    );

const percent = (fallback: number, label: string) =>
  numberish(fallback, { min: 0, max: 100, message: CATEGORY_CONFIG_FORM_MESSAGES.percentRange(label) });
const MAX_RUPEES = 1_000_000;
const MAX_DISPLAY_ORDER = 1_000_000;
const rupees = (fallback: number, label: string) =>
  numberish(fallback, {
    min: 0,
    max: MAX_RUPEES,
    message: CATEGORY_CONFIG_FORM_MESSAGES.notNegative(label),
    maxMessage: CATEGORY_CONFIG_FORM_MESSAGES.atMost(label, MAX_RUPEES),
  });

/** Optional text: blank is absent (null). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((raw) => (raw ? raw : null));

/**
 * A partner secret in a save: blank, absent or the masked value the read calls show means "keep the
 * stored one" (null), so a form sent back unchanged never overwrites a key with its mask.
 */
export const secretInput = () =>
  optionalText(2000, 'Auth key').transform((raw) => (raw === MASKED_SECRET ? null : raw));

const flag = (fallback: boolean) =>
  z
    .boolean()
    .optional()
    .transform((raw) => raw ?? fallback);

/** An absolute http or https URL (partner URLs the services call). */
export const isHttpUrl = (raw: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol);
  } catch {
    return false;
  }
};

/**
 * One partner source in a save: a blank URL means the source is not configured. A blank or absent
 * auth key keeps the stored one (secrets are write-only); method none drops it.
 */
const sourceRequest = (source: PartnerSource) =>
  z
    .object({
      url: optionalText(2000, PARTNER_SOURCE_LABELS[source]).refine((url) => url === null || isHttpUrl(url), {
        message: CATEGORY_CONFIG_FORM_MESSAGES.invalidSourceUrl(PARTNER_SOURCE_LABELS[source]),
      }),
      authMethod: PartnerAuthMethodSchema.optional().transform(
        (raw) => raw ?? CATEGORY_CONFIG_DEFAULTS.authMethod,
      ),
      authKey: secretInput(),
      sampleCurl: optionalText(4000, 'Sample curl'),
    })
    .optional()
    .transform(
      (raw) =>
        raw ?? {
          url: null,
          authMethod: CATEGORY_CONFIG_DEFAULTS.authMethod,
          authKey: null,
          sampleCurl: null,
        },
    );

const sourcesObject = z.object(
  Object.fromEntries(PARTNER_SOURCES.map((source) => [source, sourceRequest(source)])) as {
    [S in PartnerSource]: ReturnType<typeof sourceRequest>;
  },
);
const sourcesRequest = sourcesObject.optional().transform((raw) => raw ?? sourcesObject.parse({}));

/** POST and PUT /api/admin/category-configs: every field of admin spec 3 with spec 5's rules and spec 9's defaults. */
export const CategoryConfigRequestSchema = z
  .object({
    groupedCategory: z
      .string({ error: CATEGORY_CONFIG_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, CATEGORY_CONFIG_FORM_MESSAGES.nameRequired)
      .max(100, 'Category name must be at most 100 characters'),
    displayOrder: numberish(CATEGORY_CONFIG_DEFAULTS.displayOrder, {
      min: 0,
      max: MAX_DISPLAY_ORDER,
      message: CATEGORY_CONFIG_FORM_MESSAGES.displayOrderMin,
      maxMessage: CATEGORY_CONFIG_FORM_MESSAGES.atMost('Display order', MAX_DISPLAY_ORDER),
    }).transform(Math.trunc),
    isVisible: flag(true),
    hasCatalog: flag(false),
    isOrderable: flag(false),
    sources: sourcesRequest,
    gstPercentage: percent(CATEGORY_CONFIG_DEFAULTS.gstPercentage, 'GST percentage'),
    itemGstPercentage: percent(CATEGORY_CONFIG_DEFAULTS.itemGstPercentage, 'Item GST percentage'),
    platformFeeRupees: rupees(CATEGORY_CONFIG_DEFAULTS.platformFeeRupees, 'Platform fee'),
    platformFeeDiscountPercentage: percent(0, 'Platform fee discount'),
    deliveryChargesRupees: rupees(CATEGORY_CONFIG_DEFAULTS.deliveryChargesRupees, 'Delivery charges'),
    deliveryChargesDiscountPercentage: percent(0, 'Delivery charges discount'),
    packagingApplicable: flag(false),
    packagingLabel: optionalText(60, 'Packaging label').transform(
      (raw) => raw ?? CATEGORY_CONFIG_DEFAULTS.packagingLabel,
    ),
    packagingChargesPerItem: rupees(
      CATEGORY_CONFIG_DEFAULTS.packagingChargesPerItem,
      'Packaging charges per item',
    ),
    packagingDiscountPercent: percent(0, 'Packaging discount'),
    customerSupportNumber: optionalText(20, 'Customer support number'),
  })
  .superRefine((form, context) => {
    if (form.isOrderable && (!form.sources.orderCreate.url || !form.sources.orderStatus.url)) {
      context.addIssue({
        code: 'custom',
        path: ['sources', 'orderCreate', 'url'],
        message: CATEGORY_CONFIG_FORM_MESSAGES.orderUrlsRequired,
      });
    }
  });
export type CategoryConfigRequest = z.input<typeof CategoryConfigRequestSchema>;
export type CategoryConfigForm = z.output<typeof CategoryConfigRequestSchema>;

/** One source of a category config as read back: the key is never shown, only whether one is stored. */
export const CategoryConfigSourceSchema = z.object({
  url: z.string().nullable(),
  authMethod: PartnerAuthMethodSchema,
  /** MASKED_SECRET when a key is stored, else null. */
  authKey: z.string().nullable(),
  sampleCurl: z.string().nullable(),
});
export type CategoryConfigSource = z.infer<typeof CategoryConfigSourceSchema>;

/** GET /api/admin/category-configs: the list, by display order then creation. Money in rupees. */
export const CategoryConfigSchema = z.object({
  id: z.number().int(),
  groupedCategory: z.string(),
  displayOrder: z.number(),
  isVisible: z.boolean(),
  hasCatalog: z.boolean(),
  isOrderable: z.boolean(),
  sources: z.object(
    Object.fromEntries(PARTNER_SOURCES.map((source) => [source, CategoryConfigSourceSchema])) as {
      [S in PartnerSource]: typeof CategoryConfigSourceSchema;
    },
  ),
  gstPercentage: z.number(),
  itemGstPercentage: z.number(),
  platformFeeRupees: z.number(),
  platformFeeDiscountPercentage: z.number(),
  deliveryChargesRupees: z.number(),
  deliveryChargesDiscountPercentage: z.number(),
  packagingApplicable: z.boolean(),
  packagingLabel: z.string(),
  packagingChargesPerItem: z.number(),
  packagingDiscountPercent: z.number(),
  customerSupportNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryConfig = z.infer<typeof CategoryConfigSchema>;
export const CategoryConfigListSchema = z.array(CategoryConfigSchema);

/** Admin spec 5, the raw category form's rules. */
export const RAW_CATEGORY_FORM_MESSAGES = {
  nameRequired: 'Raw category name is required',
  groupedCategoryRequired: 'Please select a grouped category',
} as const;

/** POST and PUT /api/admin/raw-categories. */
export const RawCategoryRequestSchema = z.object({
  rawCategoryName: z
    .string({ error: RAW_CATEGORY_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, RAW_CATEGORY_FORM_MESSAGES.nameRequired)
    .max(100, 'Raw category name must be at most 100 characters'),
  /** The partner's category id the vendor URL is queried with. */
  rawCategoryId: optionalText(100, 'Raw category id'),
  // A select's value arrives as a number or its digits; anything else ('', 'abc', '0x10') is no pick.
  groupedCategoryId: z
    .union([z.number(), z.string()], { error: RAW_CATEGORY_FORM_MESSAGES.groupedCategoryRequired })
    .transform((raw) => (typeof raw === 'number' ? raw : (serialIdFromDigits(raw.trim()) ?? 0)))
    .pipe(serialIdSchema(RAW_CATEGORY_FORM_MESSAGES.groupedCategoryRequired)),
  sourceSystem: optionalText(100, 'Source system'),
  isActive: flag(true),
});
export type RawCategoryRequest = z.input<typeof RawCategoryRequestSchema>;
export type RawCategoryForm = z.output<typeof RawCategoryRequestSchema>;

/** GET /api/admin/raw-categories: each mapping with its grouped category embedded (null when unmapped). */
export const RawCategorySchema = z.object({
  id: z.number().int(),
  rawCategoryName: z.string(),
  rawCategoryId: z.string().nullable(),
  groupedCategoryId: z.number().int().nullable(),
  groupedCategory: z.object({ id: z.number().int(), groupedCategory: z.string() }).nullable(),
  sourceSystem: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RawCategory = z.infer<typeof RawCategorySchema>;
export const RawCategoryListSchema = z.array(RawCategorySchema);

/**
 * POST /api/admin/category-configs/test-connection (beyond the spec): tries one source URL with its
 * auth method before saving. A blank key with the config's id and source uses the stored key.
 */
export const TestConnectionRequestSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .max(2000)
    .refine(isHttpUrl, { message: 'Must be a valid URL' }),
  authMethod: PartnerAuthMethodSchema.optional().transform(
    (raw) => raw ?? CATEGORY_CONFIG_DEFAULTS.authMethod,
  ),
  authKey: secretInput(),
  categoryConfigId: z.number().int().positive().max(2_147_483_647).optional(),
  source: z.enum(PARTNER_SOURCES).optional(),
});
export type TestConnectionRequest = z.input<typeof TestConnectionRequestSchema>;

/** Its answer: the status and time taken, and the first lines of the body, or why it failed. */
export const TestConnectionResultSchema = z.object({
  success: z.boolean(),
  status: z.number().int().optional(),
  durationMs: z.number(),
  preview: z.string().optional(),
  error: z.string().optional(),
});
export type TestConnectionResult = z.infer<typeof TestConnectionResultSchema>;

export const AUTH_METHOD_LABELS: Readonly<Record<(typeof PARTNER_AUTH_METHODS)[number], string>> = {
  bearer: 'Bearer Token',
  api_key: 'API Key',
  basic: 'Basic Auth',
  none: 'None',
};
