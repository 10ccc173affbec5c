import type { AdminCommunity, CommunityStatus, CommunityType } from '@marketplace/contracts';

/**
 * The community dialog's values, under the request's own names (CommunityFormRequestSchema checks
 * them as they are). Coordinates are held as text (admin spec 3: any decimals).
 */
export interface CommunityFormValues {
  name: string;
  type: CommunityType;
  address: string;
  state: string;
  city: string;
  pincode: string;
  latitude: string;
  longitude: string;
  status: CommunityStatus;
}

/** Admin spec 4: a new community is an active apartment. */
export const EMPTY_COMMUNITY_FORM: CommunityFormValues = {
  name: '',
  type: 'apartment',
  address: '',
  state: '',
  city: '',
  pincode: '',
  latitude: '',
  longitude: '',
  status: 'active',
};

export function communityFormFrom(community: AdminCommunity): CommunityFormValues {
  return {
    name: community.name,
    type: community.type,
    address: community.address ?? '',
    state: community.state ?? '',
    city: community.city ?? '',
    pincode: community.pincode ?? '',
    latitude: community.latitude === null ? '' : String(community.latitude),
    longitude: community.longitude === null ? '' : String(community.longitude),
    status: community.status,
  };
}

/** Admin spec 2: choosing another state clears the chosen city. */
export function withState(values: CommunityFormValues, state: string): CommunityFormValues {
  return state === values.state ? values : { ...values, state, city: '' };
}
