import { VendorApplicationBeingApprovedError, VendorApplicationDecidedError } from '../../domain/errors';
import type { VendorApplicationRecord } from '../../domain/vendor-application';
import {
  requireVendorApplication,
  type VendorApplicationRepository,
} from '../../domain/vendor-application.repository';

export interface RejectVendorApplicationDeps {
  vendorApplications: Pick<VendorApplicationRepository, 'findById' | 'reject'>;
  now: Date;
}

/**
 * An administrator's no, with the reason the applicant reads on the vendor app, who may then apply
 * again. Rejecting a rejected application keeps its first reason; an approved one stays approved, and
 * one an approval holds (decision 156) is refused until it is decided.
 */
export async function rejectVendorApplication(
  deps: RejectVendorApplicationDeps,
  { applicationId, reason }: { applicationId: number; reason: string },
): Promise<VendorApplicationRecord> {
  if (!(await deps.vendorApplications.reject(applicationId, reason, deps.now))) {
    const current = await requireVendorApplication(deps.vendorApplications, applicationId);
    // Still pending: an approval holds it while the catalog makes its store.
    if (current.status === 'pending') throw new VendorApplicationBeingApprovedError(applicationId);
    if (current.status !== 'rejected') throw new VendorApplicationDecidedError(applicationId, current.status);
  }
  return requireVendorApplication(deps.vendorApplications, applicationId);
}
