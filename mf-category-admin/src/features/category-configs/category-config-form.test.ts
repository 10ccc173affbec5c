import { CategoryConfigRequestSchema, MASKED_SECRET, type CategoryConfig } from '@marketplace/contracts';
import {
  categoryConfigValuesFrom,
  emptyCategoryConfigValues,
  hasStoredKey,
  visibleSources,
} from './category-config-form';

const stored: CategoryConfig = CategoryConfigRequestSchema.transform((form) => ({
  ...form,
  id: 7,
  sources: {
    ...form.sources,
    vendor: {
      url: 'https://partner.example/vendors',
      authMethod: 'bearer' as const,
      authKey: MASKED_SECRET,
      sampleCurl: null,
    },
  },
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
})).parse({ groupedCategory: 'Grocery', deliveryChargesRupees: 45.5, packagingApplicable: true });

describe('the category config dialog', () => {
  it('starts a new config from the spec defaults, which the contract accepts as they are', () => {
    const parsed = CategoryConfigRequestSchema.parse({
      ...emptyCategoryConfigValues(),
      groupedCategory: 'Food',
    });
    expect(parsed).toMatchObject({
      displayOrder: 0,
      gstPercentage: 18,
      itemGstPercentage: 18,
      platformFeeRupees: 0,
      deliveryChargesRupees: 30,
      packagingLabel: 'Packaging Charges',
      isVisible: true,
      isOrderable: false,
    });
    expect(parsed.sources.catalog).toEqual({
      url: null,
      authMethod: 'none',
      authKey: null,
      sampleCurl: null,
    });
  });

  it('refuses a new config without a name with the spec message', () => {
    const result = CategoryConfigRequestSchema.safeParse(emptyCategoryConfigValues());
    expect(result.error?.issues[0]?.message).toBe('Category name is required');
  });

  it('edits a stored config without ever holding its key, and saves it back unchanged', () => {
    const values = categoryConfigValuesFrom(stored);
    expect(values.sources.vendor).toEqual({
      url: 'https://partner.example/vendors',
      authMethod: 'bearer',
      authKey: '',
      sampleCurl: '',
    });
    expect(values.deliveryChargesRupees).toBe('45.5');
    expect(hasStoredKey(stored, 'vendor')).toBe(true);
    expect(hasStoredKey(stored, 'catalog')).toBe(false);
    const saved = CategoryConfigRequestSchema.parse(values);
    expect(saved.sources.vendor.authKey).toBeNull();
    expect(saved.deliveryChargesRupees).toBe(45.5);
    expect(saved.packagingApplicable).toBe(true);
  });

  it('shows the order sources only for an orderable category', () => {
    expect(visibleSources(false)).toEqual(['catalog', 'vendor', 'vendorDetails']);
    expect(visibleSources(true)).toHaveLength(6);
  });
});
