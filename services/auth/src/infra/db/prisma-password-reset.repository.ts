import type { NewResetToken } from '../../domain/password-reset';
import type { PasswordResetTokenRepository } from '../../domain/password-reset.repository';
import type { AuthPrismaTransaction } from './prisma-client';

export class PrismaPasswordResetRepository implements PasswordResetTokenRepository {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async create(token: NewResetToken): Promise<void> {
    await this.prisma.passwordResetToken.create({ data: token, select: { tokenHash: true } });
  }

  async liveOwnerOf(tokenHash: string, now: Date): Promise<number | null> {
    const live = await this.prisma.passwordResetToken.findFirst({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      select: { userId: true },
    });
    return live?.userId ?? null;
  }

  async consume(tokenHash: string, now: Date): Promise<number | null> {
    // One conditional UPDATE: of two requests racing with the same link, only one sees a row.
    const rows = await this.prisma.passwordResetToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    return rows[0]?.userId ?? null;
  }

  async deleteUnusedOf(userId: number): Promise<void> {
    await this.prisma.passwordResetToken.deleteMany({ where: { userId, usedAt: null } });
  }

  async deleteExpired(now: Date): Promise<number> {
    const { count } = await this.prisma.passwordResetToken.deleteMany({ where: { expiresAt: { lt: now } } });
    return count;
  }
}
