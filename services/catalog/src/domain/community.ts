import type { CommunityFormRequest, CommunityStatus, CommunityType } from '@marketplace/contracts';
import { CityNotInStateError } from './errors';
import type { CommunityRecord } from './place';
import type { PlaceRepository } from './place.repository';

/** A community as the back-office lists and edits it: any status, with its derived business count. */
export interface AdminCommunityRecord extends CommunityRecord {
  /** The vendors serving it (vendor_coverage), kept by every write of vendors or communities. */
  businessCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a community row is written with: the form's city and state resolved to the city's row. */
export interface CommunityFields {
  name: string;
  type: CommunityType;
  address: string | null;
  cityId: number;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Absent: a new community is active, an edited one keeps its status. */
  status?: CommunityStatus;
}

/**
 * The form names its state and city (admin spec 5: the city pick-list follows the state), so the
 * city must be one of that state's; a city of another state, or none at all, is refused.
 */
export async function communityFieldsOf(
  places: PlaceRepository,
  form: CommunityFormRequest,
): Promise<CommunityFields> {
  const cityId = await places.findCityId(form.city, form.state);
  if (cityId === null) throw new CityNotInStateError(form.city, form.state);
  return {
    name: form.name,
    type: form.type,
    address: form.address,
    cityId,
    pincode: form.pincode,
    latitude: form.latitude,
    longitude: form.longitude,
    status: form.status,
  };
}
