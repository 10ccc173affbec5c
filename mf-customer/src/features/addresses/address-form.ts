import type { Address, AddressType, City, Community } from '@marketplace/contracts';

/**
 * The address dialog's values (customer spec 5). They carry the request's own field names and types,
 * so AddressRequestSchema checks them as they are, its messages land on the matching fields, and its
 * output is the body of POST or PUT /api/user/addresses.
 */
export interface AddressFormValues {
  addressType: AddressType;
  flatNumber: string;
  floor: string;
  streetAddress: string;
  communityId: number | null;
  communityAddress: string;
  pincode: string;
  cityId: number | null;
  cityName: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  isDefault: boolean;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  addressType: 'home',
  flatNumber: '',
  floor: '',
  streetAddress: '',
  communityId: null,
  communityAddress: '',
  pincode: '',
  cityId: null,
  cityName: '',
  state: '',
  latitude: null,
  longitude: null,
  isDefault: false,
};

/** Edit mode starts from the saved address; absent parts read as empty fields. */
export function addressFormFromAddress(address: Address): AddressFormValues {
  return {
    addressType: address.addressType,
    flatNumber: address.flatNumber ?? '',
    floor: address.floor ?? '',
    streetAddress: address.streetAddress,
    communityId: address.communityId,
    communityAddress: address.communityAddress ?? '',
    pincode: address.pincode,
    cityId: address.cityId,
    cityName: address.cityName ?? '',
    state: address.state ?? '',
    latitude: address.latitude,
    longitude: address.longitude,
    isDefault: address.isDefault,
  };
}

function sameCity(city: Pick<City, 'cityName' | 'state'>, cityName: string, state: string): boolean {
  return (
    city.cityName.toLocaleLowerCase() === cityName.toLocaleLowerCase() &&
    city.state.toLocaleLowerCase() === state.toLocaleLowerCase()
  );
}

/** The listed city of that name and state, whatever their case. */
export function findCity(cities: readonly City[], cityName: string, state: string): City | undefined {
  return cities.find((city) => sameCity(city, cityName, state));
}

/**
 * The city the form stands for. An address saved without a city id (onboarding saved none before it
 * looked the city up) is matched by its city name and state, so editing it shows that city.
 */
export function cityIdOf(
  values: Pick<AddressFormValues, 'cityId' | 'cityName' | 'state'>,
  cities: readonly City[],
): number | null {
  if (values.cityId !== null) return values.cityId;
  if (values.cityName === '') return null;
  return findCity(cities, values.cityName, values.state)?.cityId ?? null;
}

/**
 * Customer spec 5: choosing a community fills its address, pincode, city and state. The city's id
 * comes from the city list when the community's city is in it.
 */
export function fieldsForCommunity(
  community: Community,
  cities: readonly City[],
): Partial<AddressFormValues> {
  const city = findCity(cities, community.city, community.state);
  return {
    communityId: community.id,
    communityAddress: community.address ?? '',
    ...(community.pincode ? { pincode: community.pincode } : {}),
    cityId: city?.cityId ?? null,
    cityName: community.city,
    state: community.state,
  };
}

/**
 * Customer spec 5: the state follows the chosen city. A community elsewhere no longer fits, so it is
 * cleared with its address; one in the new city stays.
 */
export function fieldsForCity(values: AddressFormValues, city: City | null): Partial<AddressFormValues> {
  const keepsCommunity = city !== null && sameCity(city, values.cityName, values.state);
  return {
    cityId: city?.cityId ?? null,
    cityName: city?.cityName ?? '',
    state: city?.state ?? '',
    ...(keepsCommunity ? {} : { communityId: null, communityAddress: '' }),
  };
}

/** The community choices: those of the chosen city, or every one before a city is chosen. */
export function communitiesForCity(
  communities: readonly Community[],
  values: Pick<AddressFormValues, 'cityName' | 'state'>,
): Community[] {
  if (values.cityName === '') return [...communities];
  return communities.filter((community) =>
    sameCity({ cityName: community.city, state: community.state }, values.cityName, values.state),
  );
}
