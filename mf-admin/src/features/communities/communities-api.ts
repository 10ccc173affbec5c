import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCommunityListSchema,
  AdminCommunitySchema,
  CityListSchema,
  CityNameListSchema,
  COMMUNITY_ADMIN_MESSAGES as M,
  StateListSchema,
  type AdminCommunitiesQuery,
  type AdminCommunity,
  type CommunityFormRequest,
  type CommunityStatus,
} from '@marketplace/contracts';
import { apiFetch } from '@marketplace/ui/api';

/** The filter bar's values; empty lists and fields filter nothing. */
export type CommunityFilters = Required<Pick<AdminCommunitiesQuery, 'city' | 'state'>> & {
  search: string;
  pincode: string;
  status: CommunityStatus | 'all';
};

export const NO_COMMUNITY_FILTERS: CommunityFilters = {
  search: '',
  city: [],
  state: [],
  pincode: '',
  status: 'all',
};

/** Admin spec 7: search, city and state repeated, pincode, status (omitted when all). */
export function communityQuery(filters: CommunityFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search.trim() !== '') query.set('search', filters.search.trim());
  for (const city of filters.city) query.append('city', city);
  for (const state of filters.state) query.append('state', state);
  if (filters.pincode.trim() !== '') query.set('pincode', filters.pincode.trim());
  if (filters.status !== 'all') query.set('status', filters.status);
  return query;
}

const COMMUNITIES_KEY = ['admin-communities'] as const;

/**
 * Admin spec 9: the community list is the one admin read that is stale at once. The list shown
 * stays while the next filters' list loads.
 */
export function useAdminCommunities(filters: CommunityFilters) {
  const query = communityQuery(filters);
  return useQuery({
    queryKey: [...COMMUNITIES_KEY, query.toString()],
    queryFn: async () => {
      try {
        return AdminCommunityListSchema.parse(await apiFetch<unknown>(`/api/admin/communities?${query}`));
      } catch (error) {
        console.error(M.fetchFailed, error);
        throw error;
      }
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useStates() {
  return useQuery({
    queryKey: ['states'],
    queryFn: async () => {
      try {
        return StateListSchema.parse(await apiFetch<unknown>('/api/states'));
      } catch (error) {
        console.error(M.fetchStatesFailed, error);
        throw error;
      }
    },
  });
}

/** Every city with its state, for the filter bar's city list. */
export function useAllCities() {
  return useQuery({
    queryKey: ['cities'],
    queryFn: async () => {
      try {
        return CityListSchema.parse(await apiFetch<unknown>('/api/cities'));
      } catch (error) {
        console.error(M.fetchPlacesFailed, error);
        throw error;
      }
    },
  });
}

/** Admin spec 2: the form's cities, fetched only once a state is chosen. */
export function useStateCities(state: string) {
  return useQuery({
    queryKey: ['cities', state],
    queryFn: async () => {
      try {
        return CityNameListSchema.parse(await apiFetch<unknown>(`/api/cities/${encodeURIComponent(state)}`));
      } catch (error) {
        console.error(M.fetchCitiesFailed, error);
        throw error;
      }
    },
    enabled: state !== '',
  });
}

/** After any change the list is read again, whatever its filters. */
function useCommunityMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNITIES_KEY }),
  });
}

export function useSaveCommunity() {
  return useCommunityMutation(
    async ({ id, form }: { id: number | null; form: CommunityFormRequest }): Promise<AdminCommunity> =>
      AdminCommunitySchema.parse(
        await apiFetch<unknown>(id === null ? '/api/admin/communities' : `/api/admin/communities/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: form,
        }),
      ),
  );
}

export function useSetCommunityStatus() {
  return useCommunityMutation(({ id, status }: { id: number; status: CommunityStatus }) =>
    apiFetch(`/api/admin/communities/${id}/status`, { method: 'PATCH', body: { status } }),
  );
}

export function useDeleteCommunity() {
  return useCommunityMutation((id: number) => apiFetch(`/api/admin/communities/${id}`, { method: 'DELETE' }));
}
