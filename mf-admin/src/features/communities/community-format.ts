import {
  COMMUNITY_ADMIN_MESSAGES,
  COMMUNITY_STATUSES,
  type AdminCommunity,
  type City,
  type CommunityStatus,
} from '@marketplace/contracts';

/** Admin spec 2: 'city, state - pincode', the parts it has, or 'No location data'. */
export function communityLocation(community: Pick<AdminCommunity, 'city' | 'state' | 'pincode'>): string {
  const place = [community.city, community.state].filter(Boolean).join(', ');
  const pincode = community.pincode ?? '';
  if (place === '' && pincode === '') return COMMUNITY_ADMIN_MESSAGES.noLocation;
  if (pincode === '') return place;
  return place === '' ? pincode : `${place} - ${pincode}`;
}

export interface CommunityTally {
  total: number;
  byStatus: Record<CommunityStatus, number>;
}

/** Admin spec 2: the stat tiles, counted over the communities listed. */
export function tallyCommunities(communities: readonly Pick<AdminCommunity, 'status'>[]): CommunityTally {
  const byStatus = Object.fromEntries(COMMUNITY_STATUSES.map((status) => [status, 0])) as Record<
    CommunityStatus,
    number
  >;
  for (const community of communities) byStatus[community.status] += 1;
  return { total: communities.length, byStatus };
}

/** 'active' reads 'Active' on badges, tiles and options. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export interface CityOption {
  value: string;
  label: string;
}

/**
 * The city filter's choices: the cities of the chosen states (every state's when none is chosen),
 * each name once, since the list filters by name; a name two states share says both.
 */
export function citiesOfStates(cities: readonly City[], states: readonly string[]): CityOption[] {
  const statesOf = new Map<string, string[]>();
  for (const city of cities) {
    if (states.length > 0 && !states.includes(city.state)) continue;
    statesOf.set(city.cityName, [...(statesOf.get(city.cityName) ?? []), city.state]);
  }
  return [...statesOf].map(([name, inStates]) => ({
    value: name,
    label: `${name}, ${inStates.join(' / ')}`,
  }));
}

/** The chosen cities still offered once the states change: a hidden choice would filter out everything. */
export function keepCitiesOf(chosen: readonly string[], offered: readonly CityOption[]): string[] {
  return chosen.filter((city) => offered.some((option) => option.value === city));
}
