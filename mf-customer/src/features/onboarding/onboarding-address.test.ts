import { AddressRequestSchema, type Address, type City } from '@marketplace/contracts';
import { onboardingAddressFrom, onboardingAddressToUpdate } from './onboarding-address';

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

const cities: City[] = [
  { cityId: 4, cityName: 'Mysuru', state: 'Karnataka' },
  { cityId: 7, cityName: 'Bengaluru', state: 'Karnataka' },
];

describe('the address onboarding saves', () => {
  it('is a default home address in the chosen community', () => {
    expect(onboardingAddressFrom(form, brigadeGateway, cities)).toEqual({
      addressType: 'home',
      flatNumber: 'A-101',
      floor: '1',
      streetAddress: 'Flat A-101, Block B',
      communityId: 2,
      communityAddress: '26/1 Dr Rajkumar Road, Malleshwaram West, Bengaluru',
      pincode: '560055',
      cityId: 7,
      cityName: 'Bengaluru',
      state: 'Karnataka',
      isDefault: true,
    });
  });

  it('uses the delivery instructions as the street when there are some', () => {
    const address = onboardingAddressFrom(
      { ...form, deliveryAddress: ' Tower 3, gate 2 ' },
      brigadeGateway,
      cities,
    );
    expect(address?.streetAddress).toBe('Tower 3, gate 2');
  });

  it('falls back to the flat alone when there is no block', () => {
    expect(onboardingAddressFrom({ ...form, block: ' ' }, brigadeGateway, cities)?.streetAddress).toBe(
      'Flat A-101',
    );
  });

  it('is saved from delivery instructions alone', () => {
    const address = onboardingAddressFrom(
      { ...form, flatNumber: '', deliveryAddress: 'Villa 7' },
      brigadeGateway,
      cities,
    );
    expect(address).toMatchObject({ flatNumber: null, streetAddress: 'Villa 7' });
  });

  it('is not saved without a flat number or delivery instructions', () => {
    expect(
      onboardingAddressFrom({ ...form, flatNumber: '', deliveryAddress: '  ' }, brigadeGateway, cities),
    ).toBeNull();
  });

  it('takes pincode 560001, Bengaluru and Karnataka when the community does not say', () => {
    const address = onboardingAddressFrom(form, undefined, cities);
    expect(address).toMatchObject({
      communityAddress: null,
      pincode: '560001',
      cityName: 'Bengaluru',
      state: 'Karnataka',
    });
    const unknownPincode = onboardingAddressFrom(form, { ...brigadeGateway, pincode: null }, cities);
    expect(unknownPincode?.pincode).toBe('560001');
  });

  it("carries the id of the community's city, or none when the city list lacks it", () => {
    expect(onboardingAddressFrom(form, { ...brigadeGateway, city: 'MYSURU' }, cities)?.cityId).toBe(4);
    expect(onboardingAddressFrom(form, undefined, cities)?.cityId).toBe(7);
    expect(onboardingAddressFrom(form, { ...brigadeGateway, city: 'Hubballi' }, cities)?.cityId).toBeNull();
    expect(onboardingAddressFrom(form, brigadeGateway, [])?.cityId).toBeNull();
  });

  it('leaves an empty floor out', () => {
    expect(onboardingAddressFrom({ ...form, floor: '' }, brigadeGateway, cities)?.floor).toBeNull();
  });

  it('is an address the server accepts', () => {
    expect(AddressRequestSchema.safeParse(onboardingAddressFrom(form, brigadeGateway, cities)).success).toBe(
      true,
    );
    expect(AddressRequestSchema.safeParse(onboardingAddressFrom(form, undefined, cities)).success).toBe(true);
  });
});

describe('the address a second pass through onboarding updates', () => {
  const address = (id: number, fields: Partial<Address>): Address => ({
    id,
    addressType: 'home',
    flatNumber: 'A-101',
    floor: null,
    streetAddress: 'Flat A-101',
    communityId: 2,
    communityAddress: null,
    pincode: '560055',
    cityId: 7,
    cityName: 'Bengaluru',
    state: 'Karnataka',
    latitude: null,
    longitude: null,
    isDefault: false,
    ...fields,
  });

  it('is the default home address, whichever community it is in', () => {
    const saved = address(3, { isDefault: true, communityId: 9 });
    expect(onboardingAddressToUpdate([saved, address(5, {})])).toBe(saved);
  });

  it('is none when the resident has no default home address yet', () => {
    expect(onboardingAddressToUpdate([])).toBeUndefined();
    expect(onboardingAddressToUpdate([address(3, { isDefault: true, addressType: 'work' })])).toBeUndefined();
    expect(onboardingAddressToUpdate([address(4, { isDefault: false })])).toBeUndefined();
  });
});
