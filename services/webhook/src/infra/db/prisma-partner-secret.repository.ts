import type { PartnerSecret, PartnerSecretRepository } from '../../domain/partner-secret';
import type { PartnerWebhookSecret, PrismaClient } from './generated/client';

const toPartnerSecret = (row: PartnerWebhookSecret): PartnerSecret => ({
  id: row.id,
  partnerId: row.partnerId,
  value: row.secret,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

const activeAt = (now: Date) => ({ OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] });

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/** An advisory lock key of this table's own, taken with the partner id so rotations of one partner queue. */
const ROTATION_LOCK = 0x5ec7;

export class PrismaPartnerSecretRepository implements PartnerSecretRepository {
  constructor(private readonly prisma: PrismaClient) {}

  rotate(input: {
    partnerId: number;
    value: string;
    now: Date;
    previousExpiresAt: Date;
  }): Promise<PartnerSecret> {
    const { partnerId, now } = input;
    return this.prisma.$transaction(async (tx) => {
      // Two concurrent rotations would each see the other's new secret as not yet there, and
      // both leave one without expiry.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ROTATION_LOCK}::int, ${partnerId}::int)`;
      const [previous, ...older] = await tx.partnerWebhookSecret.findMany({
        where: { partnerId, ...activeAt(now) },
        orderBy: [...NEWEST_FIRST],
      });
      if (previous) {
        const expiresAt =
          previous.expiresAt && previous.expiresAt < input.previousExpiresAt
            ? previous.expiresAt
            : input.previousExpiresAt;
        await tx.partnerWebhookSecret.update({ where: { id: previous.id }, data: { expiresAt } });
      }
      if (older.length > 0) {
        await tx.partnerWebhookSecret.updateMany({
          where: { id: { in: older.map((row) => row.id) } },
          data: { expiresAt: now },
        });
      }
      const created = await tx.partnerWebhookSecret.create({
        data: { partnerId, secret: input.value, createdAt: now },
      });
      return toPartnerSecret(created);
    });
  }

  async revoke(id: number, now: Date): Promise<boolean> {
    const { count } = await this.prisma.partnerWebhookSecret.updateMany({
      where: { id, ...activeAt(now) },
      data: { expiresAt: now },
    });
    if (count > 0) return true;
    return (await this.prisma.partnerWebhookSecret.count({ where: { id } })) > 0;
  }

  async listActiveAt(moment: Date): Promise<PartnerSecret[]> {
    const rows = await this.prisma.partnerWebhookSecret.findMany({
      where: activeAt(moment),
      orderBy: [...NEWEST_FIRST],
    });
    return rows.map(toPartnerSecret);
  }
}
