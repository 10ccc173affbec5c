import { CommunityStatusSchema, CommunityTypeSchema } from '@marketplace/contracts';
import type { AdminCommunityRecord } from '../../domain/community';
import type { CommunityRecord } from '../../domain/place';
import type { Prisma } from './generated/client';
import { decimalToNumber } from './prisma-decimal';

/** A community row with the names of its city and state, which every community answer shows. */
export const communityWithPlace = { city: { include: { state: true } } } satisfies Prisma.CommunityInclude;
export type CommunityRow = Prisma.CommunityGetPayload<{ include: typeof communityWithPlace }>;

/**
 * Prisma passes `contains`, `startsWith` and an insensitive `equals` to LIKE or ILIKE as they are: a
 * typed %, _ or \\ must match itself (the patterns' default escape character is the backslash).
 * Every LIKE of the catalog goes through this; no other service filters with LIKE.
 */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * A name equal to `value` ignoring case. Prisma compares it with ILIKE, so a city or state filter of
 * '%' or 'Pun_' would otherwise match every name or 'Pune' (issue 27).
 */
export const insensitive = (value: string) => ({ equals: likeLiteral(value), mode: 'insensitive' as const });

/**
 * Names are sorted here rather than by the database, whose collation differs between servers
 * (PGlite sorts 'HSR' before 'Hiranandani', an en_US server after it).
 */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const byName = <T extends { name: string }>(a: T, b: T) => nameCollator.compare(a.name, b.name);

export function toCommunityRecord(row: CommunityRow): CommunityRecord {
  return {
    id: row.id,
    name: row.name,
    type: CommunityTypeSchema.parse(row.type),
    status: CommunityStatusSchema.parse(row.status),
    address: row.address,
    pincode: row.pincode,
    city: row.city.name,
    state: row.city.state.name,
    latitude: decimalToNumber(row.latitude),
    longitude: decimalToNumber(row.longitude),
  };
}

export function toAdminCommunityRecord(row: CommunityRow): AdminCommunityRecord {
  return {
    ...toCommunityRecord(row),
    businessCount: row.businessCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
