import type { Address, AddressType, Community, ParsedAddressRequest } from '@marketplace/contracts';

/** A saved address as the resident describes it (customer spec 3, Address); the default flag is managed apart. */
export interface AddressFields {
  addressType: AddressType;
  flatNumber: string | null;
  floor: string | null;
  streetAddress: string;
  communityId: number;
  communityAddress: string | null;
  pincode: string;
  cityId: number | null;
  cityName: string;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface AddressRecord extends Omit<AddressFields, 'communityId' | 'cityName'> {
  id: number;
  userId: number;
  // The columns are nullable; addresses saved through the API always have both.
  communityId: number | null;
  cityName: string | null;
  isDefault: boolean;
  createdAt: Date;
}

/** The address form's fields as stored; what the form leaves out is null. */
export function addressFieldsOf(request: ParsedAddressRequest): AddressFields {
  return {
    addressType: request.addressType,
    flatNumber: request.flatNumber ?? null,
    floor: request.floor ?? null,
    streetAddress: request.streetAddress,
    communityId: request.communityId,
    communityAddress: request.communityAddress ?? null,
    pincode: request.pincode,
    cityId: request.cityId ?? null,
    cityName: request.cityName,
    state: request.state ?? null,
    latitude: request.latitude ?? null,
    longitude: request.longitude ?? null,
  };
}

/**
 * Customer spec 5: choosing a community fills its address and state. What the resident typed wins;
 * only what they left empty comes from the catalog (the city is required by the form itself).
 */
export function withCommunityDetails(fields: AddressFields, community: Community): AddressFields {
  return {
    ...fields,
    communityAddress: fields.communityAddress ?? community.address,
    state: fields.state ?? community.state,
  };
}

/**
 * The address that takes over as default when `leavingId` stops being it: the most recent of the
 * others, so a resident with addresses always has exactly one default.
 */
export function successorDefault(addresses: AddressRecord[], leavingId: number): AddressRecord | undefined {
  return addresses
    .filter((address) => address.id !== leavingId)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0];
}

/** Customer spec 3, Address, as the API answers it. */
export function toAddressView(address: AddressRecord): Address {
  return {
    id: address.id,
    addressType: address.addressType,
    flatNumber: address.flatNumber,
    floor: address.floor,
    streetAddress: address.streetAddress,
    communityId: address.communityId,
    communityAddress: address.communityAddress,
    pincode: address.pincode,
    cityId: address.cityId,
    cityName: address.cityName,
    state: address.state,
    latitude: address.latitude,
    longitude: address.longitude,
    isDefault: address.isDefault,
  };
}
