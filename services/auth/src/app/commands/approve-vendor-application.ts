import { VendorApplicationDecidedError } from '../../domain/errors';
import type { StoreCatalog } from '../../domain/store-catalog';
import type { UnitOfWork } from '../../domain/unit-of-work';
import type { VendorApplicationRecord } from '../../domain/vendor-application';
import {
  requireVendorApplication,
  type VendorApplicationRepository,
} from '../../domain/vendor-application.repository';

export interface ApproveVendorApplicationDeps {
  vendorApplications: Pick<VendorApplicationRepository, 'findById'>;
  storeCatalog: Pick<StoreCatalog, 'createStore'>;
  unitOfWork: UnitOfWork;
  now: Date;
}

/**
 * An administrator's yes (`npm run vendor:approve` until the back-office has a screen for it): the
 * catalog makes the store, then, in one transaction, the application records it and the applicant
 * becomes its owner. The catalog is asked even for an application approved already: it answers the
 * store it made for this application, so approving again completes an approval whose transaction
 * failed, and otherwise changes nothing. The new owner's next request carries the store once the
 * gateway's cached identity has expired (SESSION_CACHE_MS, 2 s at most).
 */
export async function approveVendorApplication(
  deps: ApproveVendorApplicationDeps,
  { applicationId }: { applicationId: number },
): Promise<VendorApplicationRecord> {
  const application = await requireVendorApplication(deps.vendorApplications, applicationId);
  if (application.status === 'rejected') throw new VendorApplicationDecidedError(applicationId, 'rejected');
  const storeId = await deps.storeCatalog.createStore({
    applicationId,
    name: application.storeName,
    categoryId: application.categoryId,
    phone: application.phone,
    address: application.address,
    communityIds: application.communityIds,
  });
  await deps.unitOfWork.run(async (tx) => {
    if (!(await tx.vendorApplications.approve(applicationId, storeId, deps.now))) {
      // Not pending: approved before (fine), or rejected while the catalog was making the store.
      const current = await requireVendorApplication(tx.vendorApplications, applicationId);
      if (current.status !== 'approved')
        throw new VendorApplicationDecidedError(applicationId, current.status);
    }
    await tx.storeMemberships.add(application.userId, { storeId, role: 'owner' });
  });
  return requireVendorApplication(deps.vendorApplications, applicationId);
}
