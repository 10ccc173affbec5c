import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CityNameListSchema,
  CitySchema,
  CommunitySchema,
  StateListSchema,
  type City,
  type Community,
} from '@marketplace/contracts';
import { apiFetch } from './api-fetch';

// The catalog's places (states, cities, communities), read the same way by every remote that lets
// someone choose a community: the resident's onboarding and addresses, a vendor's "Apply to sell".

/** Places change only in the back-office; a resident's session and the address form can keep them a while. */
const PLACES_FRESH_MS = 5 * 60_000;

/** Invalidating this refreshes every community read: the lists and the resident's own one. */
export const COMMUNITIES_QUERY_KEY = ['communities'] as const;

/**
 * Customer spec 8: city and community fetch failures silently give an empty list; the console keeps
 * the reason. States are read the same way, so a failure leaves the dropdown empty, not the screen.
 */
async function listOrEmpty<T>(what: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    console.error(what, error);
    return [];
  }
}

export function useStates() {
  return useQuery({
    queryKey: ['states'],
    queryFn: () =>
      listOrEmpty('Failed to fetch states', async () =>
        StateListSchema.parse(await apiFetch<unknown>('/api/states')),
      ),
    staleTime: PLACES_FRESH_MS,
  });
}

/** GET /api/cities/{state}: the city names of one state; idle until a state is chosen. */
export function useStateCities(state: string | null) {
  return useQuery({
    queryKey: ['cities', state],
    queryFn: () =>
      listOrEmpty('Failed to fetch cities', async () =>
        CityNameListSchema.parse(await apiFetch<unknown>(`/api/cities/${encodeURIComponent(state ?? '')}`)),
      ),
    enabled: state !== null,
    staleTime: PLACES_FRESH_MS,
  });
}

/** GET /api/cities: every city with its id and state, for the city ids of saved addresses. */
export const citiesQuery = queryOptions({
  queryKey: ['cities'],
  queryFn: () =>
    listOrEmpty('Failed to fetch cities', async (): Promise<City[]> =>
      CitySchema.array().parse(await apiFetch<unknown>('/api/cities')),
    ),
  staleTime: PLACES_FRESH_MS,
});

export function useCities() {
  return useQuery(citiesQuery);
}

/**
 * GET /api/communities without a filter: the address form offers a community before a city is chosen (the
 * community then fills the city). Keyed as the unfiltered member of ['communities', {state, city}].
 */
export function useAllCommunities() {
  return useQuery({
    queryKey: ['communities', {}],
    queryFn: () =>
      listOrEmpty('Failed to fetch communities', async (): Promise<Community[]> =>
        CommunitySchema.array().parse(await apiFetch<unknown>('/api/communities')),
      ),
    staleTime: PLACES_FRESH_MS,
  });
}

export interface CommunityFilter {
  state: string;
  city: string;
}

/** GET /api/communities?city=&state=: the communities of one city; idle until a city is chosen. */
export function useCommunities(filter: CommunityFilter | null) {
  return useQuery({
    queryKey: [...COMMUNITIES_QUERY_KEY, filter],
    queryFn: () =>
      listOrEmpty('Failed to fetch communities', async () => {
        const query = new URLSearchParams({ city: filter?.city ?? '', state: filter?.state ?? '' });
        return CommunitySchema.array().parse(await apiFetch<unknown>(`/api/communities?${query}`));
      }),
    enabled: filter !== null,
    staleTime: PLACES_FRESH_MS,
  });
}

/** GET /api/communities/{id}: the resident's community, for its name and address. */
export function useCommunity(communityId: number | null) {
  return useQuery({
    queryKey: [...COMMUNITIES_QUERY_KEY, communityId],
    queryFn: async (): Promise<Community> =>
      CommunitySchema.parse(await apiFetch<unknown>(`/api/communities/${communityId}`)),
    enabled: communityId !== null,
    staleTime: PLACES_FRESH_MS,
  });
}
