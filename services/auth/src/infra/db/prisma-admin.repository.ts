import type { AdminRecord, AdminRepository } from '../../domain/admin';
import type { AuthPrismaClient } from './prisma-client';

export class PrismaAdminRepository implements AdminRepository {
  constructor(private readonly prisma: AuthPrismaClient) {}

  findByUsername(username: string): Promise<AdminRecord | null> {
    return this.prisma.admin.findUnique({
      where: { username },
      select: { id: true, username: true, passwordHash: true },
    });
  }

  async createIfAbsent(admin: { username: string; passwordHash: string }): Promise<boolean> {
    const { count } = await this.prisma.admin.createMany({ data: [admin], skipDuplicates: true });
    return count === 1;
  }
}
