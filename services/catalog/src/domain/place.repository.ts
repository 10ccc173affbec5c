import type { CityRecord, CommunityFilter, CommunityRecord } from './place';

export interface PlaceRepository {
  /** State names, alphabetical. */
  listStateNames(): Promise<string[]>;
  /** Every city, by state then name. */
  listCities(): Promise<CityRecord[]>;
  /** City names of one state (matched case-insensitively), alphabetical; none for an unknown state. */
  listCityNamesOfState(state: string): Promise<string[]>;
  /** The id of the state's city of that name (both matched case-insensitively), or null. */
  findCityId(city: string, state: string): Promise<number | null>;
  /** Active communities, by name; city and state match case-insensitively. */
  listActiveCommunities(filter: CommunityFilter): Promise<CommunityRecord[]>;
  findCommunity(id: number): Promise<CommunityRecord | null>;
}
