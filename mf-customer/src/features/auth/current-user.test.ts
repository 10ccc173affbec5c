import type { User } from '@marketplace/contracts';
import { authStatusOf, homePathFor } from './current-user';

const resident: User = {
  id: 7,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  communityId: null,
  profileImageUrl: null,
  dietaryPreferences: [],
  points: 0,
  onboardingCompleted: false,
};

describe('sign-in state', () => {
  it('is loading until the first current-user answer', () => {
    expect(authStatusOf({ status: 'pending', data: undefined })).toEqual({ status: 'loading' });
  });

  it('is signed in when the current-user call returns a user', () => {
    expect(authStatusOf({ status: 'success', data: resident })).toEqual({
      status: 'signed-in',
      user: resident,
    });
  });

  it('is signed out when the server says there is no session', () => {
    expect(authStatusOf({ status: 'success', data: null })).toEqual({ status: 'signed-out' });
  });

  it('is unavailable, not signed out, when the call failed for another reason', () => {
    expect(authStatusOf({ status: 'error', data: undefined })).toEqual({ status: 'unavailable' });
    expect(authStatusOf({ status: 'error', data: null })).toEqual({ status: 'unavailable' });
  });

  it('keeps a known resident signed in when a later refresh fails', () => {
    expect(authStatusOf({ status: 'error', data: resident })).toEqual({
      status: 'signed-in',
      user: resident,
    });
  });
});

describe('where a resident goes after signing in', () => {
  it('starts onboarding until it is complete', () => {
    expect(homePathFor(resident)).toBe('/onboarding/community-selection');
  });

  it('goes home once onboarding is complete', () => {
    expect(homePathFor({ ...resident, onboardingCompleted: true })).toBe('/customer');
  });
});
