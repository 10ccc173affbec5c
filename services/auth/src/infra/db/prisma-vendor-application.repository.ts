import { VendorApplicationStatusSchema, type VendorApplicationStatus } from '@marketplace/contracts';
import { ApplicationPendingError } from '../../domain/errors';
import type { NewVendorApplication, VendorApplicationRecord } from '../../domain/vendor-application';
import type {
  AdminVendorApplicationRecord,
  VendorApplicationRepository,
} from '../../domain/vendor-application.repository';
import { isUniqueViolation, type AuthPrismaTransaction } from './prisma-client';

const APPLICATION_COLUMNS = {
  id: true,
  userId: true,
  storeName: true,
  categoryId: true,
  phone: true,
  address: true,
  communityIds: true,
  status: true,
  rejectionReason: true,
  storeId: true,
  createdAt: true,
  decidedAt: true,
} as const;

type ApplicationRow = Omit<VendorApplicationRecord, 'status'> & { status: string };

const WITH_APPLICANT = {
  ...APPLICATION_COLUMNS,
  user: { select: { firstName: true, lastName: true, email: true, phone: true } },
} as const;

function toAdminRecord(
  row: ApplicationRow & {
    user: { firstName: string; lastName: string; email: string | null; phone: string | null };
  },
): AdminVendorApplicationRecord {
  const { user, ...application } = row;
  return {
    ...toRecord(application),
    applicant: {
      userId: row.userId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: user.phone,
    },
  };
}

/** The status column is TEXT with a CHECK, so a row always parses. */
function toRecord(row: ApplicationRow): VendorApplicationRecord {
  return { ...row, status: VendorApplicationStatusSchema.parse(row.status) };
}

export class PrismaVendorApplicationRepository implements VendorApplicationRepository {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async create(application: NewVendorApplication): Promise<VendorApplicationRecord> {
    try {
      return toRecord(
        await this.prisma.vendorApplication.create({
          data: {
            userId: application.userId,
            storeName: application.storeName,
            categoryId: application.categoryId,
            phone: application.phone,
            address: application.address,
            communityIds: application.communityIds,
          },
          select: APPLICATION_COLUMNS,
        }),
      );
    } catch (error) {
      // The partial unique index: one pending application per user, whoever got there first.
      if (isUniqueViolation(error)) throw new ApplicationPendingError();
      throw error;
    }
  }

  async findById(id: number): Promise<VendorApplicationRecord | null> {
    const row = await this.prisma.vendorApplication.findUnique({
      where: { id },
      select: APPLICATION_COLUMNS,
    });
    return row && toRecord(row);
  }

  async findLatestOfUser(userId: number): Promise<VendorApplicationRecord | null> {
    const row = await this.prisma.vendorApplication.findFirst({
      where: { userId },
      orderBy: { id: 'desc' },
      select: APPLICATION_COLUMNS,
    });
    return row && toRecord(row);
  }

  async listPending(): Promise<VendorApplicationRecord[]> {
    const rows = await this.prisma.vendorApplication.findMany({
      where: { status: 'pending' },
      orderBy: { id: 'asc' },
      select: APPLICATION_COLUMNS,
    });
    return rows.map(toRecord);
  }

  async listForAdmin(
    status: VendorApplicationStatus,
    limit: number,
  ): Promise<AdminVendorApplicationRecord[]> {
    const rows = await this.prisma.vendorApplication.findMany({
      where: { status },
      orderBy: { id: 'desc' },
      take: limit,
      select: WITH_APPLICANT,
    });
    return rows.map(toAdminRecord);
  }

  async findForAdmin(id: number): Promise<AdminVendorApplicationRecord | null> {
    const row = await this.prisma.vendorApplication.findUnique({ where: { id }, select: WITH_APPLICANT });
    return row && toAdminRecord(row);
  }

  async claimForApproval(id: number, now: Date, until: Date): Promise<boolean> {
    const { count } = await this.prisma.vendorApplication.updateMany({
      where: { id, status: 'pending', OR: [{ approvingUntil: null }, { approvingUntil: { lte: now } }] },
      data: { approvingUntil: until },
    });
    return count === 1;
  }

  async releaseApprovalClaim(id: number): Promise<void> {
    await this.prisma.vendorApplication.updateMany({ where: { id }, data: { approvingUntil: null } });
  }

  async approve(id: number, storeId: number, at: Date): Promise<boolean> {
    const { count } = await this.prisma.vendorApplication.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'approved', storeId, decidedAt: at, approvingUntil: null },
    });
    return count === 1;
  }

  async reject(id: number, reason: string, at: Date): Promise<boolean> {
    const { count } = await this.prisma.vendorApplication.updateMany({
      where: { id, status: 'pending', OR: [{ approvingUntil: null }, { approvingUntil: { lte: at } }] },
      data: { status: 'rejected', rejectionReason: reason, decidedAt: at },
    });
    return count === 1;
  }
}
