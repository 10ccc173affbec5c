import { DuplicateAccountError } from '../../domain/errors';
import type { NewUser, UserRecord } from '../../domain/user';
import type { UserRepository } from '../../domain/user.repository';
import { isUniqueViolation, type AuthPrismaTransaction } from './prisma-client';

export const USER_COLUMNS = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  passwordHash: true,
  communityId: true,
  profileImageUrl: true,
  dietaryPreferences: true,
  points: true,
  onboardingCompleted: true,
  flatNumber: true,
  floor: true,
  block: true,
  deliveryAddress: true,
} as const;

export class PrismaUserRepository implements UserRepository {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async create(user: NewUser): Promise<UserRecord> {
    try {
      return await this.prisma.user.create({ data: user, select: USER_COLUMNS });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateAccountError();
      throw error;
    }
  }

  findById(id: number): Promise<UserRecord | null> {
    return this.prisma.user.findUnique({ where: { id }, select: USER_COLUMNS });
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.prisma.user.findUnique({ where: { email }, select: USER_COLUMNS });
  }

  findByPhone(phone: string): Promise<UserRecord | null> {
    return this.prisma.user.findUnique({ where: { phone }, select: USER_COLUMNS });
  }

  async existsWithEmailOrPhone(email: string | null, phone: string | null): Promise<boolean> {
    const candidates = [...(email ? [{ email }] : []), ...(phone ? [{ phone }] : [])];
    if (candidates.length === 0) return false;
    return (await this.prisma.user.count({ where: { OR: candidates } })) > 0;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.prisma.user.update({ where: { id }, data: { passwordHash }, select: { id: true } });
  }

  countInCommunity(communityId: number): Promise<number> {
    return this.prisma.user.count({
      where: { OR: [{ communityId }, { addresses: { some: { communityId } } }] },
    });
  }
}
