import { z } from 'zod';
import { StoreMembershipSchema } from './store-membership';

/** The resident as an order records them, as their session carries it. */
export const ResidentProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  flatNumber: z.string().nullable(),
  /** As stored: a preference this build does not know is the reader's to leave off. */
  dietaryPreferences: z.array(z.string()),
});
export type ResidentProfile = z.infer<typeof ResidentProfileSchema>;

/**
 * Who is calling, as resolved by the gateway from the session cookies and forwarded to services
 * in a signed header. Services trust nothing else about the caller.
 */
export const IdentitySchema = z.object({
  user: z
    .object({
      id: z.number().int(),
      sessionId: z.string(),
      /**
       * The resident's selected community (null before onboarding chooses one), so catalog reads can
       * show only the vendors serving it. Absent only in identities signed by code that predates it.
       */
      communityId: z.number().int().nullable().optional(),
      /**
       * The stores (catalog vendors) the user is a member of, with their role: vendor calls are
       * authorised by this list alone. Absent in identities signed before stores existed.
       */
      stores: z.array(StoreMembershipSchema).optional(),
      /**
       * What an order records of the resident (issue 26): with it, placing an order asks the auth
       * service nothing. Absent in identities signed before it.
       */
      profile: ResidentProfileSchema.optional(),
    })
    .optional(),
  admin: z.object({ id: z.number().int(), username: z.string(), sessionId: z.string() }).optional(),
  /** Set when one service calls another directly. */
  service: z.string().optional(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const IDENTITY_HEADERS = {
  identity: 'x-marketplace-identity',
  timestamp: 'x-marketplace-timestamp',
  signature: 'x-marketplace-signature',
} as const;

export const SESSION_COOKIES = {
  user: 'mp_sid',
  admin: 'mp_admin_sid',
} as const;
