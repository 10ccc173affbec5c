import { OrderStatusSchema, type WebhookPartner } from '@marketplace/contracts';
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
  partner_id: number | null;
  partner_except_ids: number[];
  order_id: number;
}

const partnerColumns = (partner: WebhookPartner) =>
  partner.kind === 'partner'
    ? { partnerId: partner.id, partnerExceptIds: [] }
    : { partnerId: null, partnerExceptIds: partner.exceptIds };

const partnerOf = (row: Pick<MatchedRow, 'partner_id' | 'partner_except_ids'>): WebhookPartner =>
  row.partner_id === null
    ? { kind: 'default', exceptIds: row.partner_except_ids }
    : { kind: 'partner', id: row.partner_id };

export class PrismaEarlyPartnerUpdateRepository implements EarlyPartnerUpdateRepository {
  constructor(private readonly db: PrismaDb) {}

  async keep(update: EarlyPartnerUpdate): Promise<void> {
    const { partner, ...fields } = update;
    await this.db.earlyPartnerUpdate.createMany({
      data: [{ ...fields, ...partnerColumns(partner) }],
      skipDuplicates: true,
    });
  }

  async takeMatched(reference?: string): Promise<Array<EarlyPartnerUpdate & { orderId: number }>> {
    // One statement, so an update is taken by one transaction only, whoever else is looking. The
    // order must have been relayed to the partner that sent the update (partnerOwnsCategory). A
    // partner order id is unique per partner only: an update of the default partner whose id names
    // orders of several categories it speaks for is ambiguous and stays kept (until the sweep).
    const owns = (order: string) =>
      `(kept.partner_id = ${order}.category_id
        OR (kept.partner_id IS NULL AND ${order}.category_id <> ALL (kept.partner_except_ids)))`;
    const rows = await this.db.$queryRawUnsafe<MatchedRow[]>(
      `DELETE FROM ${KEPT} AS kept USING ${ORDERS} AS matched
        WHERE matched.external_order_id = kept.reference AND ($1::text IS NULL OR kept.reference = $1::text)
          AND matched.relay_status <> 'not_required'
          AND ${owns('matched')}
          AND NOT EXISTS (
                SELECT 1 FROM ${ORDERS} AS other
                 WHERE other.external_order_id = kept.reference AND other.id <> matched.id
                   AND other.relay_status <> 'not_required' AND ${owns('other')})
       RETURNING kept.id, kept.event_id::text, kept.reference, kept.status, kept.external_status, kept.occurred_at,
                 kept.partner_id, kept.partner_except_ids, matched.id AS order_id`,
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
        partner: partnerOf(row),
        orderId: row.order_id,
      }));
  }

  async dropReceivedBefore(cutoff: Date): Promise<number> {
    const { count } = await this.db.earlyPartnerUpdate.deleteMany({ where: { receivedAt: { lt: cutoff } } });
    return count;
  }
}
