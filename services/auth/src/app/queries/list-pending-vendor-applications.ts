import type { VendorApplicationRecord } from '../../domain/vendor-application';
import type { VendorApplicationRepository } from '../../domain/vendor-application.repository';

/** The applications to sell waiting for an administrator, oldest first. */
export function listPendingVendorApplications(deps: {
  vendorApplications: Pick<VendorApplicationRepository, 'listPending'>;
}): Promise<VendorApplicationRecord[]> {
  return deps.vendorApplications.listPending();
}
