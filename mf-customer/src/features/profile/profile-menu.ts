import { CUSTOMER_PROFILE_CONFIG, PROFILE_TEXTS } from '@marketplace/contracts';

export type ProfileMenuKey = keyof typeof PROFILE_TEXTS.menu;

export interface ProfileMenuEntry {
  key: ProfileMenuKey;
  label: string;
  path: string;
  /** The app-configuration section that switches the entry on and off. */
  section: string;
}

const PATHS: Record<ProfileMenuKey, string> = {
  editProfile: '/customer/profile/edit',
  addresses: '/customer/profile/addresses',
  favorites: '/customer/profile/favorites',
  reviews: '/customer/profile/reviews',
  notifications: '/customer/profile/notifications',
  privacy: '/customer/profile/privacy',
  help: '/customer/profile/help',
};

/** Customer spec 2, Profile: the menu in the spec's order. */
export const PROFILE_MENU: readonly ProfileMenuEntry[] = (Object.keys(PATHS) as ProfileMenuKey[]).map(
  (key) => ({
    key,
    label: PROFILE_TEXTS.menu[key],
    path: PATHS[key],
    section: CUSTOMER_PROFILE_CONFIG.sections[key],
  }),
);

/** The entries whose section the app configuration shows. */
export function visibleProfileMenu(isShown: (section: string) => boolean): ProfileMenuEntry[] {
  return PROFILE_MENU.filter((entry) => isShown(entry.section));
}
