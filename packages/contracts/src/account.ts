import { z } from 'zod';
import { UserSchema } from './auth-api';
import {
  ADDRESS_MESSAGES as A,
  AUTH_INPUT_MAX_LENGTH as MAX,
  AUTH_VALIDATION_MESSAGES as M,
  PHONE_MIN_LENGTH,
  PROFILE_VALIDATION_MESSAGES as P,
  WELCOME_BONUS,
} from './customer-messages';
import { serialIdSchema, SerialIdSchema } from './serial-id';

/**
 * The resident's own account beyond sign-in (customer spec 3, 5 and 7): the profile form, the three
 * forms of PATCH /api/users/onboarding, PATCH /api/user/profile and the saved addresses. The auth
 * service parses with these schemas and the forms validate with them, so both speak the spec's words.
 */

/** Customer spec 5: the dietary preferences the profile form offers. */
export const DIETARY_PREFERENCES = ['vegetarian', 'vegan', 'gluten-free', 'jain'] as const;
export const DietaryPreferenceSchema = z.enum(DIETARY_PREFERENCES);
export type DietaryPreference = z.infer<typeof DietaryPreferenceSchema>;

function optionalText(field: string, max: number = MAX.shortText) {
  return z
    .string()
    .trim()
    .max(max, M.tooLong(field, max))
    .transform((value) => (value === '' ? null : value))
    .nullish();
}

const communityIdSchema = serialIdSchema(P.communityRequired);

export const DIETARY_PREFERENCE_REPEATED_MESSAGE = 'Each dietary preference may be chosen once';

/** Each of the offered preferences at most once, so the list can never outgrow the offer. */
function dietaryPreferencesSchema() {
  return z
    .array(DietaryPreferenceSchema)
    .max(DIETARY_PREFERENCES.length, DIETARY_PREFERENCE_REPEATED_MESSAGE)
    .refine((chosen) => new Set(chosen).size === chosen.length, DIETARY_PREFERENCE_REPEATED_MESSAGE);
}

/** Customer spec 5, the profile form (onboarding step 2). */
export const ProfileFormSchema = z.object({
  fullName: z
    .string({ error: P.fullNameRequired })
    .trim()
    .min(1, P.fullNameRequired)
    .max(MAX.name * 2, M.tooLong('Full name', MAX.name * 2)),
  phone: z
    .string({ error: P.phoneRequired })
    .trim()
    .min(PHONE_MIN_LENGTH, P.phoneRequired)
    .max(MAX.phone, M.tooLong('Phone number', MAX.phone)),
  email: z.union([
    z.literal(''),
    z.string().trim().max(MAX.email, P.emailInvalid).pipe(z.email(P.emailInvalid)),
  ]),
  communityId: communityIdSchema,
  flatNumber: z
    .string({ error: P.flatNumberRequired })
    .trim()
    .min(1, P.flatNumberRequired)
    .max(MAX.shortText, M.tooLong('Flat/House number', MAX.shortText)),
  floor: z.string().trim().max(MAX.shortText, M.tooLong('Floor', MAX.shortText)),
  block: z.string().trim().max(MAX.shortText, M.tooLong('Block', MAX.shortText)),
  deliveryAddress: z
    .string()
    .trim()
    .max(MAX.longText, M.tooLong('Additional Delivery Instructions', MAX.longText)),
  dietaryPreferences: dietaryPreferencesSchema(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** Customer spec 5: the full name splits at the first space into first name and the rest. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** PATCH /api/users/onboarding, first form: the community chosen in step 1. */
export const OnboardingCommunitySchema = z.object({ communityId: communityIdSchema }).strict();

/** PATCH /api/users/onboarding, second form: the person from the profile form (step 2). */
export const OnboardingPersonSchema = z
  .object({
    firstName: z
      .string({ error: P.fullNameRequired })
      .trim()
      .min(1, P.fullNameRequired)
      .max(MAX.name, M.tooLong('First name', MAX.name)),
    lastName: z.string().trim().max(MAX.name, M.tooLong('Last name', MAX.name)).default(''),
    phone: z
      .string({ error: P.phoneRequired })
      .trim()
      .min(PHONE_MIN_LENGTH, P.phoneRequired)
      .max(MAX.phone, M.tooLong('Phone number', MAX.phone)),
    email: z
      .union([z.literal(''), z.string().trim().max(MAX.email, P.emailInvalid).pipe(z.email(P.emailInvalid))])
      .nullish()
      .transform((value) => (value ? value : null)),
    dietaryPreferences: dietaryPreferencesSchema().default([]),
  })
  .strict();

/** PATCH /api/users/onboarding, third form: completion with the welcome bonus. */
export const OnboardingCompletionSchema = z
  .object({ points: z.literal(WELCOME_BONUS.points), onboardingCompleted: z.literal(true) })
  .strict();

/** The three forms of PATCH /api/users/onboarding (customer spec 7), told apart by their keys. */
export const OnboardingUpdateSchema = z.union([
  OnboardingCommunitySchema,
  OnboardingPersonSchema,
  OnboardingCompletionSchema,
]);
export type OnboardingUpdate = z.infer<typeof OnboardingUpdateSchema>;

/**
 * PATCH /api/user/profile: the community from the home selector, or the delivery details saved at
 * checkout (customer spec 7). Every field is optional; at least one must be present.
 */
export const ProfileUpdateSchema = z
  .object({
    communityId: communityIdSchema.optional(),
    phone: z
      .string()
      .trim()
      .min(PHONE_MIN_LENGTH, P.phoneRequired)
      .max(MAX.phone, M.tooLong('Phone number', MAX.phone))
      .optional(),
    flatNumber: optionalText('Flat/House number'),
    floor: optionalText('Floor'),
    block: optionalText('Block'),
    deliveryAddress: optionalText('Additional Delivery Instructions', MAX.longText),
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** Customer spec 3: the three kinds of saved address. */
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const AddressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/** Customer spec 3, Address, as GET /api/user/addresses lists them (default first, then newest). */
export const AddressSchema = z.object({
  id: z.number().int(),
  addressType: AddressTypeSchema,
  flatNumber: z.string().nullable(),
  floor: z.string().nullable(),
  streetAddress: z.string(),
  communityId: z.number().int().nullable(),
  communityAddress: z.string().nullable(),
  pincode: z.string(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressListSchema = z.array(AddressSchema);

const latitudeSchema = z.number().min(-90).max(90).nullish();
const longitudeSchema = z.number().min(-180).max(180).nullish();

/**
 * POST /api/user/addresses and PUT /api/user/addresses/{id} (customer spec 5 and 7). The spec's
 * required fields carry its messages; making one address default clears the flag on the others.
 */
export const AddressRequestSchema = z
  .object({
    addressType: AddressTypeSchema.default('home'),
    flatNumber: optionalText('Flat number'),
    floor: optionalText('Floor'),
    streetAddress: z
      .string({ error: A.streetRequired })
      .trim()
      .min(1, A.streetRequired)
      .max(MAX.longText, M.tooLong('Street address', MAX.longText)),
    communityId: serialIdSchema(A.communityRequired),
    communityAddress: optionalText('Community address', MAX.longText),
    pincode: z
      .string({ error: A.pincodeRequired })
      .trim()
      .min(1, A.pincodeRequired)
      .max(10, M.tooLong('Pincode', 10)),
    cityId: SerialIdSchema.nullish(),
    cityName: z
      .string({ error: A.cityRequired })
      .trim()
      .min(1, A.cityRequired)
      .max(MAX.shortText, M.tooLong('City', MAX.shortText)),
    state: z.string().trim().max(MAX.shortText, M.tooLong('State', MAX.shortText)).nullish(),
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    isDefault: z.boolean().default(false),
  })
  .refine((address) => (address.latitude == null) === (address.longitude == null), {
    message: 'Latitude and longitude must be given together',
    path: ['latitude'],
  });
export type AddressRequest = z.input<typeof AddressRequestSchema>;
export type ParsedAddressRequest = z.output<typeof AddressRequestSchema>;

/** PATCH /api/users/onboarding answers the updated resident with a short message. */
export const OnboardingResponseSchema = z.object({ message: z.string(), user: UserSchema });
export type OnboardingResponse = z.infer<typeof OnboardingResponseSchema>;
