import { useState } from 'react';
import { DEFAULT_ONBOARDING_LOCATION, type Community } from '@marketplace/contracts';
import { useCommunities, useStateCities, useStates } from '@marketplace/ui/api';

export interface Place {
  state: string | null;
  city: string | null;
  communityId: number | null;
}

/**
 * Where a community picker starts: the resident's own community when they have one, otherwise
 * Karnataka and Bengaluru (customer spec 9) with no community chosen.
 */
export function initialPlace(current: Pick<Community, 'id' | 'state' | 'city'> | undefined): Place {
  if (current !== undefined) return { state: current.state, city: current.city, communityId: current.id };
  return {
    state: DEFAULT_ONBOARDING_LOCATION.state,
    city: DEFAULT_ONBOARDING_LOCATION.city,
    communityId: null,
  };
}

/**
 * State, then city, then community (customer spec 2): each list loads once the choice before it is
 * made, and changing a choice clears the ones after it.
 */
export function usePlaceChoice(initial: Place) {
  const [place, setPlace] = useState(initial);
  const states = useStates();
  const cities = useStateCities(place.state);
  const communities = useCommunities(
    place.state !== null && place.city !== null ? { state: place.state, city: place.city } : null,
  );
  return {
    ...place,
    states,
    cities,
    communities,
    community: communities.data?.find((community) => community.id === place.communityId),
    chooseState: (state: string) => setPlace({ state, city: null, communityId: null }),
    chooseCity: (city: string) => setPlace((current) => ({ ...current, city, communityId: null })),
    chooseCommunity: (communityId: number) => setPlace((current) => ({ ...current, communityId })),
  };
}
