import { StoreRoleSchema, type StoreMembership } from '@marketplace/contracts';
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
}
