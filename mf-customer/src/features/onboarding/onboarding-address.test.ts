import { AddressRequestSchema } from '@marketplace/contracts';
import { onboardingAddressFrom } from './onboarding-address';

const form = {
  communityId: 2,
  flatNumber: 'A-101',
  floor: '1',
  block: 'B',
  deliveryAddress: '',
};
const brigadeGateway = {
  address: '26/1 Dr Rajkumar Road, Malleshwaram West, Bengaluru',
  pincode: '560055',
  city: 'Bengaluru',
  state: 'Karnataka',
};

describe('the address onboarding saves', () => {
  it('is a default home address in the chosen community', () => {
    expect(onboardingAddressFrom(form, brigadeGateway)).toEqual({
      addressType: 'home',
      flatNumber: 'A-101',
      floor: '1',
      streetAddress: 'Flat A-101, Block B',
      communityId: 2,
      communityAddress: '26/1 Dr Rajkumar Road, Malleshwaram West, Bengaluru',
      pincode: '560055',
      cityName: 'Bengaluru',
      state: 'Karnataka',
      isDefault: true,
    });
  });

  it('uses the delivery instructions as the street when there are some', () => {
    const address = onboardingAddressFrom({ ...form, deliveryAddress: ' Tower 3, gate 2 ' }, brigadeGateway);
    expect(address?.streetAddress).toBe('Tower 3, gate 2');
  });

  it('falls back to the flat alone when there is no block', () => {
    expect(onboardingAddressFrom({ ...form, block: ' ' }, brigadeGateway)?.streetAddress).toBe('Flat A-101');
  });

  it('is saved from delivery instructions alone', () => {
    const address = onboardingAddressFrom(
      { ...form, flatNumber: '', deliveryAddress: 'Villa 7' },
      brigadeGateway,
    );
    expect(address).toMatchObject({ flatNumber: null, streetAddress: 'Villa 7' });
  });

  it('is not saved without a flat number or delivery instructions', () => {
    expect(
      onboardingAddressFrom({ ...form, flatNumber: '', deliveryAddress: '  ' }, brigadeGateway),
    ).toBeNull();
  });

  it('takes pincode 560001, Bengaluru and Karnataka when the community does not say', () => {
    const address = onboardingAddressFrom(form, undefined);
    expect(address).toMatchObject({
      communityAddress: null,
      pincode: '560001',
      cityName: 'Bengaluru',
      state: 'Karnataka',
    });
    const unknownPincode = onboardingAddressFrom(form, { ...brigadeGateway, pincode: null });
    expect(unknownPincode?.pincode).toBe('560001');
  });

  it('leaves an empty floor out', () => {
    expect(onboardingAddressFrom({ ...form, floor: '' }, brigadeGateway)?.floor).toBeNull();
  });

  it('is an address the server accepts', () => {
    expect(AddressRequestSchema.safeParse(onboardingAddressFrom(form, brigadeGateway)).success).toBe(true);
    expect(AddressRequestSchema.safeParse(onboardingAddressFrom(form, undefined)).success).toBe(true);
  });
});
