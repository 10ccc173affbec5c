import type { PartnerEndpoint, PartnerMenuItem, PartnerVendor } from '@marketplace/contracts';
import { createLogger } from '@marketplace/service-kit';
import type {
  CatalogSyncTarget,
  ExternalCatalogRepository,
  SaveExternalVendorInput,
} from '../../domain/external-catalog.repository';
import {
  PartnerRequestError,
  resolveSourceSystem,
  type PartnerCatalogClient,
} from '../../domain/partner-catalog';
import { syncPartnerCatalog } from './sync-partner-catalog';

const logger = createLogger('sync-test', 'silent');
const endpoint = (url: string): PartnerEndpoint => ({ url, authMethod: 'none', authKey: null });

const vendor = (id: string, rawCategoryId: string): PartnerVendor => ({
  id,
  name: `Vendor ${id}`,
  rawCategoryId,
  category: rawCategoryId,
  description: '',
  address: 'Bengaluru',
  phone: '',
  rating: 4,
  totalReviews: 1,
  deliveryTime: '20-25',
  deliveryFee: 20,
  isOpen: true,
  images: [],
  latitude: 12.9,
  longitude: 77.6,
});

const menu: PartnerMenuItem[] = [
  { externalMenuId: 'M1', name: 'Dosa', description: '', price: 90, category: 'veg', isAvailable: true },
];

/** A partner whose vendors are listed per raw category; vendors named in `brokenMenus` fail. */
function fakePartner(byRawCategory: Record<string, PartnerVendor[]>, brokenMenus: string[] = []) {
  const calls: string[] = [];
  const partner: PartnerCatalogClient = {
    fetchCatalog: async () => ({ sourceSystem: 'spice-route', categories: [] }),
    fetchVendors: async (_endpoint, rawCategoryId) => {
      calls.push(`vendors:${rawCategoryId ?? '*'}`);
      return rawCategoryId ? (byRawCategory[rawCategoryId] ?? []) : Object.values(byRawCategory).flat();
    },
    fetchMenu: async (_endpoint, vendorId) => {
      if (brokenMenus.includes(vendorId))
        throw new PartnerRequestError(`menu/${vendorId}`, 'partner answered 500', 500);
      return menu;
    },
    fetchVendorDetails: async () => ({ deliveryTime: '20-25', isOpen: true }),
  };
  return { partner, calls };
}

function fakeStore(targets: CatalogSyncTarget[]) {
  const saved: SaveExternalVendorInput[] = [];
  const closed: { categoryId: number; sourceSystem: string; listed: string[] }[] = [];
  const store: ExternalCatalogRepository = {
    listSyncTargets: async () => targets,
    saveExternalVendor: async (input) => {
      saved.push(input);
      return { vendorId: saved.length, created: true };
    },
    closeVendorsMissingFrom: async (categoryId, sourceSystem, listed) => {
      closed.push({ categoryId, sourceSystem, listed });
      return 0;
    },
  };
  return { store, saved, closed };
}

const target = (overrides: Partial<CatalogSyncTarget> = {}): CatalogSyncTarget => ({
  categoryId: 1,
  categoryName: 'Food & Restaurants',
  catalog: endpoint('http://partner.test/catalog'),
  vendor: endpoint('http://partner.test/vendors'),
  rawCategories: [
    { rawCategoryId: 'north-indian', sourceSystem: 'spice-route' },
    { rawCategoryId: 'biryani', sourceSystem: null },
    { rawCategoryId: 'sushi', sourceSystem: 'another-partner' },
  ],
  ...overrides,
});

describe('syncPartnerCatalog', () => {
  it("asks for the vendors of each raw category mapped to the partner's source system, once per vendor", async () => {
    const shared = vendor('V1', 'north-indian');
    const { partner, calls } = fakePartner({
      'north-indian': [shared],
      biryani: [shared, vendor('V2', 'biryani')],
    });
    const { store, saved } = fakeStore([target()]);

    const [result] = await syncPartnerCatalog({ store, partner, logger });

    expect(calls).toEqual(['vendors:north-indian', 'vendors:biryani']);
    expect(saved.map((input) => [input.vendor.externalId, input.sourceSystem, input.categoryId])).toEqual([
      ['V1', 'spice-route', 1],
      ['V2', 'spice-route', 1],
    ]);
    expect(saved[0]!.menu).toEqual([expect.objectContaining({ externalMenuId: 'M1', pricePaise: 9000 })]);
    expect(result).toMatchObject({ vendorsSaved: 2, vendorsFailed: 0, error: null });
  });

  it('takes the whole vendor list when the category has no raw category mappings', async () => {
    const { partner, calls } = fakePartner({ a: [vendor('V1', 'a')], b: [vendor('V2', 'b')] });
    const { store, saved } = fakeStore([target({ rawCategories: [] })]);

    await syncPartnerCatalog({ store, partner, logger });

    expect(calls).toEqual(['vendors:*']);
    expect(saved).toHaveLength(2);
  });

  it("lists nothing when every mapping names another partner's categories", async () => {
    const { partner, calls } = fakePartner({ a: [vendor('V1', 'a')] });
    const { store, saved, closed } = fakeStore([
      target({ rawCategories: [{ rawCategoryId: 'a', sourceSystem: 'another-partner' }] }),
    ]);

    await syncPartnerCatalog({ store, partner, logger });

    expect(calls).toEqual([]);
    expect(saved).toEqual([]);
    expect(closed).toEqual([{ categoryId: 1, sourceSystem: 'spice-route', listed: [] }]);
  });

  it('skips a vendor whose menu cannot be read but still counts it as listed, so it is not closed', async () => {
    const { partner } = fakePartner(
      { 'north-indian': [vendor('V1', 'north-indian'), vendor('V2', 'north-indian')] },
      ['V1'],
    );
    const { store, saved, closed } = fakeStore([target()]);

    const [result] = await syncPartnerCatalog({ store, partner, logger });

    expect(saved.map((input) => input.vendor.externalId)).toEqual(['V2']);
    expect(closed).toEqual([{ categoryId: 1, sourceSystem: 'spice-route', listed: ['V1', 'V2'] }]);
    expect(result).toMatchObject({ vendorsSaved: 1, vendorsFailed: 1 });
  });

  it('reports a category whose partner is down and goes on with the next category', async () => {
    const { partner } = fakePartner({ biryani: [vendor('V9', 'biryani')] });
    partner.fetchCatalog = async (catalogEndpoint) => {
      if (catalogEndpoint.url.includes('down'))
        throw new PartnerRequestError(catalogEndpoint.url, 'partner unreachable');
      return { sourceSystem: 'spice-route', categories: [] };
    };
    const { store, saved, closed } = fakeStore([
      target({ categoryId: 1, catalog: endpoint('http://down.test/catalog') }),
      target({ categoryId: 2 }),
    ]);

    const results = await syncPartnerCatalog({ store, partner, logger });

    expect(results.map((result) => [result.categoryId, result.error])).toEqual([
      [1, 'partner unreachable'],
      [2, null],
    ]);
    expect(saved.map((input) => input.categoryId)).toEqual([2]);
    // Nothing is closed on the strength of a failed listing.
    expect(closed.map((entry) => entry.categoryId)).toEqual([2]);
  });

  it('stops between vendors once aborted and closes nothing', async () => {
    const controller = new AbortController();
    const { partner } = fakePartner({
      'north-indian': [vendor('V1', 'north-indian'), vendor('V2', 'north-indian')],
    });
    const { store, saved, closed } = fakeStore([target()]);
    store.saveExternalVendor = async (input) => {
      saved.push(input);
      controller.abort();
      return { vendorId: 1, created: true };
    };

    await syncPartnerCatalog({ store, partner, logger, signal: controller.signal });

    expect(saved).toHaveLength(1);
    expect(closed).toEqual([]);
  });
});

describe('resolveSourceSystem', () => {
  it("prefers the catalog's own name, then the mappings' source system, then the vendor URL's host", () => {
    expect(resolveSourceSystem(target(), 'spice-route')).toBe('spice-route');
    expect(
      resolveSourceSystem(
        target({ rawCategories: [{ rawCategoryId: 'x', sourceSystem: 'zomato' }] }),
        undefined,
      ),
    ).toBe('zomato');
    expect(
      resolveSourceSystem(
        target({ rawCategories: [], vendor: endpoint('http://127.0.0.1:4010/vendors') }),
        undefined,
      ),
    ).toBe('127.0.0.1:4010');
  });
});
