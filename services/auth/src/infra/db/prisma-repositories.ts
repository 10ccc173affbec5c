import type { AuthPrismaClient } from './prisma-client';
import { PrismaAddressRepository } from './prisma-address.repository';
import { PrismaAdminRepository } from './prisma-admin.repository';
import { PrismaAttemptCounter } from './prisma-attempt-counter.repository';
import { PrismaPasswordResetRepository } from './prisma-password-reset.repository';
import { PrismaProfileRepository } from './prisma-profile.repository';
import {
  createPrismaAdminSessionRepository,
  createPrismaUserSessionRepository,
} from './prisma-session.repository';
import { PrismaStoreInvitationRepository } from './prisma-store-invitation.repository';
import { PrismaStoreMembershipRepository } from './prisma-store-membership.repository';
import { PrismaUnitOfWork } from './prisma-unit-of-work';
import { PrismaUserRepository } from './prisma-user.repository';
import { PrismaVendorApplicationRepository } from './prisma-vendor-application.repository';

/** Every repository of the service over one Prisma client. */
export function createPrismaRepositories(prisma: AuthPrismaClient) {
  return {
    users: new PrismaUserRepository(prisma),
    admins: new PrismaAdminRepository(prisma),
    userSessions: createPrismaUserSessionRepository(prisma),
    adminSessions: createPrismaAdminSessionRepository(prisma),
    resetTokens: new PrismaPasswordResetRepository(prisma),
    attempts: new PrismaAttemptCounter(prisma),
    unitOfWork: new PrismaUnitOfWork(prisma),
    profiles: new PrismaProfileRepository(prisma),
    addresses: new PrismaAddressRepository(prisma),
    storeMemberships: new PrismaStoreMembershipRepository(prisma),
    vendorApplications: new PrismaVendorApplicationRepository(prisma),
    storeInvitations: new PrismaStoreInvitationRepository(prisma),
  };
}
