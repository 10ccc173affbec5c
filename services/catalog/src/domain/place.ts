import type { CommunityStatus, CommunityType } from '@marketplace/contracts';

export interface CityRecord {
  id: number;
  name: string;
  state: string;
}

export interface CommunityRecord {
  id: number;
  name: string;
  type: CommunityType;
  status: CommunityStatus;
  address: string | null;
  pincode: string | null;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/** Customer spec 7: residents pick among active communities, optionally of one city and state. */
export interface CommunityFilter {
  city?: string;
  state?: string;
}
