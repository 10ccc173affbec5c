import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import {
  CommunityDirectoryUnavailableError,
  CommunityNotFoundError,
  StoreCatalogUnavailableError,
} from '../../domain/errors';
import { requireCommunity } from '../../domain/community-directory';
import { CatalogCommunityDirectory, CatalogStores } from './catalog.client';

const PRESTIGE = {
  id: 1,
  name: 'Prestige Lakeside Habitat',
  address: null,
  pincode: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'apartment',
  status: 'active',
};

/** A catalog client whose GET answers with the given value or fails with the given error. */
function catalogAnswering(answer: () => unknown): ServiceClient {
  return {
    get: async <T>() => answer() as T,
    post: async () => {
      throw new Error('not used');
    },
  };
}

const failingWith = (status: number) =>
  catalogAnswering(() => {
    throw new HttpError(status, 'from the catalog');
  });

describe('CatalogCommunityDirectory', () => {
  it('answers the community the catalog knows', async () => {
    const directory = new CatalogCommunityDirectory(catalogAnswering(() => PRESTIGE));
    expect(await directory.find(1)).toEqual(PRESTIGE);
  });

  it.each([404, 400])('treats a catalog %d as "no such community" (422 for the resident)', async (status) => {
    const directory = new CatalogCommunityDirectory(failingWith(status));
    expect(await directory.find(3_000_000_000)).toBeNull();
    await expect(requireCommunity(directory, 3_000_000_000)).rejects.toBeInstanceOf(CommunityNotFoundError);
  });

  it.each([401, 502, 504])('reports a catalog %d as unavailable: it could not say', async (status) => {
    const directory = new CatalogCommunityDirectory(failingWith(status));
    await expect(directory.find(1)).rejects.toBeInstanceOf(CommunityDirectoryUnavailableError);
  });

  it('reports an answer that is no community as unavailable', async () => {
    const directory = new CatalogCommunityDirectory(catalogAnswering(() => ({ id: 'one' })));
    await expect(directory.find(1)).rejects.toBeInstanceOf(CommunityDirectoryUnavailableError);
  });
});

describe('CatalogStores', () => {
  const FOOD = {
    id: 1,
    name: 'Food & Restaurants',
    isActive: true,
    isOrderable: true,
    displayOrder: 1,
    hasCart: true,
    vendorCount: 12,
    subcategories: [],
    icon: 'utensils',
  };

  it("reads a store's name, and null for a vendor the catalog does not have", async () => {
    expect(
      await new CatalogStores(
        catalogAnswering(() => ({ storeId: 1, name: 'Annapoorna Mess', kind: 'local', status: 'active' })),
      ).findStoreName(1),
    ).toBe('Annapoorna Mess');
    expect(await new CatalogStores(failingWith(404)).findStoreName(55)).toBeNull();
  });

  it('finds a category in the list, hidden ones included, and null for an id it lacks', async () => {
    const stores = new CatalogStores(catalogAnswering(() => [FOOD, { ...FOOD, id: 7, isActive: false }]));
    expect(await stores.findCategory(1)).toEqual(FOOD);
    expect(await stores.findCategory(7)).toMatchObject({ id: 7, isActive: false });
    expect(await stores.findCategory(99)).toBeNull();
  });

  it.each([401, 502, 504])('reports a catalog %d on a read as unavailable', async (status) => {
    await expect(new CatalogStores(failingWith(status)).findStoreName(1)).rejects.toBeInstanceOf(
      StoreCatalogUnavailableError,
    );
    await expect(new CatalogStores(failingWith(status)).findCategory(1)).rejects.toBeInstanceOf(
      StoreCatalogUnavailableError,
    );
  });

  it('answers the store id the catalog made, and reports an answer that is none as unavailable', async () => {
    const answering = (answer: unknown): ServiceClient => ({
      get: async () => {
        throw new Error('not used');
      },
      post: async <T>() => answer as T,
    });
    const store = {
      applicationId: 3,
      name: 'Amma Pickles',
      categoryId: 1,
      phone: '9845012345',
      address: 'Varthur',
      communityIds: [1],
    };
    expect(await new CatalogStores(answering({ storeId: 101 })).createStore(store)).toBe(101);
    await expect(new CatalogStores(answering({ id: 101 })).createStore(store)).rejects.toBeInstanceOf(
      StoreCatalogUnavailableError,
    );
  });
});
