import type { AuthTransaction, UnitOfWork } from '../../domain/unit-of-work';
import type { AuthPrismaClient } from './prisma-client';
import { PrismaPasswordResetRepository } from './prisma-password-reset.repository';
import { createPrismaUserSessionRepository } from './prisma-session.repository';
import { PrismaStoreInvitationRepository } from './prisma-store-invitation.repository';
import { PrismaStoreMembershipRepository } from './prisma-store-membership.repository';
import { PrismaUserRepository } from './prisma-user.repository';
import { PrismaVendorApplicationRepository } from './prisma-vendor-application.repository';

/** Repositories bound to one interactive transaction: Prisma runs every call on its connection. */
export class PrismaUnitOfWork implements UnitOfWork {
  constructor(private readonly prisma: AuthPrismaClient) {}

  run<T>(work: (tx: AuthTransaction) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) =>
      work({
        users: new PrismaUserRepository(tx),
        userSessions: createPrismaUserSessionRepository(tx),
        resetTokens: new PrismaPasswordResetRepository(tx),
        vendorApplications: new PrismaVendorApplicationRepository(tx),
        storeMemberships: new PrismaStoreMembershipRepository(tx),
        storeInvitations: new PrismaStoreInvitationRepository(tx),
      }),
    );
  }
}
