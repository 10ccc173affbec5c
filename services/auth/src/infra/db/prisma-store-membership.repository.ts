import { StoreRoleSchema, type StoreMember, type StoreMembership } from '@marketplace/contracts';
import type { StoreMembershipRepository } from '../../domain/store-membership.repository';
import type { AuthPrismaTransaction } from './prisma-client';

/** A user's memberships as the session resolution and the vendor calls read them: by store id. */
export const MEMBERSHIP_SELECTION = {
  select: { vendorId: true, role: true },
  orderBy: { vendorId: 'asc' },
} as const;

/** The role column is TEXT with a CHECK, so a row always parses. */
export function toStoreMembership(row: { vendorId: number; role: string }): StoreMembership {
  return { storeId: row.vendorId, role: StoreRoleSchema.parse(row.role) };
}

export class PrismaStoreMembershipRepository implements StoreMembershipRepository {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async listOfUser(userId: number): Promise<StoreMembership[]> {
    return (await this.prisma.storeMembership.findMany({ where: { userId }, ...MEMBERSHIP_SELECTION })).map(
      toStoreMembership,
    );
  }

  async add(userId: number, membership: StoreMembership): Promise<void> {
    // ON CONFLICT DO NOTHING: adding it twice (a repeated approval, a seed run again) changes nothing.
    await this.prisma.storeMembership.createMany({
      data: [{ userId, vendorId: membership.storeId, role: membership.role }],
      skipDuplicates: true,
    });
  }

  async grant(userId: number, membership: StoreMembership): Promise<void> {
    await this.add(userId, membership);
    if (membership.role === 'owner')
      await this.prisma.storeMembership.updateMany({
        where: { userId, vendorId: membership.storeId },
        data: { role: 'owner' },
      });
  }

  async listMembersOf(storeIds: readonly number[]): Promise<StoreMember[]> {
    const rows = await this.prisma.storeMembership.findMany({
      where: { vendorId: { in: [...storeIds] } },
      select: {
        vendorId: true,
        role: true,
        user: { select: { id: true, firstName: true, lastName: true, email: true } },
      },
      // 'owner' sorts before 'staff'.
      orderBy: [{ vendorId: 'asc' }, { role: 'asc' }, { userId: 'asc' }],
    });
    return rows.map((row) => ({
      storeId: row.vendorId,
      userId: row.user.id,
      name: `${row.user.firstName} ${row.user.lastName}`.trim(),
      email: row.user.email,
      role: StoreRoleSchema.parse(row.role),
    }));
  }

  async isMember(userId: number, storeId: number): Promise<boolean> {
    return (await this.prisma.storeMembership.count({ where: { userId, vendorId: storeId } })) > 0;
  }
}
