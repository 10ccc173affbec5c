import {
  ADDRESS_MESSAGES,
  AddressRequestSchema,
  type Address,
  type City,
  type Community,
} from '@marketplace/contracts';
import {
  EMPTY_ADDRESS_FORM,
  addressFormFromAddress,
  cityIdOf,
  communitiesForCity,
  fieldsForCity,
  fieldsForCommunity,
  type AddressFormValues,
} from './address-form';

const bengaluru: City = { cityId: 1, cityName: 'Bengaluru', state: 'Karnataka' };
const mysuru: City = { cityId: 2, cityName: 'Mysuru', state: 'Karnataka' };
const lakeside: Community = {
  id: 1,
  name: 'Prestige Lakeside Habitat',
  address: 'Varthur Main Road, Gunjur, Bengaluru',
  pincode: '560087',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'apartment',
  status: 'active',
};
const palace: Community = { ...lakeside, id: 9, name: 'Palace View', city: 'Mysuru', pincode: null };

function errorsOf(values: AddressFormValues): Record<string, string> {
  const result = AddressRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('address form validation', () => {
  it("puts the spec's message on each required field of an empty form", () => {
    expect(errorsOf(EMPTY_ADDRESS_FORM)).toEqual({
      streetAddress: ADDRESS_MESSAGES.streetRequired,
      communityId: ADDRESS_MESSAGES.communityRequired,
      pincode: ADDRESS_MESSAGES.pincodeRequired,
      cityName: ADDRESS_MESSAGES.cityRequired,
    });
  });

  it('refuses a street or pincode of spaces only', () => {
    const values = { ...EMPTY_ADDRESS_FORM, ...fieldsForCommunity(lakeside, [bengaluru]) };
    expect(errorsOf({ ...values, streetAddress: '   ', pincode: ' ' })).toEqual({
      streetAddress: ADDRESS_MESSAGES.streetRequired,
      pincode: ADDRESS_MESSAGES.pincodeRequired,
    });
  });
});

describe('address form to request', () => {
  it('sends trimmed text, empty optional parts as null, and the chosen community and city', () => {
    const values: AddressFormValues = {
      ...EMPTY_ADDRESS_FORM,
      ...fieldsForCommunity(lakeside, [bengaluru]),
      addressType: 'work',
      flatNumber: ' B-204 ',
      streetAddress: ' 2nd Cross, Tower B ',
      latitude: 12.94,
      longitude: 77.73,
      isDefault: true,
    };
    expect(AddressRequestSchema.parse(values)).toEqual({
      addressType: 'work',
      flatNumber: 'B-204',
      floor: null,
      streetAddress: '2nd Cross, Tower B',
      communityId: 1,
      communityAddress: 'Varthur Main Road, Gunjur, Bengaluru',
      pincode: '560087',
      cityId: 1,
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.94,
      longitude: 77.73,
      isDefault: true,
    });
  });

  it('edits a saved address into the same request it was made from', () => {
    const saved: Address = {
      id: 7,
      addressType: 'other',
      flatNumber: '12',
      floor: '3',
      streetAddress: 'Lake Road',
      communityId: 1,
      communityAddress: 'Varthur Main Road, Gunjur, Bengaluru',
      pincode: '560087',
      cityId: 1,
      cityName: 'Bengaluru',
      state: 'Karnataka',
      latitude: null,
      longitude: null,
      isDefault: false,
    };
    const { id: _id, ...request } = saved;
    expect(AddressRequestSchema.parse(addressFormFromAddress(saved))).toEqual(request);
  });
});

describe('choosing a community and a city', () => {
  it('fills the community address, pincode, city and state from the community', () => {
    expect(fieldsForCommunity(lakeside, [mysuru, bengaluru])).toEqual({
      communityId: 1,
      communityAddress: 'Varthur Main Road, Gunjur, Bengaluru',
      pincode: '560087',
      cityId: 1,
      cityName: 'Bengaluru',
      state: 'Karnataka',
    });
  });

  it('keeps the typed pincode when the community has none', () => {
    expect(fieldsForCommunity(palace, [mysuru])).not.toHaveProperty('pincode');
  });

  it('lets the state follow the city and drops a community of another city', () => {
    const values = { ...EMPTY_ADDRESS_FORM, ...fieldsForCommunity(lakeside, [bengaluru]) };
    expect(fieldsForCity(values, mysuru)).toEqual({
      cityId: 2,
      cityName: 'Mysuru',
      state: 'Karnataka',
      communityId: null,
      communityAddress: '',
    });
    expect(fieldsForCity(values, bengaluru)).toEqual({
      cityId: 1,
      cityName: 'Bengaluru',
      state: 'Karnataka',
    });
  });

  it('offers every community before a city is chosen, then only those of the city', () => {
    expect(communitiesForCity([lakeside, palace], EMPTY_ADDRESS_FORM)).toEqual([lakeside, palace]);
    expect(communitiesForCity([lakeside, palace], { cityName: 'mysuru', state: 'Karnataka' })).toEqual([
      palace,
    ]);
  });
});

describe('the city an address is in', () => {
  it('is its city id when it has one', () => {
    expect(cityIdOf({ cityId: 2, cityName: 'Bengaluru', state: 'Karnataka' }, [bengaluru, mysuru])).toBe(2);
  });

  it('is found by city name and state when the address was saved without an id', () => {
    const savedByOnboarding = { cityId: null, cityName: 'bengaluru', state: 'KARNATAKA' };
    expect(cityIdOf(savedByOnboarding, [mysuru, bengaluru])).toBe(1);
    expect(cityIdOf({ ...savedByOnboarding, state: 'Kerala' }, [mysuru, bengaluru])).toBeNull();
  });

  it('is none before a city is chosen or while the city list is not in', () => {
    expect(cityIdOf(EMPTY_ADDRESS_FORM, [bengaluru])).toBeNull();
    expect(cityIdOf({ cityId: null, cityName: 'Bengaluru', state: 'Karnataka' }, [])).toBeNull();
  });
});
