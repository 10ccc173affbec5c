import { z } from 'zod';
import { COMMUNITY_STATUSES, CommunityStatusSchema, CommunityTypeSchema, COMMUNITY_TYPES } from './catalog';

/**
 * Community management in the back-office (admin spec 2, 3, 4, 5, 7, 8), owned by the catalog
 * service: the list with its filters, the add and edit form, the status selector, delete.
 */

/** Admin spec 8: the community toasts, and the texts of the tab. */
export const COMMUNITY_ADMIN_MESSAGES = {
  successTitle: 'Success',
  errorTitle: 'Error',
  created: 'Community created successfully',
  updated: 'Community updated successfully',
  statusUpdated: 'Community status updated successfully',
  deleted: 'Community deleted successfully',
  createFailed: 'Failed to create community',
  updateFailed: 'Failed to update community',
  statusUpdateFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete community',
  fetchFailed: 'Failed to fetch communities',
  fetchPlacesFailed: 'Failed to fetch cities and states',
  fetchStatesFailed: 'Failed to fetch states',
  fetchCitiesFailed: 'Failed to fetch cities',
  loadFailed: 'Failed to load communities. Please try again.',
  empty: 'No communities found. Try adjusting your filters or create a new community.',
  selectStateFirst: 'Select state first',
  noLocation: 'No location data',
  deleteConfirm: (name: string) =>
    `Delete ${name}? This cannot be undone. A community that residents or vendors belong to cannot be deleted.`,
  inUse: (residents: number, vendors: number) =>
    `This community cannot be deleted: ${residents} resident(s) and ${vendors} vendor(s) belong to it. Block it or mark it inactive instead.`,
  notFound: 'Community not found',
  cityNotInState: (city: string, state: string) => `${city} is not a city of ${state}`,
} as const;

/** Admin spec 5: the community form's rules. Only name, type, state and city are required. */
export const COMMUNITY_FORM_MESSAGES = {
  nameRequired: 'Community name is required',
  typeRequired: 'Please select a community type',
  stateRequired: 'Please select a state',
  cityRequired: 'Please select a city',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  pincodeInvalid: 'Pincode must be at most 10 characters',
} as const;

/** A community as the back-office lists and edits it. Coordinates are decimal degrees. */
export const AdminCommunitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CommunityTypeSchema,
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: CommunityStatusSchema,
  businessCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCommunity = z.infer<typeof AdminCommunitySchema>;
export const AdminCommunityListSchema = z.array(AdminCommunitySchema);

/** A repeated query parameter arrives as a string once and a list when repeated. */
const repeatedText = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((raw) =>
    (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map((value) => value.trim()).filter(Boolean),
  );

/** GET /api/admin/communities?search&city&city&state&pincode&status (status omitted means all). */
export const AdminCommunitiesQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((raw) => raw || undefined),
  city: repeatedText,
  state: repeatedText,
  pincode: z
    .string()
    .trim()
    .max(10)
    .optional()
    .transform((raw) => raw || undefined),
  status: z
    .string()
    .trim()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' || raw === 'all' ? undefined : raw))
    .pipe(
      z
        .enum(COMMUNITY_STATUSES, { error: `status must be all or one of: ${COMMUNITY_STATUSES.join(', ')}` })
        .optional(),
    ),
});
export type AdminCommunitiesQuery = z.infer<typeof AdminCommunitiesQuerySchema>;

/** Optional text: blank is absent. */
const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((raw) => (raw ? raw : null));

/**
 * Admin spec 3: coordinates are held as text in the form and may have any number of decimals;
 * a number or a numeric string is taken, blank is absent.
 */
const coordinate = (limit: number, message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((raw, context): number | null => {
      if (raw === undefined || raw === null || raw === '') return null;
      const value = typeof raw === 'number' ? raw : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(value) || Math.abs(value) > limit) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

/** POST /api/admin/communities and PUT /api/admin/communities/{id}. New communities are active apartments. */
export const CommunityFormRequestSchema = z.object({
  name: z
    .string({ error: COMMUNITY_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, COMMUNITY_FORM_MESSAGES.nameRequired)
    .max(200, 'Community name must be at most 200 characters'),
  type: z.enum(COMMUNITY_TYPES, { error: COMMUNITY_FORM_MESSAGES.typeRequired }).default('apartment'),
  address: optionalText(500, 'Address must be at most 500 characters'),
  state: z
    .string({ error: COMMUNITY_FORM_MESSAGES.stateRequired })
    .trim()
    .min(1, COMMUNITY_FORM_MESSAGES.stateRequired)
    .max(100),
  city: z
    .string({ error: COMMUNITY_FORM_MESSAGES.cityRequired })
    .trim()
    .min(1, COMMUNITY_FORM_MESSAGES.cityRequired)
    .max(100),
  pincode: optionalText(10, COMMUNITY_FORM_MESSAGES.pincodeInvalid),
  latitude: coordinate(90, COMMUNITY_FORM_MESSAGES.latitudeInvalid),
  longitude: coordinate(180, COMMUNITY_FORM_MESSAGES.longitudeInvalid),
  /** Absent: a new community is active, an edited one keeps its status (so a PUT never unblocks one). */
  status: CommunityStatusSchema.optional(),
});
export type CommunityFormRequest = z.infer<typeof CommunityFormRequestSchema>;

/** PATCH /api/admin/communities/{id}/status: any status from any other (admin spec 4). */
export const CommunityStatusRequestSchema = z.object({
  status: z.enum(COMMUNITY_STATUSES, {
    error: `status must be one of: ${COMMUNITY_STATUSES.join(', ')}`,
  }),
});

/**
 * GET /internal/communities/{id}/residents (auth, service identity only): how many residents belong
 * to a community, by their own community or a saved address naming it. The catalog asks before it
 * deletes a community.
 */
export const CommunityResidentCountSchema = z.object({ count: z.number().int().nonnegative() });
export type CommunityResidentCount = z.infer<typeof CommunityResidentCountSchema>;
