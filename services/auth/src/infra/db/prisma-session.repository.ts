import type { NewSession } from '../../domain/session';
import type { AdminSessionRepository, UserSessionRepository } from '../../domain/session.repository';
import type { AuthPrismaTransaction } from './prisma-client';
import { MEMBERSHIP_SELECTION, toStoreMembership } from './prisma-store-membership.repository';

const SESSION_COLUMNS = {
  id: true,
  subjectId: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
} as const;

/** The writes both session tables share: their models have the same fields (schema.prisma). */
interface SessionWriteDelegate {
  create(args: { data: NewSession & { lastSeenAt: Date }; select: { id: true } }): PromiseLike<unknown>;
  updateMany(args: {
    where: ({ id: string } | { subjectId: number; id?: { not: string } }) & {
      lastSeenAt?: { lt: Date };
      revokedAt?: null;
    };
    data: { lastSeenAt: Date } | { revokedAt: Date };
  }): PromiseLike<{ count: number }>;
  deleteMany(args: {
    where: {
      OR: ({ revokedAt: { not: null } } | { expiresAt: { lte: Date } } | { lastSeenAt: { lte: Date } })[];
    };
  }): PromiseLike<{ count: number }>;
}

function sessionWrites(delegate: SessionWriteDelegate) {
  return {
    async create(session: NewSession): Promise<void> {
      await delegate.create({ data: { ...session, lastSeenAt: session.createdAt }, select: { id: true } });
    },
    async touch(id: string, seenAt: Date, staleBefore: Date): Promise<void> {
      // Conditional, so concurrent requests of one session write it once per interval at most.
      await delegate.updateMany({
        where: { id, lastSeenAt: { lt: staleBefore } },
        data: { lastSeenAt: seenAt },
      });
    },
    async revoke(id: string, at: Date): Promise<void> {
      await delegate.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    },
    async revokeAllOfSubject(subjectId: number, at: Date): Promise<void> {
      await delegate.updateMany({ where: { subjectId, revokedAt: null }, data: { revokedAt: at } });
    },
    async revokeOthersOfSubject(subjectId: number, keepId: string, at: Date): Promise<number> {
      // Live ones only: an ended session is not counted as ended again.
      const { count } = await delegate.updateMany({
        where: { subjectId, id: { not: keepId }, revokedAt: null },
        data: { revokedAt: at },
      });
      return count;
    },
    async deleteEnded(now: Date, idleSince: Date): Promise<number> {
      const { count } = await delegate.deleteMany({
        where: {
          OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: now } }, { lastSeenAt: { lte: idleSince } }],
        },
      });
      return count;
    },
  };
}

export function createPrismaUserSessionRepository(prisma: AuthPrismaTransaction): UserSessionRepository {
  return {
    ...sessionWrites(prisma.session),
    async findById(id: string) {
      // One query (relationJoins): the identity the gateway forwards names the resident's community,
      // stores and what an order records of them.
      const row = await prisma.session.findUnique({
        where: { id },
        select: {
          ...SESSION_COLUMNS,
          user: {
            select: {
              communityId: true,
              storeMemberships: MEMBERSHIP_SELECTION,
              firstName: true,
              lastName: true,
              flatNumber: true,
              dietaryPreferences: true,
            },
          },
        },
      });
      if (!row) return null;
      const { user, ...session } = row;
      return {
        ...session,
        communityId: user.communityId,
        stores: user.storeMemberships.map(toStoreMembership),
        profile: {
          firstName: user.firstName,
          lastName: user.lastName,
          flatNumber: user.flatNumber,
          dietaryPreferences: user.dietaryPreferences,
        },
      };
    },
  };
}

export function createPrismaAdminSessionRepository(prisma: AuthPrismaTransaction): AdminSessionRepository {
  return {
    ...sessionWrites(prisma.adminSession),
    async findById(id: string) {
      // One query: the relationJoins preview makes Prisma join the admin row instead of a second select.
      const row = await prisma.adminSession.findUnique({
        where: { id },
        select: { ...SESSION_COLUMNS, admin: { select: { username: true } } },
      });
      if (!row) return null;
      const { admin, ...session } = row;
      return { ...session, username: admin.username };
    },
  };
}
