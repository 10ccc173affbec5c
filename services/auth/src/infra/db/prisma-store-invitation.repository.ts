import { StoreRoleSchema } from '@marketplace/contracts';
import type { NewStoreInvitation, StoreInvitationRecord } from '../../domain/store-invitation';
import type { StoreInvitationRepository } from '../../domain/store-invitation.repository';
import type { AuthPrismaTransaction } from './prisma-client';

const COLUMNS = {
  id: true,
  storeId: true,
  email: true,
  role: true,
  expiresAt: true,
  acceptedAt: true,
} as const;

/** The role column is TEXT with a CHECK, so a row always parses. */
const toRecord = (row: Omit<StoreInvitationRecord, 'role'> & { role: string }): StoreInvitationRecord => ({
  ...row,
  role: StoreRoleSchema.parse(row.role),
});

export class PrismaStoreInvitationRepository implements StoreInvitationRepository {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async create(invitation: NewStoreInvitation): Promise<StoreInvitationRecord> {
    return toRecord(await this.prisma.storeInvitation.create({ data: invitation, select: COLUMNS }));
  }

  async findUsable(tokenHash: string, now: Date): Promise<StoreInvitationRecord | null> {
    const row = await this.prisma.storeInvitation.findFirst({
      where: { tokenHash, acceptedAt: null, expiresAt: { gt: now } },
      select: COLUMNS,
    });
    return row && toRecord(row);
  }

  async remove(id: number): Promise<void> {
    await this.prisma.storeInvitation.deleteMany({ where: { id } });
  }

  async markAccepted(id: number, userId: number, at: Date): Promise<boolean> {
    const { count } = await this.prisma.storeInvitation.updateMany({
      where: { id, acceptedAt: null, expiresAt: { gt: at } },
      data: { acceptedAt: at, acceptedByUserId: userId },
    });
    return count === 1;
  }

  async deleteExpiredUnaccepted(now: Date): Promise<number> {
    const { count } = await this.prisma.storeInvitation.deleteMany({
      where: { acceptedAt: null, expiresAt: { lte: now } },
    });
    return count;
  }
}
