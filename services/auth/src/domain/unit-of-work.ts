import type { PasswordResetTokenRepository } from './password-reset.repository';
import type { UserSessionRepository } from './session.repository';
import type { StoreInvitationRepository } from './store-invitation.repository';
import type { StoreMembershipRepository } from './store-membership.repository';
import type { UserRepository } from './user.repository';
import type { VendorApplicationRepository } from './vendor-application.repository';

/** The repositories a transaction offers; every write through them commits or rolls back together. */
export interface AuthTransaction {
  users: UserRepository;
  userSessions: UserSessionRepository;
  resetTokens: PasswordResetTokenRepository;
  vendorApplications: VendorApplicationRepository;
  storeMemberships: StoreMembershipRepository;
  storeInvitations: StoreInvitationRepository;
}

export interface UnitOfWork {
  /** Runs `work` in one database transaction; a throw rolls back everything it wrote. */
  run<T>(work: (tx: AuthTransaction) => Promise<T>): Promise<T>;
}
