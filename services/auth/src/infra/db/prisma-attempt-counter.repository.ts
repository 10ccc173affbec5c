import {
  loginDelayAfterMs,
  type AttemptCounter,
  type DelayedCount,
  type LoginDelayRule,
  type WindowCount,
} from '../../domain/throttle';
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

  async hitDelayed(key: string, rule: LoginDelayRule, now: Date, retried = false): Promise<DelayedCount> {
    // Never forgotten while it waits: the longest wait fits in the pair's lifetime.
    const forgetAt = new Date(now.getTime() + Math.max(rule.forgetAfterMs, rule.maxDelayMs));
    // An open pair that is not waiting: counted, and its next wait started (loginDelayAfterMs, written
    // as SQL over the row's count), in one statement. Every SET reads the row as it was; an attempt
    // arriving together re-checks the WHERE after this one commits, so it meets the wait begun here.
    const [counted] = await this.prisma.$queryRaw<{ hits: number }[]>`
      UPDATE ${COUNTERS} AS counter SET
        hits = counter.hits + 1,
        blocked_until = CASE WHEN counter.hits + 1 < ${rule.freeFailures} THEN NULL ELSE
          ${now}::timestamptz + LEAST(${rule.maxDelayMs}::float8,
            ${rule.firstDelayMs}::float8 * power(2, counter.hits + 1 - ${rule.freeFailures}))
            * interval '1 millisecond' END,
        resets_at = ${forgetAt}
      WHERE counter.key = ${key} AND counter.resets_at > ${now}
        AND (counter.blocked_until IS NULL OR counter.blocked_until <= ${now})
      RETURNING hits`;
    if (counted) return { counted: true };
    // No pair yet, or one past its forgetting: this attempt opens it as its first.
    const firstDelay = loginDelayAfterMs(rule, 1);
    const blockedUntil = firstDelay > 0 ? new Date(now.getTime() + firstDelay) : null;
    const [opened] = await this.prisma.$queryRaw<{ hits: number }[]>`
      INSERT INTO ${COUNTERS} AS counter (key, hits, resets_at, blocked_until)
      VALUES (${key}, 1, ${forgetAt}, ${blockedUntil})
      ON CONFLICT (key) DO UPDATE SET
        hits = 1, resets_at = EXCLUDED.resets_at, blocked_until = EXCLUDED.blocked_until
      WHERE counter.resets_at <= ${now}
      RETURNING hits`;
    if (opened) return { counted: true };
    // The pair is open and waiting, most likely since an attempt arriving together started the wait.
    const [waiting] = await this.prisma.$queryRaw<{ blocked_until: Date | null }[]>`
      SELECT blocked_until FROM ${COUNTERS} WHERE key = ${key}`;
    const waitUntil = waiting?.blocked_until ? new Date(waiting.blocked_until) : null;
    if (waitUntil && waitUntil > now) return { counted: false, waitUntil };
    // It changed in between (a login forgot it): count this attempt afresh, once.
    if (retried) throw new Error('throttle pair kept changing while counted');
    return this.hitDelayed(key, rule, now, true);
  }

  async clear(key: string): Promise<void> {
    await this.prisma.throttleCounter.deleteMany({ where: { key } });
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
