import { COMMUNITY_ADMIN_MESSAGES } from '@marketplace/contracts';
import type { CommunityRepository, LockedCommunity } from '../../domain/community.repository';
import { CommunityInUseError, NotFoundError, ResidentCountUnavailableError } from '../../domain/errors';
import type { ResidentDirectory } from '../../domain/upstream-services';
import { deleteCommunity } from './delete-community';

const ID = 7;

/** One community (or none) with some vendors, and an auth service that counts its residents. */
function setUp(options: { exists?: boolean; residents?: number | 'unavailable'; vendors?: number } = {}) {
  const calls = { residentCounts: 0, deleted: false };
  const locked: LockedCommunity = {
    countVendors: async () => options.vendors ?? 0,
    delete: async () => {
      calls.deleted = true;
    },
  };
  const exists = options.exists ?? true;
  const communities = {
    find: async () => (exists ? ({ id: ID } as never) : null),
    withCommunityLocked: async (_id, work) => work(exists ? locked : null),
  } as Pick<CommunityRepository, 'find' | 'withCommunityLocked'> as CommunityRepository;
  const residents = {
    countInCommunity: async () => {
      calls.residentCounts += 1;
      if (options.residents === 'unavailable') throw new ResidentCountUnavailableError();
      return options.residents ?? 0;
    },
  } as Pick<ResidentDirectory, 'countInCommunity'> as ResidentDirectory;
  return { deps: { communities, residents }, calls };
}

describe('deleteCommunity', () => {
  it('deletes a community neither residents nor vendors belong to', async () => {
    const { deps, calls } = setUp();
    await deleteCommunity(deps, ID);
    expect(calls).toEqual({ residentCounts: 1, deleted: true });
  });

  it.each([
    [2, 0],
    [0, 1],
    [3, 4],
  ])('refuses while %i resident(s) and %i vendor(s) belong to it', async (residents, vendors) => {
    const { deps, calls } = setUp({ residents, vendors });
    const refusal = deleteCommunity(deps, ID);
    await expect(refusal).rejects.toBeInstanceOf(CommunityInUseError);
    await expect(refusal).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.inUse(residents, vendors));
    expect(calls.deleted).toBe(false);
  });

  it('deletes nothing when the residents cannot be counted', async () => {
    const { deps, calls } = setUp({ residents: 'unavailable' });
    await expect(deleteCommunity(deps, ID)).rejects.toBeInstanceOf(ResidentCountUnavailableError);
    expect(calls.deleted).toBe(false);
  });

  it('answers not found for an unknown id without asking the auth service', async () => {
    const { deps, calls } = setUp({ exists: false, residents: 'unavailable' });
    await expect(deleteCommunity(deps, ID)).rejects.toThrow(
      new NotFoundError(COMMUNITY_ADMIN_MESSAGES.notFound),
    );
    expect(calls.residentCounts).toBe(0);
  });
});
