import { isAppSectionEnabled, type AppConfigEntry } from '@marketplace/contracts';

/** What the screen knows of GET /api/customer/app-config. */
export type AppConfigState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; config: AppConfigEntry[] };

/**
 * Whether a configurable part of a screen shows. Loaded: only while its page and section are enabled
 * (customer spec 2). Loading: hidden, so a part an administrator switched off never flashes up.
 * Failed: shown, because the configuration only switches features off and an outage of it should
 * not empty the screen.
 */
export function isSectionShown(state: AppConfigState, pageName: string, sectionName: string): boolean {
  switch (state.status) {
    case 'loading':
      return false;
    case 'failed':
      return true;
    case 'loaded':
      return isAppSectionEnabled(state.config, pageName, sectionName);
  }
}
