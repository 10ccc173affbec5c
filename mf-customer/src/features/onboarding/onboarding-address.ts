import {
  ONBOARDING_ADDRESS_DEFAULTS,
  type Address,
  type AddressRequest,
  type City,
  type Community,
  type ProfileForm,
} from '@marketplace/contracts';
import { findCity } from '../addresses/address-form';

type AddressFields = Pick<ProfileForm, 'communityId' | 'flatNumber' | 'floor' | 'block' | 'deliveryAddress'>;
type CommunityPlace = Pick<Community, 'address' | 'pincode' | 'city' | 'state'>;

/**
 * Customer spec 7: the home address onboarding saves from the profile form, or null when the form
 * has neither a flat number nor delivery instructions. The street is the instructions, else the
 * flat and block; the community supplies its address, pincode, city and state, and the Bengaluru
 * defaults stand in for whatever it does not say. The city's id comes from the city list, so the
 * address form shows the city when the resident edits the address.
 */
export function onboardingAddressFrom(
  form: AddressFields,
  community: CommunityPlace | undefined,
  cities: readonly City[],
): AddressRequest | null {
  const flatNumber = form.flatNumber.trim();
  const block = form.block.trim();
  const instructions = form.deliveryAddress.trim();
  if (flatNumber === '' && instructions === '') return null;

  const flatAndBlock = [flatNumber && `Flat ${flatNumber}`, block && `Block ${block}`].filter(Boolean);
  const cityName = community?.city ?? ONBOARDING_ADDRESS_DEFAULTS.cityName;
  const state = community?.state ?? ONBOARDING_ADDRESS_DEFAULTS.state;
  return {
    addressType: 'home',
    flatNumber: flatNumber || null,
    floor: form.floor.trim() || null,
    streetAddress: instructions || flatAndBlock.join(', '),
    communityId: form.communityId,
    communityAddress: community?.address ?? null,
    pincode: community?.pincode ?? ONBOARDING_ADDRESS_DEFAULTS.pincode,
    cityId: findCity(cities, cityName, state)?.cityId ?? null,
    cityName,
    state,
    isDefault: ONBOARDING_ADDRESS_DEFAULTS.isDefault,
  };
}

/**
 * The address an earlier pass through this step saved, which a new pass updates rather than adding
 * another: onboarding saves the resident's default home address, and the new pass may have moved it
 * to another community.
 */
export function onboardingAddressToUpdate(addresses: readonly Address[]): Address | undefined {
  return addresses.find((address) => address.isDefault && address.addressType === 'home');
}
