import type { VendorApplicationStatus } from '@marketplace/contracts';
import type {
  AdminVendorApplicationRecord,
  VendorApplicationRepository,
} from '../../domain/vendor-application.repository';

/** Enough for a back-office's list; pending ones are the work, decided ones its record. */
const ADMIN_LIST_LIMIT = 200;

/** GET /api/admin/vendor-applications: one status's applications with their applicants, newest first. */
export function listVendorApplications(
  deps: { vendorApplications: Pick<VendorApplicationRepository, 'listForAdmin'> },
  status: VendorApplicationStatus,
): Promise<AdminVendorApplicationRecord[]> {
  return deps.vendorApplications.listForAdmin(status, ADMIN_LIST_LIMIT);
}
