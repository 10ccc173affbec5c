import type { VendorApplicationRequest } from '@marketplace/contracts';
import type { CommunityDirectory } from '../../domain/community-directory';
import {
  AlreadyStoreMemberError,
  ApplicationPendingError,
  UnknownStoreCategoryError,
  UnknownStoreCommunityError,
} from '../../domain/errors';
import type { StoreCatalog } from '../../domain/store-catalog';
import type { StoreMembershipRepository } from '../../domain/store-membership.repository';
import type { VendorApplicationRecord } from '../../domain/vendor-application';
import type { VendorApplicationRepository } from '../../domain/vendor-application.repository';

export interface ApplyToSellDeps {
  storeMemberships: Pick<StoreMembershipRepository, 'listOfUser'>;
  vendorApplications: Pick<VendorApplicationRepository, 'findLatestOfUser' | 'create'>;
  storeCatalog: Pick<StoreCatalog, 'findCategory'>;
  communities: CommunityDirectory;
}

/**
 * POST /api/vendor/applications, "Apply to sell": one application at a time, from a user with no
 * store yet, for a category residents see and communities that take residents (active), so the
 * store an administrator approves is one residents can find. It waits for that administrator.
 */
export async function applyToSell(
  deps: ApplyToSellDeps,
  { userId, request }: { userId: number; request: VendorApplicationRequest },
): Promise<VendorApplicationRecord> {
  if ((await deps.storeMemberships.listOfUser(userId)).length > 0) throw new AlreadyStoreMemberError();
  // At most one application is pending (a unique index), and a new one is always the latest.
  if ((await deps.vendorApplications.findLatestOfUser(userId))?.status === 'pending')
    throw new ApplicationPendingError();
  const category = await deps.storeCatalog.findCategory(request.categoryId);
  if (!category?.isActive) throw new UnknownStoreCategoryError();
  const communities = await Promise.all(request.communityIds.map((id) => deps.communities.find(id)));
  if (communities.some((community) => community?.status !== 'active')) throw new UnknownStoreCommunityError();
  return deps.vendorApplications.create({ ...request, userId });
}
