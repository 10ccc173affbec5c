import {
  AddressRequestSchema,
  DIETARY_PREFERENCE_REPEATED_MESSAGE,
  OnboardingPersonSchema,
  ProfileFormSchema,
  ProfileUpdateSchema,
} from './account';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

const profileForm = {
  fullName: 'Asha Rao',
  phone: '9876543210',
  email: '',
  communityId: 1,
  flatNumber: 'A-101',
  floor: '',
  block: '',
  deliveryAddress: '',
  dietaryPreferences: ['vegan'],
};

const address = {
  streetAddress: 'Tower A, Varthur Main Road',
  communityId: 1,
  pincode: '560087',
  cityName: 'Bengaluru',
};

describe('dietary preferences (profile form, onboarding step 2)', () => {
  it('takes each offered preference once, all four together', () => {
    const all = ['vegetarian', 'vegan', 'gluten-free', 'jain'];
    expect(ProfileFormSchema.parse({ ...profileForm, dietaryPreferences: all }).dietaryPreferences).toEqual(
      all,
    );
  });

  it.each([
    ['ProfileFormSchema', ProfileFormSchema, profileForm],
    ['OnboardingPersonSchema', OnboardingPersonSchema, { firstName: 'Asha', phone: '9876543210' }],
  ] as const)(
    '%s refuses a preference chosen twice, and a list longer than the offer',
    (_name, schema, base) => {
      for (const dietaryPreferences of [['vegan', 'vegan'], Array(1000).fill('vegan')]) {
        expect(firstMessage(schema.safeParse({ ...base, dietaryPreferences }))).toBe(
          DIETARY_PREFERENCE_REPEATED_MESSAGE,
        );
      }
    },
  );
});

describe('ids in account requests', () => {
  it.each([
    ['ProfileFormSchema', () => ProfileFormSchema.safeParse({ ...profileForm, communityId: 3_000_000_000 })],
    ['ProfileUpdateSchema', () => ProfileUpdateSchema.safeParse({ communityId: 3_000_000_000 })],
  ])('%s refuses a community id beyond any INTEGER with its own message', (_name, parse) => {
    expect(firstMessage(parse())).toBe('Community is required');
  });

  it('refuses address community and city ids beyond any INTEGER', () => {
    expect(firstMessage(AddressRequestSchema.safeParse({ ...address, communityId: 3_000_000_000 }))).toBe(
      'Please select a community',
    );
    expect(firstMessage(AddressRequestSchema.safeParse({ ...address, cityId: 3_000_000_000 }))).toBe(
      'cityId is not a valid id',
    );
    expect(AddressRequestSchema.parse({ ...address, cityId: 2_147_483_647 }).cityId).toBe(2_147_483_647);
  });
});

describe('address texts', () => {
  it.each([
    ['cityName', 'City must be at most 100 characters'],
    ['state', 'State must be at most 100 characters'],
  ])('says how long %s may be', (field, message) => {
    expect(firstMessage(AddressRequestSchema.safeParse({ ...address, [field]: 'x'.repeat(101) }))).toBe(
      message,
    );
  });
});
