import { OrderStatusSchema } from '@marketplace/contracts';
import type {
  EarlyPartnerUpdate,
  EarlyPartnerUpdateRepository,
} from '../../domain/early-partner-update.repository';
import { ORDER_SCHEMA } from './schema';
import type { PrismaDb } from './prisma-order.repository';

// Raw statements are not qualified by Prisma's schema option.
const KEPT = `"${ORDER_SCHEMA}".early_partner_updates`;
const ORDERS = `"${ORDER_SCHEMA}".orders`;

interface MatchedRow {
  id: number;
  event_id: string;
  reference: string;
  status: string;
  external_status: string | null;
  occurred_at: Date;
  order_id: number;
}

export class PrismaEarlyPartnerUpdateRepository implements EarlyPartnerUpdateRepository {
  constructor(private readonly db: PrismaDb) {}

  async keep(update: EarlyPartnerUpdate): Promise<void> {
    await this.db.earlyPartnerUpdate.createMany({ data: [update], skipDuplicates: true });
  }

  async takeMatched(reference?: string): Promise<Array<EarlyPartnerUpdate & { orderId: number }>> {
    // One statement, so an update is taken by one transaction only, whoever else is looking.
    const rows = await this.db.$queryRawUnsafe<MatchedRow[]>(
      `DELETE FROM ${KEPT} AS kept USING ${ORDERS} AS matched
        WHERE matched.external_order_id = kept.reference AND ($1::text IS NULL OR kept.reference = $1::text)
       RETURNING kept.id, kept.event_id::text, kept.reference, kept.status, kept.external_status, kept.occurred_at,
                 matched.id AS order_id`,
      reference ?? null,
    );
    return rows
      .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || a.id - b.id)
      .map((row) => ({
        eventId: row.event_id,
        reference: row.reference,
        status: OrderStatusSchema.parse(row.status),
        externalStatus: row.external_status,
        occurredAt: row.occurred_at,
        orderId: row.order_id,
      }));
  }

  async dropReceivedBefore(cutoff: Date): Promise<number> {
    const { count } = await this.db.earlyPartnerUpdate.deleteMany({ where: { receivedAt: { lt: cutoff } } });
    return count;
  }
}
