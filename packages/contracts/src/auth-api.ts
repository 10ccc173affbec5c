import { z } from 'zod';
import { IdentitySchema } from './identity';

/**
 * What the auth service answers (customer spec 3 and 7, admin spec 7) and what the gateway and the
 * order service exchange with it internally. Request bodies are in customer-auth.ts and admin-session.ts.
 */

/** Customer spec 3, User: the resident as every customer screen sees them. Never carries secrets. */
export const UserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  communityId: z.number().int().nullable(),
  profileImageUrl: z.string().nullable(),
  dietaryPreferences: z.array(z.string()),
  points: z.number().int(),
  onboardingCompleted: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Customer spec 3, User profile (GET /api/user/profile). selectedCommunityName comes from the catalog. */
export const UserProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  flatNumber: z.string().nullable(),
  floor: z.string().nullable(),
  block: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  communityId: z.number().int().nullable(),
  profileImageUrl: z.string().nullable(),
  selectedCommunityName: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** POST /api/auth/register (201) and POST /api/auth/login (200). */
export const AuthSuccessResponseSchema = z.object({
  message: z.string(),
  user: UserSchema,
});

/** POST /internal/sessions/resolve body: the raw cookie values, as the browser sent them. */
export const SessionResolveRequestSchema = z.object({
  userSession: z.string().max(200).optional(),
  adminSession: z.string().max(200).optional(),
});
export type SessionResolveRequest = z.infer<typeof SessionResolveRequestSchema>;

/** Only live sessions appear; an absent key means "not signed in" for that cookie. */
export const SessionResolveResponseSchema = z.object({
  user: IdentitySchema.shape.user,
  admin: IdentitySchema.shape.admin,
});
export type SessionResolveResponse = z.infer<typeof SessionResolveResponseSchema>;

/** GET /internal/users/:id: what an order keeps of the resident who placed it. */
export const UserSnapshotSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  flatNumber: z.string().nullable(),
  floor: z.string().nullable(),
  block: z.string().nullable(),
  communityId: z.number().int().nullable(),
  /** The profile's dietary preferences (DIETARY_PREFERENCES), which the vendor sees on the order (issue 24). */
  dietaryPreferences: z.array(z.string()),
});
export type UserSnapshot = z.infer<typeof UserSnapshotSchema>;
