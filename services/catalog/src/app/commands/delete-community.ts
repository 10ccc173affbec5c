import { COMMUNITY_ADMIN_MESSAGES } from '@marketplace/contracts';
import type { CommunityRepository } from '../../domain/community.repository';
import { CommunityInUseError, NotFoundError } from '../../domain/errors';
import type { ResidentDirectory } from '../../domain/upstream-services';

export interface DeleteCommunityDeps {
  communities: CommunityRepository;
  residents: ResidentDirectory;
}

/**
 * DELETE /api/admin/communities/{id}: only a community nobody belongs to, neither a resident (the
 * auth service counts them; when it cannot, nothing is deleted) nor a vendor based in it or listing
 * it. The vendors are counted with the community locked, so none can join before it is gone.
 */
export async function deleteCommunity(deps: DeleteCommunityDeps, id: number): Promise<void> {
  const notFound = () => new NotFoundError(COMMUNITY_ADMIN_MESSAGES.notFound);
  // Checked first too, so an unknown id is a 404 even while the auth service is away.
  if (!(await deps.communities.find(id))) throw notFound();
  const residents = await deps.residents.countInCommunity(id);
  await deps.communities.withCommunityLocked(id, async (community) => {
    if (!community) throw notFound();
    const vendors = await community.countVendors();
    if (residents > 0 || vendors > 0) throw new CommunityInUseError(residents, vendors);
    await community.delete();
  });
}
