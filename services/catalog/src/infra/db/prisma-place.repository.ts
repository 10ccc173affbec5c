import type { CityRecord, CommunityFilter, CommunityRecord } from '../../domain/place';
import type { PlaceRepository } from '../../domain/place.repository';
import type { CatalogPrisma } from './catalog-database';
import { byName, communityWithPlace, insensitive, nameCollator, toCommunityRecord } from './community-rows';

const sortNames = (names: string[]) => names.sort((a, b) => nameCollator.compare(a, b));

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
      .sort((a, b) => nameCollator.compare(a.state, b.state) || byName(a, b));
  }

  async listCityNamesOfState(state: string): Promise<string[]> {
    const cities = await this.prisma.city.findMany({
      where: { state: { name: insensitive(state) } },
      select: { name: true },
    });
    return sortNames(cities.map((city) => city.name));
  }

  async findCityId(city: string, state: string): Promise<number | null> {
    const row = await this.prisma.city.findFirst({
      where: { name: insensitive(city), state: { name: insensitive(state) } },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    return row?.id ?? null;
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
