import { VendorApplicationBeingApprovedError, VendorApplicationDecidedError } from '../../domain/errors';
import type { StoreCatalog } from '../../domain/store-catalog';
import type { UnitOfWork } from '../../domain/unit-of-work';
import type { VendorApplicationRecord } from '../../domain/vendor-application';
import {
  requireVendorApplication,
  type VendorApplicationRepository,
} from '../../domain/vendor-application.repository';

export interface ApproveVendorApplicationDeps {
  vendorApplications: Pick<
    VendorApplicationRepository,
    'findById' | 'claimForApproval' | 'releaseApprovalClaim'
  >;
  storeCatalog: Pick<StoreCatalog, 'createStore'>;
  unitOfWork: UnitOfWork;
  now: Date;
}

/** Longer than the catalog's answer can take; an approval that died half-way lets go after it. */
const APPROVAL_HOLD_MS = 60_000;

/**
 * An administrator's yes (the back-office's Vendors tab, or `npm run vendor:approve`). The approval
 * first holds the pending application, so that no rejection lands while the catalog makes the store
 * (a store that residents see and nobody owns); then the catalog makes it, then, in one transaction,
 * the application records it and the applicant becomes its owner. The catalog is asked even for an
 * application approved already: it answers the store it made for this application, so approving
 * again completes an approval whose transaction failed, and otherwise changes nothing. The new
 * owner's next request carries the store once the gateway's cached identity has expired
 * (SESSION_CACHE_MS, 2 s at most).
 */
export async function approveVendorApplication(
  deps: ApproveVendorApplicationDeps,
  { applicationId }: { applicationId: number },
): Promise<VendorApplicationRecord> {
  const application = await requireVendorApplication(deps.vendorApplications, applicationId);
  if (application.status === 'rejected') throw new VendorApplicationDecidedError(applicationId, 'rejected');
  const held =
    application.status === 'pending' &&
    (await deps.vendorApplications.claimForApproval(
      applicationId,
      deps.now,
      new Date(deps.now.getTime() + APPROVAL_HOLD_MS),
    ));
  if (application.status === 'pending' && !held) {
    const current = await requireVendorApplication(deps.vendorApplications, applicationId);
    if (current.status === 'pending') throw new VendorApplicationBeingApprovedError(applicationId);
    if (current.status === 'rejected') throw new VendorApplicationDecidedError(applicationId, 'rejected');
  }
  let storeId: number;
  try {
    storeId = await deps.storeCatalog.createStore({
      applicationId,
      name: application.storeName,
      categoryId: application.categoryId,
      phone: application.phone,
      address: application.address,
      communityIds: application.communityIds,
    });
  } catch (error) {
    if (held) await deps.vendorApplications.releaseApprovalClaim(applicationId);
    throw error;
  }
  await deps.unitOfWork.run(async (tx) => {
    if (!(await tx.vendorApplications.approve(applicationId, storeId, deps.now))) {
      // Not pending: approved before (fine); a rejection cannot land while this approval holds it.
      const current = await requireVendorApplication(tx.vendorApplications, applicationId);
      if (current.status !== 'approved')
        throw new VendorApplicationDecidedError(applicationId, current.status);
    }
    await tx.storeMemberships.add(application.userId, { storeId, role: 'owner' });
  });
  return requireVendorApplication(deps.vendorApplications, applicationId);
}
