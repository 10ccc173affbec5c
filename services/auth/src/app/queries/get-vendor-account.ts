import type { VendorMeResponse } from '@marketplace/contracts';
import type { Logger } from '@marketplace/service-kit';
import { StoreCatalogUnavailableError, UserNotFoundError } from '../../domain/errors';
import { unnamedStore, type StoreCatalog } from '../../domain/store-catalog';
import type { StoreMembershipRepository } from '../../domain/store-membership.repository';
import type { UserRepository } from '../../domain/user.repository';
import { toVendorApplicationView } from '../../domain/vendor-application';
import type { VendorApplicationRepository } from '../../domain/vendor-application.repository';

export interface GetVendorAccountDeps {
  users: Pick<UserRepository, 'findById'>;
  storeMemberships: Pick<StoreMembershipRepository, 'listOfUser'>;
  vendorApplications: Pick<VendorApplicationRepository, 'findLatestOfUser'>;
  storeCatalog: Pick<StoreCatalog, 'findStoreName'>;
  logger: Pick<Logger, 'warn'>;
}

/**
 * GET /api/vendor/me: the signed-in user on the vendor side. Memberships are read from the database,
 * not the identity, which the gateway may have resolved a moment before an approval. Store names
 * only decorate the answer: one the catalog cannot give reads 'Store #<id>' rather than failing it.
 */
export async function getVendorAccount(
  deps: GetVendorAccountDeps,
  userId: number,
): Promise<VendorMeResponse> {
  const [user, memberships, application] = await Promise.all([
    deps.users.findById(userId),
    deps.storeMemberships.listOfUser(userId),
    deps.vendorApplications.findLatestOfUser(userId),
  ]);
  if (!user) throw new UserNotFoundError();
  const stores = await Promise.all(
    memberships.map(async (membership) => ({
      ...membership,
      name: await storeName(deps, membership.storeId),
    })),
  );
  return {
    user: { id: user.id, firstName: user.firstName, email: user.email },
    stores,
    application: application && toVendorApplicationView(application),
  };
}

async function storeName(deps: GetVendorAccountDeps, storeId: number): Promise<string> {
  try {
    return (await deps.storeCatalog.findStoreName(storeId)) ?? unnamedStore(storeId);
  } catch (error) {
    if (!(error instanceof StoreCatalogUnavailableError)) throw error;
    deps.logger.warn({ err: error, storeId }, 'store name unavailable; answering without it');
    return unnamedStore(storeId);
  }
}
