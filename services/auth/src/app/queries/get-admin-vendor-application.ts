import { VendorApplicationNotFoundError } from '../../domain/errors';
import type {
  AdminVendorApplicationRecord,
  VendorApplicationRepository,
} from '../../domain/vendor-application.repository';

/** One application with its applicant, as the back-office shows it after deciding it. */
export async function getAdminVendorApplication(
  deps: { vendorApplications: Pick<VendorApplicationRepository, 'findForAdmin'> },
  applicationId: number,
): Promise<AdminVendorApplicationRecord> {
  const application = await deps.vendorApplications.findForAdmin(applicationId);
  if (!application) throw new VendorApplicationNotFoundError(applicationId);
  return application;
}
