import { ContactTakenError, type ContactField } from '../../domain/errors';
import type { ProfileRepository } from '../../domain/profile.repository';
import type { UserRecord } from '../../domain/user';
import type { ProfileChanges } from '../../domain/user-profile';
import { isUniqueViolation, type AuthPrismaClient } from './prisma-client';
import { USER_COLUMNS } from './prisma-user.repository';

/** What @prisma/adapter-pg reports about a unique violation: the index name, or the key's columns. */
interface UniqueViolationMeta {
  target?: unknown;
  driverAdapterError?: { cause?: { constraint?: { index?: unknown; fields?: unknown } } };
}

/** Which of the users table's unique indexes (users_email_key, users_phone_key) a write ran into. */
function violatedContact(error: unknown): ContactField | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const meta = (error as { meta?: UniqueViolationMeta }).meta;
  const constraint = meta?.driverAdapterError?.cause?.constraint;
  const names = [meta?.target, constraint?.index, constraint?.fields]
    .flat()
    .filter((name) => typeof name === 'string')
    .join(' ');
  if (names.includes('phone')) return 'phone';
  if (names.includes('email')) return 'email';
  return undefined;
}

export class PrismaProfileRepository implements ProfileRepository {
  constructor(private readonly prisma: AuthPrismaClient) {}

  async update(userId: number, changes: ProfileChanges): Promise<UserRecord | null> {
    try {
      // updateMany: an account deleted meanwhile is a null answer, not an exception.
      const { count } = await this.prisma.user.updateMany({ where: { id: userId }, data: changes });
      if (count === 0) return null;
    } catch (error) {
      const field = violatedContact(error);
      if (field) throw new ContactTakenError(field);
      throw error;
    }
    return this.prisma.user.findUnique({ where: { id: userId }, select: USER_COLUMNS });
  }

  async completeOnboarding(userId: number, bonusPoints: number): Promise<boolean> {
    // The condition on onboarding_completed makes a repeated or concurrent completion add nothing.
    const { count } = await this.prisma.user.updateMany({
      where: { id: userId, onboardingCompleted: false },
      data: { onboardingCompleted: true, points: { increment: bonusPoints } },
    });
    return count === 1;
  }
}
