import { VendorApplicationNotFoundError } from './errors';
import type { NewVendorApplication, VendorApplicationRecord } from './vendor-application';

export interface VendorApplicationRepository {
  /** Throws ApplicationPendingError when the user already has one waiting (also under a race). */
  create(application: NewVendorApplication): Promise<VendorApplicationRecord>;
  findById(id: number): Promise<VendorApplicationRecord | null>;
  /** The user's most recent application, whatever its status. */
  findLatestOfUser(userId: number): Promise<VendorApplicationRecord | null>;
  /** The applications waiting for an administrator, oldest first. */
  listPending(): Promise<VendorApplicationRecord[]>;
  /** Approves a pending application with the store it made; false when it is not pending. */
  approve(id: number, storeId: number, at: Date): Promise<boolean>;
  /** Rejects a pending application; false when it is not pending. */
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
