import { VendorApplicationNotFoundError } from './errors';
import type { VendorApplicationStatus } from '@marketplace/contracts';
import type { NewVendorApplication, VendorApplicationRecord } from './vendor-application';

/** An application with the person who sent it, for the back-office. */
export interface AdminVendorApplicationRecord extends VendorApplicationRecord {
  applicant: { userId: number; name: string; email: string | null; phone: string | null };
}

export interface VendorApplicationRepository {
  /** Throws ApplicationPendingError when the user already has one waiting (also under a race). */
  create(application: NewVendorApplication): Promise<VendorApplicationRecord>;
  findById(id: number): Promise<VendorApplicationRecord | null>;
  /** The user's most recent application, whatever its status. */
  findLatestOfUser(userId: number): Promise<VendorApplicationRecord | null>;
  /** The applications waiting for an administrator, oldest first. */
  listPending(): Promise<VendorApplicationRecord[]>;
  /** Applications of one status with their applicants, newest first, at most `limit`. */
  listForAdmin(status: VendorApplicationStatus, limit: number): Promise<AdminVendorApplicationRecord[]>;
  findForAdmin(id: number): Promise<AdminVendorApplicationRecord | null>;
  /**
   * Holds a pending application for its approval until `until`, so no rejection lands while the
   * catalog makes its store; false when it is not pending or another approval holds it.
   */
  claimForApproval(id: number, now: Date, until: Date): Promise<boolean>;
  /** Lets go of an approval's hold (the catalog could not make the store). */
  releaseApprovalClaim(id: number): Promise<void>;
  /** Approves a pending application with the store it made; false when it is not pending. */
  approve(id: number, storeId: number, at: Date): Promise<boolean>;
  /** Rejects a pending application no approval holds at `at`; false otherwise. */
  reject(id: number, reason: string, at: Date): Promise<boolean>;
}

/** The application of that id, or VendorApplicationNotFoundError. */
export async function requireVendorApplication(
  applications: Pick<VendorApplicationRepository, 'findById'>,
  id: number,
): Promise<VendorApplicationRecord> {
  const application = await applications.findById(id);
  if (!application) throw new VendorApplicationNotFoundError(id);
  return application;
}
