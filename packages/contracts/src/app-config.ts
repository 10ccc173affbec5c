import { z } from 'zod';

/**
 * The app configuration (customer spec 3, admin spec 3): pages and their sections that an
 * administrator switches on and off. GET /api/customer/app-config answers every page; a screen
 * shows a part only while both its page and its section are enabled.
 */
export const APP_CONFIG_STATUSES = ['enabled', 'disabled'] as const;
export const AppConfigStatusSchema = z.enum(APP_CONFIG_STATUSES);

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
