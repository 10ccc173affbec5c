import type { AttemptCounter, WindowCount } from '../../domain/throttle';
import { Prisma } from './generated/client';
import type { AuthPrismaTransaction } from './prisma-client';
import { AUTH_SCHEMA } from './schema';

const COUNTERS = Prisma.raw(`"${AUTH_SCHEMA}".throttle_counters`);

export class PrismaAttemptCounter implements AttemptCounter {
  constructor(private readonly prisma: AuthPrismaTransaction) {}

  async hit(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const windowEnd = new Date(now.getTime() + windowMs);
    // One statement, so concurrent attempts on one bucket are serialised by the row lock and each
    // counted; a closed window is replaced by a new one that this attempt opens.
    const [row] = await this.prisma.$queryRaw<{ hits: number; resets_at: Date }[]>`
      INSERT INTO ${COUNTERS} AS counter (key, hits, resets_at)
      VALUES (${key}, 1, ${windowEnd})
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN counter.resets_at <= ${now} THEN 1 ELSE counter.hits + 1 END,
        resets_at = CASE WHEN counter.resets_at <= ${now} THEN EXCLUDED.resets_at ELSE counter.resets_at END
      RETURNING hits, resets_at`;
    if (!row) throw new Error('throttle counter upsert returned no row');
    return { attempts: row.hits, windowEndsAt: new Date(row.resets_at) };
  }

  async refund(key: string, now: Date): Promise<void> {
    await this.prisma.throttleCounter.updateMany({
      where: { key, resetsAt: { gt: now }, hits: { gt: 0 } },
      data: { hits: { decrement: 1 } },
    });
  }

  async deleteClosed(now: Date): Promise<number> {
    const { count } = await this.prisma.throttleCounter.deleteMany({ where: { resetsAt: { lte: now } } });
    return count;
  }
}
