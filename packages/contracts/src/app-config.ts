import { z } from 'zod';

/**
 * The app configuration (customer spec 3, admin spec 3): pages and their sections that an
 * administrator switches on and off. GET /api/customer/app-config answers every page; a screen
 * shows a part only while both its page and its section are enabled.
 */
export const APP_CONFIG_STATUSES = ['enabled', 'disabled'] as const;
export const AppConfigStatusSchema = z.enum(APP_CONFIG_STATUSES);
export type AppConfigStatus = z.infer<typeof AppConfigStatusSchema>;

export const AppConfigEntrySchema = z.object({
  pageName: z.string(),
  status: AppConfigStatusSchema,
  sections: z.array(z.object({ sectionName: z.string(), status: AppConfigStatusSchema })),
});
export type AppConfigEntry = z.infer<typeof AppConfigEntrySchema>;
export const AppConfigListSchema = z.array(AppConfigEntrySchema);

/** The page and sections the profile screen asks about (customer spec 2, Profile). */
export const CUSTOMER_PROFILE_CONFIG = {
  pageName: 'customer-profile',
  sections: {
    editProfile: 'edit-profile',
    addresses: 'addresses',
    favorites: 'favorites',
    reviews: 'reviews',
    notifications: 'notifications',
    privacy: 'privacy',
    help: 'help',
    support: 'support',
  },
} as const;

/** Customer spec 9: the app configuration is cached for five minutes. */
export const APP_CONFIG_CACHE_MS = 5 * 60 * 1000;

/** True when the page exists and is enabled and the section exists and is enabled. */
export function isAppSectionEnabled(
  config: AppConfigEntry[],
  pageName: string,
  sectionName: string,
): boolean {
  const page = config.find((entry) => entry.pageName === pageName);
  if (!page || page.status !== 'enabled') return false;
  return page.sections.some((section) => section.sectionName === sectionName && section.status === 'enabled');
}

/** Admin spec 3: a section as the back-office lists and edits it. */
export const AdminAppConfigSectionSchema = z.object({
  id: z.number().int(),
  sectionName: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  status: AppConfigStatusSchema,
});
export type AdminAppConfigSection = z.infer<typeof AdminAppConfigSectionSchema>;

/** Admin spec 3: a page with its sections. GET /api/admin/app-config answers a list of these. */
export const AdminAppConfigPageSchema = AdminAppConfigSectionSchema.omit({ sectionName: true }).extend({
  pageName: z.string(),
  sections: z.array(AdminAppConfigSectionSchema),
});
export type AdminAppConfigPage = z.infer<typeof AdminAppConfigPageSchema>;
export const AdminAppConfigListSchema = z.array(AdminAppConfigPageSchema);

/** PATCH /api/admin/app-config/pages/{pageId}/status and .../sections/{sectionId}/status. */
export const AppConfigStatusRequestSchema = z.object({
  status: z.enum(APP_CONFIG_STATUSES, { error: `status must be one of: ${APP_CONFIG_STATUSES.join(', ')}` }),
});

export const APP_CONFIG_TEXT_LIMITS = { displayName: 100, description: 500 } as const;

/** PUT /api/admin/app-config/pages/{id} and .../sections/{id}: the name and description shown. */
export const AppConfigTextRequestSchema = z.object({
  displayName: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(
      APP_CONFIG_TEXT_LIMITS.displayName,
      `Display name must be at most ${APP_CONFIG_TEXT_LIMITS.displayName} characters`,
    ),
  description: z
    .string()
    .trim()
    .max(
      APP_CONFIG_TEXT_LIMITS.description,
      `Description must be at most ${APP_CONFIG_TEXT_LIMITS.description} characters`,
    )
    .nullish()
    .transform((raw) => (raw ? raw : null)),
});
export type AppConfigTextRequest = z.infer<typeof AppConfigTextRequestSchema>;

/** Admin spec 2 and 8: the App Config tab's texts and toasts. */
export const APP_CONFIG_ADMIN_MESSAGES = {
  emptyTitle: 'No App Configuration Found',
  emptyDescription: 'App configuration data will appear here once available.',
  pageStatusUpdated: 'Page status updated successfully',
  sectionStatusUpdated: 'Section status updated successfully',
  itemUpdated: 'Item updated successfully',
  pageStatusFailed: 'Failed to update page status',
  sectionStatusFailed: 'Failed to update section status',
  itemUpdateFailed: 'Failed to update item',
  pageNotFound: 'App configuration page not found',
  sectionNotFound: 'App configuration section not found',
} as const;
