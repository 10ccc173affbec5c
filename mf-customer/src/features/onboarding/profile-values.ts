import {
  DIETARY_PREFERENCES,
  type DietaryPreference,
  type User,
  type UserProfile,
} from '@marketplace/contracts';

/** What the profile form edits (customer spec 5), before it is checked with ProfileFormSchema. */
export interface ProfileFormValues {
  fullName: string;
  phone: string;
  email: string;
  communityId: number | null;
  flatNumber: string;
  floor: string;
  block: string;
  deliveryAddress: string;
  dietaryPreferences: DietaryPreference[];
}

const isDietaryPreference = (value: string): value is DietaryPreference =>
  (DIETARY_PREFERENCES as readonly string[]).includes(value);

/**
 * Customer spec 5: the profile form starts from the current user (name, phone, email, community,
 * dietary preferences) and, when it could be read, their saved profile (the delivery details).
 */
export function initialProfileValues(user: User, profile: UserProfile | undefined): ProfileFormValues {
  return {
    fullName: [user.firstName, user.lastName]
      .map((name) => name.trim())
      .filter(Boolean)
      .join(' '),
    phone: user.phone ?? profile?.phone ?? '',
    email: user.email ?? profile?.email ?? '',
    communityId: user.communityId ?? profile?.communityId ?? null,
    flatNumber: profile?.flatNumber ?? '',
    floor: profile?.floor ?? '',
    block: profile?.block ?? '',
    deliveryAddress: profile?.deliveryAddress ?? '',
    dietaryPreferences: user.dietaryPreferences.filter(isDietaryPreference),
  };
}
