import type { CityRecord, CommunityFilter, CommunityRecord } from './place';

export interface PlaceRepository {
  /** State names, alphabetical. */
  listStateNames(): Promise<string[]>;
  /** Every city, by state then name. */
  listCities(): Promise<CityRecord[]>;
  /** City names of one state (matched case-insensitively), alphabetical; none for an unknown state. */
  listCityNamesOfState(state: string): Promise<string[]>;
  /** Active communities, by name; city and state match case-insensitively. */
  listActiveCommunities(filter: CommunityFilter): Promise<CommunityRecord[]>;
  findCommunity(id: number): Promise<CommunityRecord | null>;
}
