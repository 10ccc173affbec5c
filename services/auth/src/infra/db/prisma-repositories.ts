import type { AuthPrismaClient } from './prisma-client';
import { PrismaAdminRepository } from './prisma-admin.repository';
import {
  createPrismaAdminSessionRepository,
  createPrismaUserSessionRepository,
} from './prisma-session.repository';
import { PrismaUserRepository } from './prisma-user.repository';

/** Every repository of the service over one Prisma client. */
export function createPrismaRepositories(prisma: AuthPrismaClient) {
  return {
    users: new PrismaUserRepository(prisma),
    admins: new PrismaAdminRepository(prisma),
    userSessions: createPrismaUserSessionRepository(prisma),
    adminSessions: createPrismaAdminSessionRepository(prisma),
  };
}
