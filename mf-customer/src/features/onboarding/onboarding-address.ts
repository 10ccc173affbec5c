import {
  ONBOARDING_ADDRESS_DEFAULTS,
  type AddressRequest,
  type Community,
  type ProfileForm,
} from '@marketplace/contracts';

type AddressFields = Pick<ProfileForm, 'communityId' | 'flatNumber' | 'floor' | 'block' | 'deliveryAddress'>;
type CommunityPlace = Pick<Community, 'address' | 'pincode' | 'city' | 'state'>;

/**
 * Customer spec 7: the home address onboarding saves from the profile form, or null when the form
 * has neither a flat number nor delivery instructions. The street is the instructions, else the
 * flat and block; the community supplies its address, pincode, city and state, and the Bengaluru
 * defaults stand in for whatever it does not say.
 */
export function onboardingAddressFrom(
  form: AddressFields,
  community: CommunityPlace | undefined,
): AddressRequest | null {
  const flatNumber = form.flatNumber.trim();
  const block = form.block.trim();
  const instructions = form.deliveryAddress.trim();
  if (flatNumber === '' && instructions === '') return null;

  const flatAndBlock = [flatNumber && `Flat ${flatNumber}`, block && `Block ${block}`].filter(Boolean);
  return {
    addressType: 'home',
    flatNumber: flatNumber || null,
    floor: form.floor.trim() || null,
    streetAddress: instructions || flatAndBlock.join(', '),
    communityId: form.communityId,
    communityAddress: community?.address ?? null,
    pincode: community?.pincode ?? ONBOARDING_ADDRESS_DEFAULTS.pincode,
    cityName: community?.city ?? ONBOARDING_ADDRESS_DEFAULTS.cityName,
    state: community?.state ?? ONBOARDING_ADDRESS_DEFAULTS.state,
    isDefault: ONBOARDING_ADDRESS_DEFAULTS.isDefault,
  };
}
