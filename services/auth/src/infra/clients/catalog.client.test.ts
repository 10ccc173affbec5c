import { HttpError, type ServiceClient } from '@marketplace/service-kit';
import { CommunityDirectoryUnavailableError, CommunityNotFoundError } from '../../domain/errors';
import { requireCommunity } from '../../domain/community-directory';
import { CatalogCommunityDirectory } from './catalog.client';

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
