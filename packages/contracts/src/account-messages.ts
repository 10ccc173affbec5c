/**
 * What the auth service answers on the resident's account calls (PATCH /api/users/onboarding,
 * PATCH /api/user/profile, /api/user/addresses) where the spec leaves the wording to us. Screens
 * show the server's message, so they need no copy of their own.
 */

/** A phone or email that another account already holds (409). */
export const ACCOUNT_CONFLICT_MESSAGES = {
  phoneTaken: 'Phone number is already registered',
  emailTaken: 'Email is already registered',
} as const;

/** A communityId the catalog does not know (422). */
export const COMMUNITY_NOT_FOUND_MESSAGE = 'Community not found';
/** A blocked or inactive community keeps its residents but takes no new ones (issue 12). */
export const COMMUNITY_NOT_JOINABLE_MESSAGE =
  'This community is not open to new residents. Please choose another community.';

/** The catalog could not be asked whether a community exists (503); nothing was saved. */
export const COMMUNITY_LOOKUP_UNAVAILABLE_MESSAGE =
  'Communities cannot be checked right now. Please try again.';

/** How many addresses one resident may keep; the spec sets no number. */
export const MAX_ADDRESSES_PER_USER = 20;

/** POST /api/user/addresses when the resident already has MAX_ADDRESSES_PER_USER (422). */
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`;

/** The `message` of PATCH /api/users/onboarding, one per form. */
export const ONBOARDING_MESSAGES = {
  communitySaved: 'Community updated',
  personSaved: 'Profile updated',
  completed: 'Onboarding completed',
  alreadyCompleted: 'Onboarding already completed',
} as const;
