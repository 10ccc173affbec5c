import { CommunityStatusSchema, CommunityTypeSchema } from '@marketplace/contracts';
import type { CityRecord, CommunityFilter, CommunityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';
import type { CatalogPrisma } from './catalog-database';
import type { Prisma } from './generated/client';
import { decimalToNumber } from './prisma-decimal';

const communityWithPlace = { city: { include: { state: true } } } satisfies Prisma.CommunityInclude;
type CommunityRow = Prisma.CommunityGetPayload<{ include: typeof communityWithPlace }>;

const insensitive = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/**
 * Names are sorted here rather than by the database, whose collation differs between servers
 * (PGlite sorts 'HSR' before 'Hiranandani', an en_US server after it).
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
const sortNames = (names: string[]) => names.sort((a, b) => collator.compare(a, b));

export class PrismaPlaceRepository implements PlaceRepository {
  constructor(private readonly prisma: CatalogPrisma) {}

  async listStateNames(): Promise<string[]> {
    const states = await this.prisma.state.findMany({ select: { name: true } });
    return sortNames(states.map((state) => state.name));
  }

  async listCities(): Promise<CityRecord[]> {
    const cities = await this.prisma.city.findMany({ include: { state: true } });
    return cities
      .map((city) => ({ id: city.id, name: city.name, state: city.state.name }))
      .sort((a, b) => collator.compare(a.state, b.state) || byName(a, b));
  }

  async listCityNamesOfState(state: string): Promise<string[]> {
    const cities = await this.prisma.city.findMany({
      where: { state: { name: insensitive(state) } },
      select: { name: true },
    });
    return sortNames(cities.map((city) => city.name));
  }

  async listActiveCommunities(filter: CommunityFilter): Promise<CommunityRecord[]> {
    const rows = await this.prisma.community.findMany({
      where: {
        status: 'active',
        city: {
          ...(filter.city ? { name: insensitive(filter.city) } : {}),
          ...(filter.state ? { state: { name: insensitive(filter.state) } } : {}),
        },
      },
      include: communityWithPlace,
      orderBy: { id: 'asc' },
    });
    return rows.map(toCommunityRecord).sort(byName);
  }

  async findCommunity(id: number): Promise<CommunityRecord | null> {
    const row = await this.prisma.community.findUnique({ where: { id }, include: communityWithPlace });
    return row ? toCommunityRecord(row) : null;
  }
}

function toCommunityRecord(row: CommunityRow): CommunityRecord {
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
