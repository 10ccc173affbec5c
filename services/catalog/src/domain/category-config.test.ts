import {
  CategoryConfigRequestSchema,
  MASKED_SECRET,
  type CategoryConfigRequest,
} from '@marketplace/contracts';
import { categoryConfigFieldsOf } from './category-config';

const URL = 'https://partner.example/vendors';
const fieldsOf = async (request: CategoryConfigRequest) =>
  categoryConfigFieldsOf(CategoryConfigRequestSchema.parse(request));

describe('a category config form as the rows it writes', () => {
  it('keeps the stored key for a blank, absent or masked key, replaces it with a new one, drops it for none', async () => {
    const vendorKey = async (source: { authMethod?: 'bearer' | 'none'; authKey?: string | null }) =>
      (await fieldsOf({ groupedCategory: 'Bakery', sources: { vendor: { url: URL, ...source } } })).sources
        .vendor?.authKey;
    expect(await vendorKey({ authMethod: 'bearer' })).toBe('keep');
    expect(await vendorKey({ authMethod: 'bearer', authKey: '  ' })).toBe('keep');
    expect(await vendorKey({ authMethod: 'bearer', authKey: null })).toBe('keep');
    expect(await vendorKey({ authMethod: 'bearer', authKey: MASKED_SECRET })).toBe('keep');
    expect(await vendorKey({ authMethod: 'bearer', authKey: ' new-key ' })).toEqual({
      replaceWith: 'new-key',
    });
    expect(await vendorKey({ authMethod: 'none', authKey: 'new-key' })).toBe('drop');
  });

  it('removes a source whose URL is blank', async () => {
    const fields = await fieldsOf({
      groupedCategory: 'Bakery',
      sources: { catalog: { url: ' ', authMethod: 'bearer', authKey: 'k' } },
    });
    expect(fields.sources.catalog).toBeNull();
    expect(fields.sources.vendor).toBeNull();
  });

  it('shows a cart exactly for orderable categories and stores money in paise', async () => {
    const orderable = await fieldsOf({
      groupedCategory: 'Bakery',
      isOrderable: true,
      sources: { orderCreate: { url: URL }, orderStatus: { url: URL } },
      platformFeeRupees: '12.34',
      packagingChargesPerItem: 0.5,
    });
    expect(orderable).toMatchObject({ isOrderable: true, hasCart: true });
    expect(orderable.billing).toMatchObject({
      platformFeePaise: 1234,
      deliveryChargesPaise: 3000,
      packagingChargesPerItemPaise: 50,
    });
    expect(await fieldsOf({ groupedCategory: 'Bakery' })).toMatchObject({
      isOrderable: false,
      hasCart: false,
    });
  });
});
