import { ProfileFormSchema, splitFullName, type User, type UserProfile } from '@marketplace/contracts';
import { initialProfileValues } from './profile-values';

const user: User = {
  id: 7,
  firstName: 'Asha',
  lastName: 'Rao Kumar',
  email: 'asha@example.in',
  phone: '9876543210',
  communityId: 2,
  profileImageUrl: null,
  dietaryPreferences: ['vegan', 'keto', 'jain'],
  points: 0,
  onboardingCompleted: false,
};
const profile: UserProfile = {
  firstName: 'Asha',
  lastName: 'Rao Kumar',
  email: 'asha@example.in',
  phone: '9876543210',
  flatNumber: 'A-101',
  floor: '1',
  block: null,
  deliveryAddress: 'Gate 2',
  communityId: 2,
  profileImageUrl: null,
  selectedCommunityName: 'Brigade Gateway',
};

describe('the profile form prefill', () => {
  it('starts from the current user and their saved delivery details', () => {
    expect(initialProfileValues(user, profile)).toEqual({
      fullName: 'Asha Rao Kumar',
      phone: '9876543210',
      email: 'asha@example.in',
      communityId: 2,
      flatNumber: 'A-101',
      floor: '1',
      block: '',
      deliveryAddress: 'Gate 2',
      dietaryPreferences: ['vegan', 'jain'],
    });
  });

  it('gives a full name that splits back into the same first and last name', () => {
    expect(splitFullName(initialProfileValues(user, profile).fullName)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao Kumar',
    });
  });

  it('leaves the delivery details empty when the profile could not be read', () => {
    const values = initialProfileValues({ ...user, lastName: '', email: null, communityId: null }, undefined);
    expect(values).toMatchObject({
      fullName: 'Asha',
      email: '',
      communityId: null,
      flatNumber: '',
      floor: '',
    });
  });

  it('asks for the community and flat number a new resident has not given yet', () => {
    const values = initialProfileValues({ ...user, communityId: null }, undefined);
    const result = ProfileFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Community is required',
      'Flat/House number is required',
    ]);
  });
});
