import type { SetAsideEventRecord, SetAsideEventRepository } from '../../domain/set-aside-event';
import type { PrismaDb } from './prisma-order.repository';

/** The subject of a stored envelope; the envelope is kept as it arrived, so it is checked, not trusted. */
function subjectOf(envelope: unknown): string | null {
  if (typeof envelope !== 'object' || envelope === null || !('subject' in envelope)) return null;
  return typeof envelope.subject === 'string' ? envelope.subject : null;
}

export class PrismaSetAsideEventRepository implements SetAsideEventRepository {
  constructor(private readonly db: PrismaDb) {}

  async listNewest(limit: number): Promise<SetAsideEventRecord[]> {
    const rows = await this.db.deadLetterEvent.findMany({ orderBy: { failedAt: 'desc' }, take: limit });
    return rows.map((row) => ({
      eventId: row.eventId,
      consumer: row.consumer,
      topic: row.topic,
      type: row.type,
      subject: subjectOf(row.envelope),
      error: row.error,
      attempts: row.attempts,
      failedAt: row.failedAt,
    }));
  }
}
